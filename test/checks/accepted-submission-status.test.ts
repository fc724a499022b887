import { expect } from 'chai';
import { acceptedSubmissionStatus } from '../../src/checks/accepted-submission-status.ts';
import type { Exchange } from '../../src/client/types.ts';

function answer(method: string, status: number): Exchange {
  return {
    request: { operation: 'bulk-submit', method, url: 'http://x/vopgateway/v1/bulk', headers: {} },
    response: { status, headers: {}, bodyText: '{"taskId":"0b3c5d7e-1111-4222-8333-944455556666"}' },
    durationMs: 1,
  };
}

describe('check accepted_submission_status: every 2xx to a submission is a 202 (A2)', () => {
  it('holds on a 202, breaks submit-202-task-id on a 200 or 201', () => {
    expect(acceptedSubmissionStatus(answer('POST', 202))?.holds).to.equal(true);
    for (const status of [200, 201]) {
      const verdict = acceptedSubmissionStatus(answer('POST', status));
      expect(verdict?.ruleId).to.equal('submit-202-task-id');
      expect(verdict?.holds).to.equal(false);
    }
  });

  it('judges no refusal and no other method: a 4xx, a 204 to OPTIONS, a 200 to HEAD (A16)', () => {
    expect(acceptedSubmissionStatus(answer('POST', 400))).to.equal(undefined);
    expect(acceptedSubmissionStatus(answer('OPTIONS', 204))).to.equal(undefined);
    expect(acceptedSubmissionStatus(answer('HEAD', 200))).to.equal(undefined);
  });
});
