import { expect } from 'chai';
import { acceptedTaskId, taskIdUniqueVerdict } from '../../src/checks/submit-task-id-unique.ts';
import { exchangeOf } from '../helpers/exchange-of.ts';

const FIRST = '0b3c5d7e-1111-4222-8333-944455556666';
const SECOND = '7f1e2d3c-2222-4333-9444-a55566667777';
const submission = (status: number, body: unknown) => exchangeOf({ operation: 'bulk-submit', status, body });

describe('checks: submit-task-id-unique, taskIdUniqueVerdict (Resources/Bulk request: "Unique id"; A11)', () => {
  it('holds for a taskId no earlier submission got, fails for one an earlier submission got', () => {
    const earlier = new Set([FIRST]);
    expect(taskIdUniqueVerdict(earlier, submission(202, { taskId: SECOND }))?.holds).to.equal(true);
    const again = taskIdUniqueVerdict(earlier, submission(202, { taskId: FIRST }));
    expect(again?.ruleId).to.equal('submit-task-id-unique');
    expect(again?.holds).to.equal(false);
    expect(again?.received).to.contain(FIRST);
    expect(again?.documented).to.contain(`not ${FIRST}`);
  });

  it('compares taskIds without regard to letter case (A11): the upper-case form of an earlier one fails', () => {
    const verdict = taskIdUniqueVerdict(new Set([FIRST]), submission(202, { taskId: FIRST.toUpperCase() }));
    expect(verdict?.holds).to.equal(false);
  });

  it('judges nothing for an answer that is not an accepted submission with a taskId', () => {
    const earlier = new Set([FIRST]);
    expect(taskIdUniqueVerdict(earlier, submission(400, { taskId: FIRST }))).to.equal(undefined);
    expect(taskIdUniqueVerdict(earlier, submission(202, {}))).to.equal(undefined);
    expect(taskIdUniqueVerdict(earlier, submission(202, { taskId: 7 }))).to.equal(undefined);
    expect(taskIdUniqueVerdict(earlier, submission(202, { taskId: '' }))).to.equal(undefined);
  });

  it('acceptedTaskId gives the taskId of a 2xx in lower case, for the caller to add to its set', () => {
    expect(acceptedTaskId(submission(202, { taskId: SECOND.toUpperCase() }))).to.equal(SECOND);
    expect(acceptedTaskId(submission(200, { taskId: SECOND }))).to.equal(SECOND);
    expect(acceptedTaskId(submission(503, { taskId: SECOND }))).to.equal(undefined);
  });
});
