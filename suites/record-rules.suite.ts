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
    file.judgeErrorUetrs(t);
  });

  ruleIt(
    'record-error-keeps-task',
    'the file ends PROCESSED and its valid record gets a result record',
    (t) => {
      file.judgeKeepsTask(t);
    },
  );

  for (const property of recordPropertyEntries()) property.declare();
});
