import fc from 'fast-check';
import type { RuleId } from '../src/rules/catalogue.ts';
import { badBic, bic } from './bic.ts';
import { type BulkRecord, bulkRecordById, bulkRecordByName } from './bulk-record.ts';
import { badIban } from './iban.ts';
import { badLei, lei } from './lei.ts';
import { tooLongPayeeName } from './payee-name.ts';

/** A record that breaks exactly one field rule, the rule's id, and the FORMAT_ERROR title of its error line. */
export interface BrokenRecord {
  readonly record: BulkRecord;
  readonly ruleId: RuleId;
  readonly title: string;
}

type Breaker = [ruleId: RuleId, title: string, arbitrary: fc.Arbitrary<BulkRecord>];

function breakers(): Breaker[] {
  const byName = bulkRecordByName();
  const byId = bulkRecordById();
  const withParty = (party: fc.Arbitrary<unknown>) =>
    fc.tuple(byName, party).map(([r, p]) => ({ ...r, party: p }));
  const withOrganisation = (org: fc.Arbitrary<unknown>) =>
    fc.tuple(byId, org).map(([r, o]) => ({ ...r, party: { id: { organisationId: o } } }));
  return [
    ['record-name-max-140', 'NAME_TOO_LONG', withParty(tooLongPayeeName().map((name) => ({ name })))],
    ['record-name-or-id-mandatory', 'MANDATORY_FIELD_NOT_PROVIDED', withParty(fc.constant({}))],
    [
      'record-name-and-id-exclusive',
      'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      fc
        .tuple(byName, lei())
        .map(([r, l]) => ({ ...r, party: { ...(r.party as object), id: { organisationId: { lei: l } } } })),
    ],
    [
      'record-organisation-id-exclusive',
      'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      withOrganisation(fc.tuple(lei(), bic()).map(([l, b]) => ({ lei: l, anyBIC: b }))),
    ],
    [
      'record-scheme-name-exclusive',
      'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      withOrganisation(
        fc.constant({
          others: [{ identification: '12345678', schemeNameCode: 'COID', schemeNameProprietary: 'VAT' }],
        }),
      ),
    ],
    ['record-lei-invalid', 'INVALID_FIELD', withOrganisation(badLei().map((l) => ({ lei: l })))],
    ['record-bic-invalid', 'INVALID_FIELD', withOrganisation(badBic().map((b) => ({ anyBIC: b })))],
    [
      'record-bic-invalid',
      'INVALID_FIELD',
      fc
        .tuple(byName, badBic())
        .map(([r, b]) => ({ ...r, requestingAgent: { financialInstitutionId: { bicfi: b } } })),
    ],
    [
      'record-iban-invalid',
      'INVALID_FIELD',
      fc.tuple(byName, badIban()).map(([r, i]) => ({ ...r, partyAccount: { iban: i } })),
    ],
    [
      'record-iban-mandatory',
      'MANDATORY_FIELD_NOT_PROVIDED',
      byName.map((r) => ({ ...r, partyAccount: {} })),
    ],
    [
      'record-bicfi-mandatory',
      'MANDATORY_FIELD_NOT_PROVIDED',
      byName.map((r) => ({ ...r, requestingAgent: { financialInstitutionId: {} } })),
    ],
  ];
}

/**
 * A record that breaks exactly one field rule of a bulk file (assumptions.md A2; interface.md
 * Errors/Functional errors): missing name and id, both, lei with anyBIC, both scheme names, bad
 * IBAN, BIC or LEI, missing IBAN or bicfi, or a name over 140 characters. Its result line must be
 * a FORMAT_ERROR error line with `title` and the record's uetr. `ruleIds` narrows the rules drawn.
 */
export function brokenBulkRecord(ruleIds?: readonly RuleId[]): fc.Arbitrary<BrokenRecord> {
  const chosen = breakers().filter(([id]) => !ruleIds || ruleIds.includes(id));
  return fc.oneof(...chosen.map(([ruleId, title, arb]) => arb.map((record) => ({ record, ruleId, title }))));
}
