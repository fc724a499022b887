import { expect } from 'chai';
import fc from 'fast-check';
import { brokenBulkRecord } from '../../generators/broken-bulk-record.ts';
import { limits } from '../../src/schemas/limits.ts';
import { type FieldRuleId, type RecordRules, recordProblem } from '../../src/mock/records/record-check.ts';

const FIELD_RULES: readonly FieldRuleId[] = [
  'record-name-or-id-mandatory',
  'record-iban-mandatory',
  'record-bicfi-mandatory',
  'record-name-and-id-exclusive',
  'record-organisation-id-exclusive',
  'record-scheme-name-exclusive',
  'record-lei-invalid',
  'record-bic-invalid',
  'record-iban-invalid',
];

/** The mock's rules with `off` unchecked (as its fault of that id does). */
function rulesWithout(off: FieldRuleId | undefined): RecordRules {
  return {
    nameTooLong: (name) => name.length > limits().partyNameMax,
    ibanChecksum: false,
    unchecked: (rule) => rule === off,
  };
}

describe('mock/record-check: a record-rule fault switches off its rule and no other', () => {
  for (const ruleId of FIELD_RULES) {
    it(`${ruleId}: a record breaking it gets its error, or none with the rule unchecked`, () => {
      const broken = fc.sample(brokenBulkRecord([ruleId]), { numRuns: 30, seed: 3 });
      for (const { record, title } of broken) {
        expect(recordProblem(record, rulesWithout(undefined))?.title, JSON.stringify(record)).to.equal(title);
        expect(recordProblem(record, rulesWithout(ruleId)), JSON.stringify(record)).to.equal(undefined);
        for (const other of FIELD_RULES.filter((r) => r !== ruleId)) {
          expect(
            recordProblem(record, rulesWithout(other))?.title,
            `${other}: ${JSON.stringify(record)}`,
          ).to.equal(title);
        }
      }
    });
  }
});
