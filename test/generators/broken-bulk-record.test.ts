import { expect } from 'chai';
import fc from 'fast-check';
import { brokenBulkRecord } from '../../generators/broken-bulk-record.ts';
import type { RuleId } from '../../src/rules/catalogue.ts';

const RUNS = { numRuns: 500 };
/** Each rule of the docstring with the FORMAT_ERROR title of its error line (interface.md Errors/Functional errors; A2). */
const TITLES: Readonly<Partial<Record<RuleId, string>>> = {
  'record-name-max-140': 'NAME_TOO_LONG',
  'record-name-or-id-mandatory': 'MANDATORY_FIELD_NOT_PROVIDED',
  'record-name-and-id-exclusive': 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
  'record-organisation-id-exclusive': 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
  'record-scheme-name-exclusive': 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
  'record-lei-invalid': 'INVALID_FIELD',
  'record-bic-invalid': 'INVALID_FIELD',
  'record-iban-invalid': 'INVALID_FIELD',
  'record-iban-mandatory': 'MANDATORY_FIELD_NOT_PROVIDED',
  'record-bicfi-mandatory': 'MANDATORY_FIELD_NOT_PROVIDED',
};

describe('generators/broken-bulk-record', () => {
  it('brokenBulkRecord draws only the listed rules, each with its FORMAT_ERROR title and a uetr UUID v4', () => {
    fc.assert(
      fc.property(brokenBulkRecord(), ({ record, ruleId, title }) => {
        expect(TITLES[ruleId], ruleId).to.equal(title);
        expect(record.uetr).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }),
      RUNS,
    );
    expect(new Set(fc.sample(brokenBulkRecord(), 1000).map((b) => b.ruleId))).to.deep.equal(
      new Set(Object.keys(TITLES)),
    );
  });

  it('brokenBulkRecord(ruleIds) draws only the rules asked for', () => {
    const asked: readonly RuleId[] = ['record-iban-invalid', 'record-name-max-140'];
    fc.assert(
      fc.property(brokenBulkRecord(asked), ({ ruleId }) => asked.includes(ruleId)),
      RUNS,
    );
  });
});
