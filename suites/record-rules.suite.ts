import { recordFileProperty } from '../src/harness/properties/record-properties.ts';
import { RecordCaseFile } from '../src/harness/record-case-file.ts';
import {
  recordRuleCases,
  recordRuleCaseTitles,
  recordStructureCases,
  recordUetrCases,
} from '../src/harness/record-cases.ts';
import { runOf } from '../src/harness/run-context.ts';
import type { RuleId } from '../src/rules/catalogue.ts';
import { propertyGroup } from './shared/property-group.ts';
import { ruleIt } from './shared/rule-it.ts';

describe('Record-level rules: result lines of a file with broken records (Errors/Functional errors; A2)', () => {
  // One file holds a record breaking each field rule and the valid twins (src/harness/record-cases.ts),
  // submitted once; each rule's test judges the lines of its own records. Records of the wrong
  // structure, and records without a parseable uetr, go in files of their own: a provider that
  // fails a task for them fails their rule and loses no other rule's judgement.
  const file = new RecordCaseFile({ cases: recordRuleCases() });
  const structureFile = new RecordCaseFile({
    cases: recordStructureCases(),
    keeper: 'record-structure-invalid',
    uetrSeed: 1,
  });
  const uetrFile = new RecordCaseFile({
    cases: recordUetrCases(),
    keeper: 'record-uetr-invalid',
    uetrSeed: 2,
  });
  const titles = new Map([
    ...recordRuleCaseTitles(),
    ...recordRuleCaseTitles(recordStructureCases()),
    ...recordRuleCaseTitles(recordUetrCases()),
  ]);
  const judgedOnTheFile = (ruleId: RuleId) => {
    ruleIt(ruleId, titles.get(ruleId) ?? ruleId, (t) => {
      file.judge(t, ruleId);
    });
  };

  before(async function () {
    const run = runOf(this);
    await Promise.all([file.submit(run), structureFile.submit(run), uetrFile.submit(run)]);
  });

  judgedOnTheFile('record-name-max-140');
  judgedOnTheFile('record-name-empty');
  judgedOnTheFile('record-name-or-id-mandatory');
  judgedOnTheFile('record-iban-mandatory');
  judgedOnTheFile('record-bicfi-mandatory');
  judgedOnTheFile('record-name-and-id-exclusive');
  judgedOnTheFile('record-organisation-id-exclusive');
  judgedOnTheFile('record-organisation-id-missing');
  judgedOnTheFile('record-scheme-name-exclusive');
  judgedOnTheFile('record-scheme-name-missing');
  judgedOnTheFile('record-scheme-issuer-invalid');
  judgedOnTheFile('record-identification-invalid');
  judgedOnTheFile('record-identification-mandatory');
  judgedOnTheFile('record-lei-invalid');
  judgedOnTheFile('record-bic-invalid');
  judgedOnTheFile('record-iban-invalid');

  ruleIt('record-structure-invalid', titles.get('record-structure-invalid') ?? '', (t) => {
    structureFile.judge(t, t.ruleId);
  });

  ruleIt('record-uetr-invalid', titles.get('record-uetr-invalid') ?? '', (t) => {
    uetrFile.judgeWithoutUetr(t);
  });

  ruleIt('record-error-uetr', 'every error line carries the uetr of the record it reports on', (t) => {
    file.judgeErrorUetrs(t);
  });

  ruleIt(
    'record-error-instance',
    'the instance of each error line points at the broken field (structure errors: the part of the wrong type; a record without a parseable uetr: /uetr)',
    (t) => {
      file.judgeErrorInstances(t, [structureFile, uetrFile]);
    },
  );

  ruleIt('record-error-status-400', 'the status of each error line, when present, is 400', (t) => {
    file.judgeErrorStatuses(t);
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
