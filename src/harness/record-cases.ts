import type { BulkRecord } from '../../generators/bulk-record.ts';
import { printFormat } from '../../generators/iban.ts';
import { mod97CheckDigits } from '../../generators/mod97.ts';
import { identificationMax as maxIdentification } from '../../generators/identification.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { limits } from '../schemas/limits.ts';

/**
 * One record of a record-rules file: the rule it exercises, a label for the report, the line its
 * record must get, and how to make it from a valid record.
 */
export interface RecordRuleCase {
  readonly ruleId: RuleId;
  /** What the record is, in the test title and the failure ("lei NOT-A-LEI"). */
  readonly label: string;
  /**
   * 'result' (a result record), or the FORMAT_ERROR title of the error line (interface.md
   * Errors/Functional errors), or the titles any of which conforms where the files leave it open.
   */
  readonly expected: string | readonly string[];
  /** The record, made from a valid generated one (its uetr is replaced by the file's). */
  readonly make: (valid: BulkRecord) => Record<string, unknown>;
  /**
   * The JSON pointer (RFC 6901) of the field the record breaks, where it is there to point at: what
   * the `instance` of its error line must point at (A2, record-error-instance).
   */
  readonly field?: string;
  /**
   * Other JSON pointers the instance may point at instead of `field`, where the files leave open
   * which part is the offending one: for a missing field, the object it is missing from; for
   * fields that exclude each other, each of them beside the object holding them.
   */
  readonly alsoAt?: readonly string[];
  /**
   * For a record sent without a parseable uetr (A2): the uetr it is sent with, made from the one
   * the file gave it (undefined: no uetr at all). Its line is found by count and title, not by uetr.
   */
  readonly uetr?: (uetr: string) => string | undefined;
  /**
   * True for a record on a point the files leave open (a pattern-valid IBAN or LEI with wrong
   * check digits: A2 asserts the pattern only; an empty `others` array): its line is recorded
   * under its rule, not judged. Where it has a `field` and gets an error line with one of the
   * `expected` titles, that line's instance is judged all the same (record-error-instance).
   */
  readonly observed?: true;
}

/** A LEI with a valid ISO 17442 check (mod 97). */
const VALID_LEI = '5493001KJTIIGC8Y1R12';
/** An IBAN with valid check digits (the ISO 13616 registry's example for NL). */
const VALID_IBAN = 'NL91ABNA0417164300';
/** {@link VALID_LEI} with its check digits changed: the LEI pattern holds, ISO 17442 does not. */
const WRONG_CHECK_LEI = '5493001KJTIIGC8Y1R13';
/** {@link VALID_IBAN} with its check digits changed: the IBAN pattern holds, ISO 13616 does not. */
const WRONG_CHECK_IBAN = 'NL92ABNA0417164300';
/** The longest IBAN in use (LC, 32 characters) with 3 more BBAN characters: 35, one over the A2 pattern's 34, its mod-97 check digits valid. */
const TOO_LONG_BBAN = 'HEMM000100010012001200023015ABC';
const TOO_LONG_IBAN = `LC${mod97CheckDigits(`${TOO_LONG_BBAN}LC`)}${TOO_LONG_BBAN}`;
/** An others entry of an organisation id: identification and scheme name. */
const OTHER = { identification: '12345678', schemeNameCode: 'COID' };

/** Either title, where A2 says a field must be there but not which title its absence gets. */
const MISSING_OR_INVALID = ['MANDATORY_FIELD_NOT_PROVIDED', 'INVALID_FIELD'] as const;

/**
 * The titles an empty `others` array may get as an error line (A2 gives no cardinality: a result
 * record conforms too): a missing identification, a field of the wrong format, JSON off the structure.
 */
const MISSING_INVALID_OR_STRUCTURE = [
  'MANDATORY_FIELD_NOT_PROVIDED',
  'INVALID_FIELD',
  'INVALID_REQUEST',
] as const;

/**
 * Either title, for a text field sent as a number or a boolean: a field value of the wrong format
 * (INVALID_FIELD names the field) or JSON that does not match the structure (INVALID_REQUEST).
 */
const NOT_TEXT = ['INVALID_FIELD', 'INVALID_REQUEST'] as const;

const ORGANISATION_ID = '/party/id/organisationId';

function withParty(party: unknown) {
  return (valid: BulkRecord) => ({ ...valid, party });
}

function withOrganisation(organisationId: unknown) {
  return withParty({ id: { organisationId } });
}

function withBicfi(agent: 'requestingAgent' | 'partyAgent', bicfi: string | undefined) {
  const financialInstitutionId = bicfi === undefined ? {} : { bicfi };
  return (valid: BulkRecord) => ({ ...valid, [agent]: { financialInstitutionId } });
}

/** `valid` without its member `name` (a mandatory object left out altogether). */
function without(name: string) {
  return (valid: BulkRecord) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== name));
}

function bicfiAt(agent: 'requestingAgent' | 'partyAgent'): string {
  return `/${agent}/financialInstitutionId/bicfi`;
}

/** The longest name of the record-rules file, characters: far over the limit and over the 500 of an error detail. */
const LONGEST_NAME = 1_000;

/**
 * Every record rule judged on the main record-rules file, each broken by records that break
 * exactly one rule (interface.md Errors/Functional errors; A2), in the order of the file; positive
 * twins (a name of 140 characters and of one, an identification of 256, a valid lei) expect a
 * result record (A16), names of 141 and of 1,000 characters NAME_TOO_LONG; a pattern-valid IBAN and LEI with wrong check digits, and an empty
 * `others` array, are observed only (A2 leaves the checksums and the array's size open). Limits
 * are read from `schemas/` (`limits()`, `identificationMax()`). Near misses A2 and A12 decide: a
 * valid IBAN, BIC or LEI in lower case, an IBAN in print format (no sentence lets a provider
 * normalise before the pattern).
 */
export function recordRuleCases(): RecordRuleCase[] {
  const max = limits().partyNameMax;
  const identificationMax = maxIdentification();
  return [
    { ruleId: 'record-error-keeps-task', label: 'valid record', expected: 'result', make: (v) => v },
    {
      ruleId: 'record-name-max-140',
      label: `${max}-character name`,
      expected: 'result',
      make: withParty({ name: 'N'.repeat(max) }),
    },
    {
      ruleId: 'record-name-max-140',
      label: `${max + 1}-character name`,
      expected: 'NAME_TOO_LONG',
      make: withParty({ name: 'N'.repeat(max + 1) }),
      field: '/party/name',
    },
    // The widest miss: an error line that quotes the name must still keep its detail within 500.
    {
      ruleId: 'record-name-max-140',
      label: `${LONGEST_NAME}-character name`,
      expected: 'NAME_TOO_LONG',
      make: withParty({ name: 'N'.repeat(LONGEST_NAME) }),
      field: '/party/name',
    },
    {
      ruleId: 'record-name-empty',
      label: 'empty name',
      expected: MISSING_OR_INVALID,
      make: withParty({ name: '' }),
      field: '/party/name',
    },
    {
      ruleId: 'record-name-empty',
      label: '1-character name',
      expected: 'result',
      make: withParty({ name: 'N' }),
    },
    {
      ruleId: 'record-name-or-id-mandatory',
      label: 'party without name or id',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: withParty({}),
      field: '/party/name',
      alsoAt: ['/party', '/party/id'],
    },
    {
      ruleId: 'record-name-or-id-mandatory',
      label: 'no party',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: without('party'),
      field: '/party/name',
      alsoAt: ['/party', '/party/id'],
    },
    {
      ruleId: 'record-iban-mandatory',
      label: 'no partyAccount.iban',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: (v) => ({ ...v, partyAccount: {} }),
      field: '/partyAccount/iban',
      alsoAt: ['/partyAccount'],
    },
    {
      ruleId: 'record-iban-mandatory',
      label: 'no partyAccount',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: without('partyAccount'),
      field: '/partyAccount/iban',
      alsoAt: ['/partyAccount'],
    },
    {
      ruleId: 'record-bicfi-mandatory',
      label: 'no requestingAgent bicfi',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: withBicfi('requestingAgent', undefined),
      field: bicfiAt('requestingAgent'),
      alsoAt: ['/requestingAgent/financialInstitutionId'],
    },
    {
      ruleId: 'record-bicfi-mandatory',
      label: 'no requestingAgent',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: without('requestingAgent'),
      field: bicfiAt('requestingAgent'),
      alsoAt: ['/requestingAgent', '/requestingAgent/financialInstitutionId'],
    },
    {
      ruleId: 'record-bicfi-mandatory',
      label: 'no partyAgent bicfi',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: withBicfi('partyAgent', undefined),
      field: bicfiAt('partyAgent'),
      alsoAt: ['/partyAgent/financialInstitutionId'],
    },
    {
      ruleId: 'record-name-and-id-exclusive',
      label: 'both name and id',
      expected: 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      make: withParty({ name: 'Acme', id: { organisationId: { lei: VALID_LEI } } }),
      field: '/party',
      alsoAt: ['/party/name', '/party/id'],
    },
    {
      ruleId: 'record-organisation-id-exclusive',
      label: 'both lei and anyBIC',
      expected: 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      make: withOrganisation({ lei: VALID_LEI, anyBIC: 'DEUTDEFF' }),
      field: ORGANISATION_ID,
      alsoAt: [`${ORGANISATION_ID}/lei`, `${ORGANISATION_ID}/anyBIC`],
    },
    {
      ruleId: 'record-organisation-id-exclusive',
      label: 'both lei and others',
      expected: 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      make: withOrganisation({ lei: VALID_LEI, others: [OTHER] }),
      field: ORGANISATION_ID,
      alsoAt: [`${ORGANISATION_ID}/lei`, `${ORGANISATION_ID}/others`],
    },
    {
      ruleId: 'record-organisation-id-exclusive',
      label: 'both anyBIC and others',
      expected: 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      make: withOrganisation({ anyBIC: 'DEUTDEFF', others: [OTHER] }),
      field: ORGANISATION_ID,
      alsoAt: [`${ORGANISATION_ID}/anyBIC`, `${ORGANISATION_ID}/others`],
    },
    {
      ruleId: 'record-organisation-id-exclusive',
      label: 'lei, anyBIC and others',
      expected: 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      make: withOrganisation({ lei: VALID_LEI, anyBIC: 'DEUTDEFF', others: [OTHER] }),
      field: ORGANISATION_ID,
      alsoAt: [`${ORGANISATION_ID}/lei`, `${ORGANISATION_ID}/anyBIC`, `${ORGANISATION_ID}/others`],
    },
    {
      ruleId: 'record-organisation-id-missing',
      label: 'organisationId {}',
      expected: MISSING_OR_INVALID,
      make: withOrganisation({}),
      field: ORGANISATION_ID,
      alsoAt: [`${ORGANISATION_ID}/lei`, `${ORGANISATION_ID}/anyBIC`, `${ORGANISATION_ID}/others`],
    },
    {
      ruleId: 'record-organisation-id-missing',
      label: 'others [] (open: observed; as an error line, its instance points at others)',
      expected: MISSING_INVALID_OR_STRUCTURE,
      make: withOrganisation({ others: [] }),
      field: `${ORGANISATION_ID}/others`,
      alsoAt: [ORGANISATION_ID],
      observed: true,
    },
    {
      ruleId: 'record-organisation-id-missing',
      label: 'id without organisationId',
      expected: MISSING_OR_INVALID,
      make: withParty({ id: {} }),
      field: ORGANISATION_ID,
      alsoAt: ['/party/id'],
    },
    {
      ruleId: 'record-scheme-name-exclusive',
      label: 'both schemeNameCode and schemeNameProprietary',
      expected: 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      make: withOrganisation({ others: [{ ...OTHER, schemeNameProprietary: 'REG' }] }),
      field: `${ORGANISATION_ID}/others/0`,
      alsoAt: [
        `${ORGANISATION_ID}/others/0/schemeNameCode`,
        `${ORGANISATION_ID}/others/0/schemeNameProprietary`,
      ],
    },
    {
      ruleId: 'record-scheme-name-missing',
      label: 'others entry with identification only',
      expected: MISSING_OR_INVALID,
      make: withOrganisation({ others: [{ identification: '12345678' }] }),
      field: `${ORGANISATION_ID}/others/0/schemeNameCode`,
      alsoAt: [`${ORGANISATION_ID}/others/0`, `${ORGANISATION_ID}/others/0/schemeNameProprietary`],
    },
    {
      ruleId: 'record-scheme-issuer-invalid',
      label: 'others entry with issuer KVK',
      expected: 'result',
      make: withOrganisation({ others: [{ ...OTHER, issuer: 'KVK' }] }),
    },
    {
      ruleId: 'record-scheme-issuer-invalid',
      label: 'schemeNameCode 7 (a number)',
      expected: NOT_TEXT,
      make: withOrganisation({ others: [{ identification: '12345678', schemeNameCode: 7 }] }),
      field: `${ORGANISATION_ID}/others/0/schemeNameCode`,
    },
    {
      ruleId: 'record-scheme-issuer-invalid',
      label: 'schemeNameProprietary true',
      expected: NOT_TEXT,
      make: withOrganisation({ others: [{ identification: '12345678', schemeNameProprietary: true }] }),
      field: `${ORGANISATION_ID}/others/0/schemeNameProprietary`,
    },
    {
      ruleId: 'record-scheme-issuer-invalid',
      label: 'issuer 42 (a number)',
      expected: NOT_TEXT,
      make: withOrganisation({ others: [{ ...OTHER, issuer: 42 }] }),
      field: `${ORGANISATION_ID}/others/0/issuer`,
    },
    {
      ruleId: 'record-identification-invalid',
      label: `${identificationMax}-character identification`,
      expected: 'result',
      make: withOrganisation({ others: [{ ...OTHER, identification: '7'.repeat(identificationMax) }] }),
    },
    {
      ruleId: 'record-identification-invalid',
      label: `${identificationMax + 1}-character identification`,
      expected: 'INVALID_FIELD',
      make: withOrganisation({ others: [{ ...OTHER, identification: '7'.repeat(identificationMax + 1) }] }),
      field: `${ORGANISATION_ID}/others/0/identification`,
    },
    {
      ruleId: 'record-identification-invalid',
      label: 'empty identification',
      expected: 'INVALID_FIELD',
      make: withOrganisation({ others: [{ ...OTHER, identification: '' }] }),
      field: `${ORGANISATION_ID}/others/0/identification`,
    },
    {
      ruleId: 'record-identification-mandatory',
      label: 'others entry without identification',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: withOrganisation({ others: [{ schemeNameCode: 'COID' }] }),
      field: `${ORGANISATION_ID}/others/0/identification`,
      alsoAt: [`${ORGANISATION_ID}/others/0`],
    },
    {
      ruleId: 'record-identification-mandatory',
      label: 'second others entry without identification',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: withOrganisation({ others: [OTHER, { schemeNameCode: 'COID' }] }),
      field: `${ORGANISATION_ID}/others/1/identification`,
      alsoAt: [`${ORGANISATION_ID}/others/1`],
    },
    {
      ruleId: 'record-lei-invalid',
      label: 'a valid lei',
      expected: 'result',
      make: withOrganisation({ lei: VALID_LEI }),
    },
    {
      ruleId: 'record-lei-invalid',
      label: 'lei NOT-A-LEI',
      expected: 'INVALID_FIELD',
      make: withOrganisation({ lei: 'NOT-A-LEI' }),
      field: `${ORGANISATION_ID}/lei`,
    },
    {
      ruleId: 'record-lei-invalid',
      label: `lei ${VALID_LEI.toLowerCase()} (lower case)`,
      expected: 'INVALID_FIELD',
      make: withOrganisation({ lei: VALID_LEI.toLowerCase() }),
      field: `${ORGANISATION_ID}/lei`,
    },
    {
      ruleId: 'record-lei-invalid',
      label: `lei ${VALID_LEI}7 (21 characters)`,
      expected: 'INVALID_FIELD',
      make: withOrganisation({ lei: `${VALID_LEI}7` }),
      field: `${ORGANISATION_ID}/lei`,
    },
    {
      ruleId: 'record-lei-invalid',
      label: `lei ${WRONG_CHECK_LEI} (pattern-valid, wrong check digits: observed)`,
      expected: 'INVALID_FIELD',
      make: withOrganisation({ lei: WRONG_CHECK_LEI }),
      observed: true,
    },
    {
      ruleId: 'record-bic-invalid',
      label: 'anyBIC bad',
      expected: 'INVALID_FIELD',
      make: withOrganisation({ anyBIC: 'bad' }),
      field: `${ORGANISATION_ID}/anyBIC`,
    },
    {
      ruleId: 'record-bic-invalid',
      label: 'anyBIC deutdeff (lower case)',
      expected: 'INVALID_FIELD',
      make: withOrganisation({ anyBIC: 'deutdeff' }),
      field: `${ORGANISATION_ID}/anyBIC`,
    },
    {
      ruleId: 'record-bic-invalid',
      label: 'anyBIC DEUTDEFFXXX1 (12 characters)',
      expected: 'INVALID_FIELD',
      make: withOrganisation({ anyBIC: 'DEUTDEFFXXX1' }),
      field: `${ORGANISATION_ID}/anyBIC`,
    },
    {
      ruleId: 'record-bic-invalid',
      label: 'requestingAgent bicfi X1',
      expected: 'INVALID_FIELD',
      make: withBicfi('requestingAgent', 'X1'),
      field: bicfiAt('requestingAgent'),
    },
    {
      ruleId: 'record-bic-invalid',
      label: 'partyAgent bicfi X1',
      expected: 'INVALID_FIELD',
      make: withBicfi('partyAgent', 'X1'),
      field: bicfiAt('partyAgent'),
    },
    {
      ruleId: 'record-bic-invalid',
      label: 'partyAgent bicfi deutdeff (lower case)',
      expected: 'INVALID_FIELD',
      make: withBicfi('partyAgent', 'deutdeff'),
      field: bicfiAt('partyAgent'),
    },
    {
      ruleId: 'record-iban-invalid',
      label: 'IBAN NL91 (nothing after the check digits)',
      expected: 'INVALID_FIELD',
      make: (v) => ({ ...v, partyAccount: { iban: 'NL91' } }),
      field: '/partyAccount/iban',
    },
    {
      ruleId: 'record-iban-invalid',
      label: `IBAN ${VALID_IBAN.toLowerCase()} (lower case)`,
      expected: 'INVALID_FIELD',
      make: (v) => ({ ...v, partyAccount: { iban: VALID_IBAN.toLowerCase() } }),
      field: '/partyAccount/iban',
    },
    {
      ruleId: 'record-iban-invalid',
      label: `IBAN ${printFormat(VALID_IBAN)} (print format)`,
      expected: 'INVALID_FIELD',
      make: (v) => ({ ...v, partyAccount: { iban: printFormat(VALID_IBAN) } }),
      field: '/partyAccount/iban',
    },
    {
      ruleId: 'record-iban-invalid',
      label: `IBAN ${TOO_LONG_IBAN} (35 characters, valid check digits)`,
      expected: 'INVALID_FIELD',
      make: (v) => ({ ...v, partyAccount: { iban: TOO_LONG_IBAN } }),
      field: '/partyAccount/iban',
    },
    {
      ruleId: 'record-iban-invalid',
      label: `IBAN ${WRONG_CHECK_IBAN} (pattern-valid, wrong check digits: observed)`,
      expected: 'INVALID_FIELD',
      make: (v) => ({ ...v, partyAccount: { iban: WRONG_CHECK_IBAN } }),
      observed: true,
    },
  ];
}

/**
 * The cases of the structure file: records whose JSON does not match the record structure (a
 * party that is a string, a partyAccount that is an array, an others entry that is a string) get
 * an INVALID_REQUEST error line, its instance pointing at the part of the wrong type, and
 * do not fail the task (interface.md Errors/Functional errors: "The JSON does not match the
 * expected structure"; A2), beside a valid twin. A file of their own, so that a provider that
 * fails the task for them loses no other rule's judgement.
 */
export function recordStructureCases(): RecordRuleCase[] {
  return [
    { ruleId: 'record-structure-invalid', label: 'valid record', expected: 'result', make: (v) => v },
    {
      ruleId: 'record-structure-invalid',
      label: '"party":"Acme"',
      expected: 'INVALID_REQUEST',
      make: withParty('Acme'),
      field: '/party',
    },
    {
      ruleId: 'record-structure-invalid',
      label: '"partyAccount":[]',
      expected: 'INVALID_REQUEST',
      make: (v) => ({ ...v, partyAccount: [] }),
      field: '/partyAccount',
    },
    {
      ruleId: 'record-structure-invalid',
      label: 'others entry "x" after a valid one',
      expected: 'INVALID_REQUEST',
      make: withOrganisation({ others: [OTHER, 'x'] }),
      field: `${ORGANISATION_ID}/others/1`,
    },
  ];
}

/**
 * The cases of the uetr file: records without a parseable uetr (none; `not-a-uuid`; 35
 * characters; a UUID in braces, which A11 makes "not a UUID"), each of which gets an error line
 * MANDATORY_FIELD_NOT_PROVIDED or INVALID_FIELD (A2), found by count and title; beside a valid
 * twin. A file of their own, so that a provider that fails the task for them loses no other
 * rule's judgement.
 */
export function recordUetrCases(): RecordRuleCase[] {
  const noUetr = (label: string, uetr: (valid: string) => string | undefined): RecordRuleCase => ({
    ruleId: 'record-uetr-invalid',
    label,
    expected: MISSING_OR_INVALID,
    make: (v) => v,
    uetr,
  });
  return [
    { ruleId: 'record-uetr-invalid', label: 'valid record', expected: 'result', make: (v) => v },
    noUetr('no uetr', () => undefined),
    noUetr('uetr not-a-uuid', () => 'not-a-uuid'),
    noUetr('uetr of 35 characters', (uetr) => uetr.slice(0, 35)),
    noUetr('uetr in braces', (uetr) => `{${uetr}}`),
  ];
}

/**
 * The title of each rule's test: the labels of its cases (of `cases`, default the main file's)
 * joined by `; `, rules in the order of their first case ("record-name-max-140" → "140-character
 * name; 141-character name").
 */
export function recordRuleCaseTitles(
  cases: readonly RecordRuleCase[] = recordRuleCases(),
): ReadonlyMap<RuleId, string> {
  const titles = new Map<RuleId, string[]>();
  for (const c of cases) titles.set(c.ruleId, [...(titles.get(c.ruleId) ?? []), c.label]);
  return new Map([...titles].map(([ruleId, labels]) => [ruleId, labels.join('; ')]));
}
