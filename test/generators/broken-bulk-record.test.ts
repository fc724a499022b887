import { expect } from 'chai';
import fc from 'fast-check';
import { brokenBulkRecord } from '../../generators/broken-bulk-record.ts';
import type { RuleId } from '../../src/rules/catalogue.ts';

const RUNS = { numRuns: 500 };
const EITHER = ['MANDATORY_FIELD_NOT_PROVIDED', 'INVALID_FIELD'];

/**
 * Each rule of the docstring with the FORMAT_ERROR titles its error line may carry (interface.md
 * Errors/Functional errors; A2: either title where "exactly one" finds none).
 */
const TITLES: Readonly<Partial<Record<RuleId, readonly string[]>>> = {
  'record-name-max-140': ['NAME_TOO_LONG'],
  'record-name-empty': EITHER,
  'record-name-or-id-mandatory': ['MANDATORY_FIELD_NOT_PROVIDED'],
  'record-name-and-id-exclusive': ['MUTUALLY_EXCLUSIVE_FIELDS_USED'],
  'record-organisation-id-exclusive': ['MUTUALLY_EXCLUSIVE_FIELDS_USED'],
  'record-organisation-id-missing': EITHER,
  'record-scheme-name-exclusive': ['MUTUALLY_EXCLUSIVE_FIELDS_USED'],
  'record-scheme-name-missing': EITHER,
  'record-identification-invalid': ['INVALID_FIELD'],
  'record-identification-mandatory': ['MANDATORY_FIELD_NOT_PROVIDED'],
  'record-lei-invalid': ['INVALID_FIELD'],
  'record-bic-invalid': ['INVALID_FIELD'],
  'record-iban-invalid': ['INVALID_FIELD'],
  'record-iban-mandatory': ['MANDATORY_FIELD_NOT_PROVIDED'],
  'record-bicfi-mandatory': ['MANDATORY_FIELD_NOT_PROVIDED'],
};

describe('generators/broken-bulk-record', () => {
  it('brokenBulkRecord draws only the listed rules, each with its FORMAT_ERROR titles and a uetr UUID v4', () => {
    fc.assert(
      fc.property(brokenBulkRecord(), ({ record, ruleId, titles }) => {
        expect(TITLES[ruleId], ruleId).to.deep.equal(titles);
        expect(record.uetr).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }),
      RUNS,
    );
    expect(new Set(fc.sample(brokenBulkRecord(), 2000).map((b) => b.ruleId))).to.deep.equal(
      new Set(Object.keys(TITLES)),
    );
  });

  it('draws each near miss of its rules: the partyAgent, agents and partyAccount left out, two or three organisation ids', () => {
    const drawn = fc.sample(brokenBulkRecord(), 3000);
    const of = (ruleId: RuleId) => drawn.filter((b) => b.ruleId === ruleId).map((b) => b.record);
    const bicfi = (r: Record<string, unknown>, agent: string) =>
      (r[agent] as { financialInstitutionId?: { bicfi?: unknown } } | undefined)?.financialInstitutionId
        ?.bicfi;
    expect(of('record-bic-invalid').some((r) => typeof bicfi(r, 'partyAgent') === 'string')).to.equal(true);
    expect(
      of('record-bicfi-mandatory').some(
        (r) => r.partyAgent !== undefined && bicfi(r, 'partyAgent') === undefined,
      ),
    ).to.equal(true);
    expect(of('record-bicfi-mandatory').some((r) => r.requestingAgent === undefined)).to.equal(true);
    expect(of('record-iban-mandatory').some((r) => r.partyAccount === undefined)).to.equal(true);
    const ids = of('record-organisation-id-exclusive').map((r) =>
      Object.keys((r.party as { id: { organisationId: object } }).id.organisationId)
        .sort()
        .join('+'),
    );
    expect(new Set(ids)).to.deep.equal(
      new Set(['anyBIC+lei', 'lei+others', 'anyBIC+others', 'anyBIC+lei+others']),
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
