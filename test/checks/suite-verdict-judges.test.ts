import { expect } from 'chai';
import { exchangeRuleVerdicts } from '../../src/checks/exchange-rule.ts';
import { resultsBeforeProcessed4xx } from '../../src/checks/results-before-processed-4xx.ts';
import { resultsContentTypeNdjson } from '../../src/checks/results-content-type-ndjson.ts';
import { resultsFailedTask4xx } from '../../src/checks/results-failed-task-4xx.ts';
import { limitFileAccepted, limitFileEnded } from '../../src/checks/status-file-over-limit-failed.ts';
import type { StatusObservation } from '../../src/checks/status-observation.ts';
import { corruptFileAccepted, corruptFileEnded } from '../../src/checks/submit-corrupt-file.ts';
import { resendNewTaskId } from '../../src/checks/submit-resend-after-failed.ts';
import { exchangeOf } from '../helpers/exchange-of.ts';

const TASK = '3f0c2a5e-8b1d-4c6e-9a7f-1b2c3d4e5f60';
const OTHER = '9b1d4c6e-3f0c-4a5e-8b2c-1b2c3d4e5f61';

/** A status read of `value` with the body `{status: value, ...extra}`. */
function read(value: string, extra: Record<string, unknown> = {}): StatusObservation {
  return { exchange: exchangeOf({ body: { status: value, ...extra } }), status: value };
}

/** A submission answered `status` with `body`. */
const submission = (status: number, body: unknown) => exchangeOf({ operation: 'bulk-submit', status, body });

describe('checks: the judges of rules once judged inline in a suite (one judge per rule)', () => {
  describe('status-file-over-limit-failed: limitFileAccepted, limitFileEnded (Limits; States and transitions)', () => {
    const sent = 'a file of 2 records, 10 bytes (one over the record limit of 1)';

    it('holds for a 202 with a taskId, and a task over a limit ended FAILED or one at a limit not FAILED', () => {
      expect(limitFileAccepted(submission(202, { taskId: TASK }), sent, true).holds).to.equal(true);
      // A 200 is submit-202-task-id's failure, not this rule's.
      expect(limitFileAccepted(submission(200, { taskId: TASK }), sent, true).holds).to.equal(true);
      expect(limitFileEnded(read('FAILED', { detail: 'too big' }), sent, true).holds).to.equal(true);
      expect(limitFileEnded(read('PROCESSED'), sent, false).holds).to.equal(true);
      expect(limitFileEnded(read('TIMED_OUT', { detail: 'SLA' }), sent, false).holds).to.equal(true);
    });

    it('fails a refusal, a 202 without a taskId, a task over a limit not FAILED, one at a limit FAILED', () => {
      const refused = limitFileAccepted(submission(413, { title: 'too big' }), sent, true);
      expect(refused).to.deep.equal({
        ruleId: 'status-file-over-limit-failed',
        holds: false,
        received: `${sent}: 413 {"title":"too big"}`,
        documented: 'accepted (a 2xx with a taskId), then FAILED: exceeding a limit gives FAILED',
      });
      expect(limitFileAccepted(submission(202, {}), sent, false).holds).to.equal(false);
      const processed = limitFileEnded(read('PROCESSED'), sent, true);
      expect(processed.holds).to.equal(false);
      expect(processed.received).to.equal(`${sent}: ended PROCESSED`);
      const failed = limitFileEnded(read('FAILED', { detail: 'x' }), sent, false);
      expect(failed.holds).to.equal(false);
      expect(failed.documented).to.equal(
        'accepted (a 2xx with a taskId), then not FAILED: a file within the limits',
      );
      expect(limitFileEnded(undefined, sent, true).received).to.equal(`${sent}: ended (no final state)`);
    });
  });

  describe('results-content-type-ndjson: resultsContentTypeNdjson (Endpoints/5; A8)', () => {
    const served = (contentType: string | undefined) =>
      resultsContentTypeNdjson(
        exchangeOf({
          operation: 'bulk-results',
          headers: contentType === undefined ? {} : { 'content-type': contentType },
        }),
      );

    it('holds for application/x-ndjson', () => {
      expect(served('application/x-ndjson').holds).to.equal(true);
    });

    it('fails another media type or none, with the Received / Documented wording', () => {
      expect(served('application/json')).to.deep.equal({
        ruleId: 'results-content-type-ndjson',
        holds: false,
        received: 'Content-Type: application/json',
        documented: 'Content-Type: application/x-ndjson',
      });
      expect(served(undefined).received).to.equal('Content-Type: (absent)');
      expect(served(undefined).holds).to.equal(false);
    });
  });

  describe('results-before-processed-4xx and results-failed-task-4xx (A3)', () => {
    const answer = (status: number) =>
      exchangeOf({ operation: 'bulk-results', status, body: { title: 'no' } });

    it('hold for a 4xx other than 404', () => {
      for (const status of [400, 409, 425]) {
        expect(resultsBeforeProcessed4xx(answer(status)).holds, `${status}`).to.equal(true);
        expect(resultsFailedTask4xx(answer(status), 'FAILED').holds, `${status}`).to.equal(true);
      }
    });

    it('fail a 404, a 200, a 5xx, with the Received / Documented wording', () => {
      for (const status of [404, 200, 500]) {
        expect(resultsBeforeProcessed4xx(answer(status)).holds, `${status}`).to.equal(false);
        expect(resultsFailedTask4xx(answer(status), 'TIMED_OUT').holds, `${status}`).to.equal(false);
      }
      expect(resultsBeforeProcessed4xx(answer(404))).to.deep.equal({
        ruleId: 'results-before-processed-4xx',
        holds: false,
        received: '404 {"title":"no"}',
        documented: 'a 4xx other than 404, with an error body',
      });
      expect(resultsFailedTask4xx(answer(404), 'TIMED_OUT')).to.deep.equal({
        ruleId: 'results-failed-task-4xx',
        holds: false,
        received: '404 {"title":"no"}',
        documented: 'a 4xx other than 404, and no result file, for a TIMED_OUT task',
      });
    });
  });

  describe('submit-corrupt-file: corruptFileAccepted, corruptFileEnded (A2; States and transitions)', () => {
    it('holds for a 202 with a taskId, then FAILED with a detail', () => {
      expect(corruptFileAccepted(submission(202, { taskId: TASK })).holds).to.equal(true);
      expect(corruptFileEnded(read('FAILED', { detail: 'line 2 is not JSON' })).holds).to.equal(true);
    });

    it('fails a body without a taskId, a task not FAILED, FAILED without a detail or a blank one, no final state', () => {
      expect(corruptFileAccepted(submission(202, {}))).to.deep.equal({
        ruleId: 'submit-corrupt-file',
        holds: false,
        received: '202 {}',
        documented: '202 {taskId}',
      });
      expect(corruptFileEnded(read('PROCESSED')).holds).to.equal(false);
      expect(corruptFileEnded(read('FAILED')).holds).to.equal(false);
      expect(corruptFileEnded(read('FAILED', { detail: '  ' })).holds).to.equal(false);
      expect(corruptFileEnded(undefined)).to.deep.equal({
        ruleId: 'submit-corrupt-file',
        holds: false,
        received: 'no final state',
        documented: 'status FAILED with a non-empty detail',
      });
    });
  });

  describe('status-detail-when-failed and -timed-out: the one judge, response_schema, asked by name', () => {
    const judged = (state: string, extra: Record<string, unknown>) =>
      exchangeRuleVerdicts(
        state === 'FAILED' ? 'status-detail-when-failed' : 'status-detail-when-timed-out',
        read(state, extra).exchange,
      ).map((v) => v.holds);

    it('holds for a FAILED or TIMED_OUT status with a detail', () => {
      expect(judged('FAILED', { detail: 'line 2 is not JSON' })).to.deep.equal([true]);
      expect(judged('TIMED_OUT', { detail: 'SLA exceeded' })).to.deep.equal([true]);
    });

    it('fails one without a detail, with an empty one, or with white space only', () => {
      for (const extra of [{}, { detail: '' }, { detail: ' \t ' }]) {
        expect(judged('FAILED', extra), JSON.stringify(extra)).to.deep.equal([false]);
        expect(judged('TIMED_OUT', extra), JSON.stringify(extra)).to.deep.equal([false]);
      }
    });
  });

  describe('submit-resend-after-failed: resendNewTaskId (States and transitions, rule 2)', () => {
    it("holds for another taskId in any 2xx (the 202 is submit-202-task-id's)", () => {
      expect(resendNewTaskId(submission(202, { taskId: OTHER }), TASK).holds).to.equal(true);
      expect(resendNewTaskId(submission(200, { taskId: OTHER }), TASK).holds).to.equal(true);
    });

    it('fails the same taskId in any letter case (A11), or none', () => {
      expect(resendNewTaskId(submission(202, { taskId: TASK.toUpperCase() }), TASK).holds).to.equal(false);
      expect(resendNewTaskId(submission(400, { taskId: OTHER }), TASK).holds).to.equal(false);
      expect(resendNewTaskId(submission(202, {}), TASK)).to.deep.equal({
        ruleId: 'submit-resend-after-failed',
        holds: false,
        received: '202 {}',
        documented: `accepted (a 2xx) with a taskId other than ${TASK}`,
      });
    });
  });
});
