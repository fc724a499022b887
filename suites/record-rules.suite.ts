import { ConformanceFailure } from '../src/checks/conformance-failure.ts';
import { expectRule } from '../src/harness/expect.ts';
import { recordPropertyEntries } from '../src/harness/properties/registry.ts';
import { RecordCaseFile } from '../src/harness/record-case-file.ts';
import { recordRuleCaseTitles } from '../src/harness/record-cases.ts';
import { ruleIt, skipWith } from '../src/harness/rule-test.ts';
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
    const { lines } = file;
    if (!lines) return skipWith(t, `no result file: ${file.setupProblem}`);
    for (const [uetr, c] of file.cases) {
      if (c.expected === 'result') continue;
      expectRule(
        t,
        'record-error-uetr',
        lines.has(uetr),
        `no line with uetr ${uetr} (${c.label})`,
        `an error line with uetr ${uetr}`,
      );
    }
  });

  ruleIt(
    'record-error-keeps-task',
    'the file ends PROCESSED and its valid record gets a result record',
    (t) => {
      if (file.setupProblem.startsWith('the task ended')) {
        throw new ConformanceFailure(
          'record-error-keeps-task',
          file.setupProblem,
          'PROCESSED',
          file.finalStatus ? { request: file.finalStatus.request } : undefined,
        );
      }
      file.judge(t, 'record-error-keeps-task');
    },
  );

  for (const property of recordPropertyEntries()) property.declare();
});
