import { recordFileProperty } from '../src/harness/properties/record-properties.ts';
import { RecordCaseFile } from '../src/harness/record-case-file.ts';
import { recordRuleCaseTitles } from '../src/harness/record-cases.ts';
import { runOf } from '../src/harness/run-context.ts';
import type { RuleId } from '../src/rules/catalogue.ts';
import { propertyGroup } from './shared/property-group.ts';
import { ruleIt } from './shared/rule-it.ts';

describe('Record-level rules: result lines of a file with broken records (Errors/Functional errors; A2)', () => {
  // One file holds a record breaking each rule and the valid twins (src/harness/record-cases.ts),
  // submitted once; each rule's test judges the lines of its own records.
  const file = new RecordCaseFile();
  const titles = recordRuleCaseTitles();
  const judgedOnTheFile = (ruleId: RuleId) => {
    ruleIt(ruleId, titles.get(ruleId) ?? ruleId, (t) => {
      file.judge(t, ruleId);
    });
  };

  before(async function () {
    await file.submit(runOf(this));
  });

  judgedOnTheFile('record-name-max-140');
  judgedOnTheFile('record-name-or-id-mandatory');
  judgedOnTheFile('record-iban-mandatory');
  judgedOnTheFile('record-bicfi-mandatory');
  judgedOnTheFile('record-name-and-id-exclusive');
  judgedOnTheFile('record-organisation-id-exclusive');
  judgedOnTheFile('record-scheme-name-exclusive');
  judgedOnTheFile('record-lei-invalid');
  judgedOnTheFile('record-bic-invalid');
  judgedOnTheFile('record-iban-invalid');

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

  // Generated files of valid records and records breaking one rule (one bulk file per case).
  const generated = propertyGroup();
  generated.declare(recordFileProperty('record-name-max-140'));
  generated.declare(recordFileProperty('record-name-or-id-mandatory'));
  generated.declare(recordFileProperty('record-name-and-id-exclusive'));
  generated.declare(recordFileProperty('record-organisation-id-exclusive'));
  generated.declare(recordFileProperty('record-scheme-name-exclusive'));
  generated.declare(recordFileProperty('record-lei-invalid'));
  generated.declare(recordFileProperty('record-bic-invalid'));
  generated.declare(recordFileProperty('record-iban-invalid'));
  generated.declare(recordFileProperty('record-iban-mandatory'));
  generated.declare(recordFileProperty('record-bicfi-mandatory'));
});
