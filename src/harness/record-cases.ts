import type { BulkRecord } from '../../generators/bulk-record.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { limits } from '../schemas/limits.ts';

/**
 * One record of the record-rules file: the rule it exercises, a label for the report, the line
 * its record must get, and how to make it from a valid record.
 */
export interface RecordRuleCase {
  readonly ruleId: RuleId;
  /** What the record is, in the test title and the failure ("lei NOT-A-LEI"). */
  readonly label: string;
  /** 'result' (a result record), or the FORMAT_ERROR title of the error line (interface.md Errors/Functional errors). */
  readonly expected: string;
  /** The record, made from a valid generated one (its uetr is replaced by the file's). */
  readonly make: (valid: BulkRecord) => Record<string, unknown>;
}

/** A LEI with a valid ISO 17442 check (mod 97). */
const VALID_LEI = '5493001KJTIIGC8Y1R12';

function withParty(party: unknown) {
  return (valid: BulkRecord) => ({ ...valid, party });
}

/**
 * Every record rule, each broken by exactly one record (interface.md Errors/Functional errors;
 * A2), in the order of the file; positive twins (a name of exactly 140 characters, a valid lei)
 * expect a result record (A16). The name limit is read from `schemas/` (`limits().partyNameMax`).
 */
export function recordRuleCases(): RecordRuleCase[] {
  const max = limits().partyNameMax;
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
    },
    {
      ruleId: 'record-name-or-id-mandatory',
      label: 'party without name or id',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: withParty({}),
    },
    {
      ruleId: 'record-iban-mandatory',
      label: 'no partyAccount.iban',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: (v) => ({ ...v, partyAccount: {} }),
    },
    {
      ruleId: 'record-bicfi-mandatory',
      label: 'no requestingAgent bicfi',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: (v) => ({ ...v, requestingAgent: { financialInstitutionId: {} } }),
    },
    {
      ruleId: 'record-name-and-id-exclusive',
      label: 'both name and id',
      expected: 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      make: withParty({ name: 'Acme', id: { organisationId: { lei: VALID_LEI } } }),
    },
    {
      ruleId: 'record-organisation-id-exclusive',
      label: 'both lei and anyBIC',
      expected: 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      make: withParty({ id: { organisationId: { lei: VALID_LEI, anyBIC: 'DEUTDEFF' } } }),
    },
    {
      ruleId: 'record-scheme-name-exclusive',
      label: 'both schemeNameCode and schemeNameProprietary',
      expected: 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      make: withParty({
        id: {
          organisationId: {
            others: [{ identification: '12345678', schemeNameCode: 'COID', schemeNameProprietary: 'REG' }],
          },
        },
      }),
    },
    {
      ruleId: 'record-lei-invalid',
      label: 'a valid lei',
      expected: 'result',
      make: withParty({ id: { organisationId: { lei: VALID_LEI } } }),
    },
    {
      ruleId: 'record-lei-invalid',
      label: 'lei NOT-A-LEI',
      expected: 'INVALID_FIELD',
      make: withParty({ id: { organisationId: { lei: 'NOT-A-LEI' } } }),
    },
    {
      ruleId: 'record-bic-invalid',
      label: 'anyBIC bad',
      expected: 'INVALID_FIELD',
      make: withParty({ id: { organisationId: { anyBIC: 'bad' } } }),
    },
    {
      ruleId: 'record-bic-invalid',
      label: 'requestingAgent bicfi X1',
      expected: 'INVALID_FIELD',
      make: (v) => ({ ...v, requestingAgent: { financialInstitutionId: { bicfi: 'X1' } } }),
    },
    {
      ruleId: 'record-iban-invalid',
      // Not a space or lower case: a provider may normalise those (print format, letter case).
      label: 'IBAN NL91 (nothing after the check digits)',
      expected: 'INVALID_FIELD',
      make: (v) => ({ ...v, partyAccount: { iban: 'NL91' } }),
    },
  ];
}

/**
 * The title of each rule's test: the labels of its cases joined by `; `, rules in the order of
 * their first case ("record-name-max-140" → "140-character name; 141-character name").
 */
export function recordRuleCaseTitles(): ReadonlyMap<RuleId, string> {
  const titles = new Map<RuleId, string[]>();
  for (const c of recordRuleCases()) titles.set(c.ruleId, [...(titles.get(c.ruleId) ?? []), c.label]);
  return new Map([...titles].map(([ruleId, labels]) => [ruleId, labels.join('; ')]));
}
