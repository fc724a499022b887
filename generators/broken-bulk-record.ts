import fc from 'fast-check';
import type { RuleId } from '../src/rules/catalogue.ts';
import { badBic, bic } from './bic.ts';
import { type BulkRecord, bulkRecordById, bulkRecordByName } from './bulk-record.ts';
import { badIban } from './iban.ts';
import { badIdentification } from './identification.ts';
import { badLei, lei } from './lei.ts';
import { tooLongPayeeName } from './payee-name.ts';

/**
 * A record that breaks exactly one field rule, the rule's id, and the FORMAT_ERROR titles its
 * error line may carry: one title, or two where the files leave the choice open (A2 "exactly
 * one" with none present: MANDATORY_FIELD_NOT_PROVIDED or INVALID_FIELD).
 */
export interface BrokenRecord {
  readonly record: BulkRecord;
  readonly ruleId: RuleId;
  readonly titles: readonly string[];
}

type Breaker = [ruleId: RuleId, titles: readonly string[], arbitrary: fc.Arbitrary<BulkRecord>];

const MANDATORY = ['MANDATORY_FIELD_NOT_PROVIDED'];
const INVALID = ['INVALID_FIELD'];
const EXCLUSIVE = ['MUTUALLY_EXCLUSIVE_FIELDS_USED'];
/** Either title, where a file says a field must be there but not which title its absence gets (A2). */
const MISSING_OR_INVALID = ['MANDATORY_FIELD_NOT_PROVIDED', 'INVALID_FIELD'];

/** An `others` entry with a scheme name; `identification` as given (left out when undefined). */
function otherWith(identification: string | undefined): Record<string, unknown> {
  return identification === undefined
    ? { schemeNameCode: 'COID' }
    : { identification, schemeNameCode: 'COID' };
}

function breakers(): Breaker[] {
  const byName = bulkRecordByName();
  const byId = bulkRecordById();
  const withParty = (party: fc.Arbitrary<unknown>) =>
    fc.tuple(byName, party).map(([r, p]) => ({ ...r, party: p }));
  const withOrganisation = (org: fc.Arbitrary<unknown>) =>
    fc.tuple(byId, org).map(([r, o]) => ({ ...r, party: { id: { organisationId: o } } }));
  const withAgent = (field: 'requestingAgent' | 'partyAgent', agent: fc.Arbitrary<unknown>) =>
    fc.tuple(byName, agent).map(([r, a]) => ({ ...r, [field]: a }));
  const agentWith = (bicfi: fc.Arbitrary<string>) =>
    bicfi.map((b) => ({ financialInstitutionId: { bicfi: b } }));
  const other = otherWith('12345678');
  return [
    ['record-name-max-140', ['NAME_TOO_LONG'], withParty(tooLongPayeeName().map((name) => ({ name })))],
    ['record-name-empty', MISSING_OR_INVALID, withParty(fc.constant({ name: '' }))],
    ['record-name-or-id-mandatory', MANDATORY, withParty(fc.constant({}))],
    [
      'record-name-and-id-exclusive',
      EXCLUSIVE,
      fc
        .tuple(byName, lei())
        .map(([r, l]) => ({ ...r, party: { ...(r.party as object), id: { organisationId: { lei: l } } } })),
    ],
    [
      'record-organisation-id-exclusive',
      EXCLUSIVE,
      withOrganisation(
        fc
          .tuple(lei(), bic(), fc.subarray(['lei', 'anyBIC', 'others'], { minLength: 2 }))
          .map(([l, b, present]) => {
            const all: Record<string, unknown> = { lei: l, anyBIC: b, others: [other] };
            return Object.fromEntries(present.map((name) => [name, all[name]]));
          }),
      ),
    ],
    ['record-organisation-id-missing', MISSING_OR_INVALID, withOrganisation(fc.constant({}))],
    [
      'record-scheme-name-exclusive',
      EXCLUSIVE,
      withOrganisation(
        fc.constant({
          others: [{ identification: '12345678', schemeNameCode: 'COID', schemeNameProprietary: 'VAT' }],
        }),
      ),
    ],
    [
      'record-scheme-name-missing',
      MISSING_OR_INVALID,
      withOrganisation(fc.constant({ others: [{ identification: '12345678' }] })),
    ],
    [
      'record-identification-invalid',
      INVALID,
      withOrganisation(badIdentification().map((id) => ({ others: [otherWith(id)] }))),
    ],
    [
      'record-identification-mandatory',
      MANDATORY,
      withOrganisation(fc.constant({ others: [otherWith(undefined)] })),
    ],
    ['record-lei-invalid', INVALID, withOrganisation(badLei().map((l) => ({ lei: l })))],
    ['record-bic-invalid', INVALID, withOrganisation(badBic().map((b) => ({ anyBIC: b })))],
    ['record-bic-invalid', INVALID, withAgent('requestingAgent', agentWith(badBic()))],
    ['record-bic-invalid', INVALID, withAgent('partyAgent', agentWith(badBic()))],
    [
      'record-iban-invalid',
      INVALID,
      fc.tuple(byName, badIban()).map(([r, i]) => ({ ...r, partyAccount: { iban: i } })),
    ],
    [
      'record-iban-mandatory',
      MANDATORY,
      fc
        .tuple(byName, fc.boolean())
        .map(([r, absent]) => (absent ? withoutMember(r, 'partyAccount') : { ...r, partyAccount: {} })),
    ],
    [
      'record-bicfi-mandatory',
      MANDATORY,
      fc
        .tuple(byName, fc.constantFrom('requestingAgent', 'partyAgent'), fc.boolean())
        .map(([r, field, absent]) =>
          absent && field === 'requestingAgent'
            ? withoutMember(r, field)
            : { ...r, [field]: { financialInstitutionId: {} } },
        ),
    ],
  ];
}

/** `record` without its member `name` (a mandatory object left out altogether). */
function withoutMember(record: BulkRecord, name: string): BulkRecord {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== name)) as BulkRecord;
}

/**
 * A record that breaks exactly one field rule of a bulk file (assumptions.md A2; interface.md
 * Errors/Functional errors): a name over 140 characters or empty, missing name and id, both, two
 * or three of lei, anyBIC and others, none of them, both scheme names or none, an identification
 * empty, over 256 characters or missing, a bad LEI, bad BIC (anyBIC, either agent's bicfi) or bad
 * IBAN, a missing IBAN (partyAccount empty or left out) or a missing bicfi (either agent; the
 * requesting agent left out). Its result line must be a FORMAT_ERROR error line with one of
 * `titles` and the record's uetr. `ruleIds` narrows the rules drawn.
 */
export function brokenBulkRecord(ruleIds?: readonly RuleId[]): fc.Arbitrary<BrokenRecord> {
  const chosen = breakers().filter(([id]) => !ruleIds || ruleIds.includes(id));
  return fc.oneof(
    ...chosen.map(([ruleId, titles, arb]) => arb.map((record) => ({ record, ruleId, titles }))),
  );
}
