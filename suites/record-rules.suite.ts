import { ConformanceFailure, describeResponse } from '../src/checks/conformance-failure.ts';
import { recordPropertyEntries } from '../src/harness/properties/registry.ts';
import { RecordCaseFile } from '../src/harness/record-case-file.ts';
import { recordRuleCaseTitles } from '../src/harness/record-cases.ts';
import { ruleIt } from '../src/harness/rule-test.ts';
import { runOf } from '../src/harness/run-context.ts';

describe('Record-level rules: result lines of a file with broken records (Errors/Functional errors; A2)', () => {
  const file = new RecordCaseFile();

  before(async function () {
    await file.submit(runOf(this));
  });

  for (const [ruleId, title] of recordRuleCaseTitles()) {
    if (ruleId === 'record-error-keeps-task') continue;
    ruleIt(ruleId, title, (t) => {
      file.judge(t, ruleId);
    });
  }

  ruleIt('record-error-uetr', 'every error line carries the uetr of the record it reports on', (t) => {
    const result = file.needResult(t);
    const stray = result.strayLine('error');
    if (stray) throw stray;
    for (const [uetr, c] of file.cases) {
      if (c.expected === 'result' || result.lineOf(uetr)) continue;
      // No line at all for this record (and no error line without its uetr): one-line-per-record.
      throw (
        result.explain(uetr) ??
        new ConformanceFailure(
          'record-error-uetr',
          `no line with uetr ${uetr} (${c.label})`,
          `an error line with uetr ${uetr}`,
        )
      );
    }
  });

  ruleIt(
    'record-error-keeps-task',
    'the file ends PROCESSED and its valid record gets a result record',
    (t) => {
      const { submission, setupProblem } = file;
      // Endpoints/5: "Record-level errors appear as lines inside the file, not as the HTTP status."
      const status = submission?.response.status ?? 0;
      if (submission && status >= 400 && status < 500 && status !== 429) {
        throw new ConformanceFailure(
          'record-error-keeps-task',
          describeResponse(submission),
          '202 {taskId}: records that break field rules get error lines, not an HTTP error',
          submission,
        );
      }
      if (setupProblem.startsWith('the task ended')) {
        throw new ConformanceFailure(
          'record-error-keeps-task',
          setupProblem,
          'PROCESSED',
          file.finalStatus ? { request: file.finalStatus.request } : undefined,
        );
      }
      file.judge(t, 'record-error-keeps-task');
    },
  );

  for (const property of recordPropertyEntries()) property.declare();
});
