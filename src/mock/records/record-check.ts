import { isUuid } from '../../schemas/formats.ts';
import { limits } from '../../schemas/limits.ts';
import { validate } from '../../schemas/registry.ts';
import { ibanChecksumValid } from './iban-checksum.ts';
import { isJsonObject, type JsonObject } from '../../api/json-object.ts';
import type { FormatErrorTitle } from '../errors/problem.ts';

const IDENTIFIERS = 'common/identifiers.schema.json';

/** The rule a record breaks: its FORMAT_ERROR title and a JSON pointer (RFC 6901) to the field. */
export interface RecordProblem {
  readonly title: FormatErrorTitle;
  readonly instance: string;
}

/** The field rules of a record that a fault can switch off (src/rules/record-rules.ts). */
export type FieldRuleId =
  | 'record-name-or-id-mandatory'
  | 'record-iban-mandatory'
  | 'record-bicfi-mandatory'
  | 'record-name-and-id-exclusive'
  | 'record-organisation-id-exclusive'
  | 'record-scheme-name-exclusive'
  | 'record-lei-invalid'
  | 'record-bic-invalid'
  | 'record-iban-invalid';

/** How the open field rules are applied to a record (choices `name-length-unit`, `iban-checksum`). */
export interface RecordRules {
  /** True when payee name `name` is over the limit (characters, counted as the mock counts them). */
  readonly nameTooLong: (name: string) => boolean;
  /** True when a checksum-invalid IBAN (ISO 13616 mod 97) is INVALID_FIELD. */
  readonly ibanChecksum: boolean;
  /** True when field rule `rule` is not checked (a fault): the record passes it. */
  readonly unchecked: (rule: FieldRuleId) => boolean;
}

/** The documented limit in UTF-16 units, checksum not enforced, every rule checked. */
const DEFAULT_RULES: RecordRules = {
  nameTooLong: (name) => name.length > limits().partyNameMax,
  ibanChecksum: false,
  unchecked: () => false,
};

/** The rules a field value can break: absent (`mandatory`) and against its pattern (`invalid`). */
interface FieldRules {
  readonly mandatory?: FieldRuleId;
  readonly invalid: FieldRuleId;
}

function fieldProblem(
  value: unknown,
  schemaDef: string,
  instance: string,
  field: FieldRules,
  rules: RecordRules,
): RecordProblem | undefined {
  if (value === undefined) {
    if (field.mandatory && rules.unchecked(field.mandatory)) return undefined;
    return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance };
  }
  if (validate(`${IDENTIFIERS}#/$defs/${schemaDef}`, value).valid || rules.unchecked(field.invalid))
    return undefined;
  return { title: 'INVALID_FIELD', instance };
}

/**
 * Exactly one of `names` in `owner`: MANDATORY_FIELD_NOT_PROVIDED when none is (unless rule
 * `mandatory` is unchecked), MUTUALLY_EXCLUSIVE_FIELDS_USED when several are (unless rule
 * `exclusive` is unchecked). Returns the name to check further (the first present), or the problem.
 */
function exactlyOne(
  owner: JsonObject,
  names: readonly string[],
  instance: string,
  field: { readonly mandatory?: FieldRuleId; readonly exclusive: FieldRuleId },
  rules: RecordRules,
): { readonly problem: RecordProblem } | { readonly name: string | undefined } {
  const present = names.filter((n) => owner[n] !== undefined);
  if (present.length === 0 && !(field.mandatory && rules.unchecked(field.mandatory)))
    return { problem: { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: `${instance}/${names[0]}` } };
  if (present.length > 1 && !rules.unchecked(field.exclusive))
    return { problem: { title: 'MUTUALLY_EXCLUSIVE_FIELDS_USED', instance } };
  return { name: present[0] };
}

function otherProblem(other: unknown, instance: string, rules: RecordRules): RecordProblem | undefined {
  if (!isJsonObject(other)) return { title: 'INVALID_FIELD', instance };
  const id = other.identification;
  if (id === undefined)
    return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: `${instance}/identification` };
  if (typeof id !== 'string' || id.length === 0 || id.length > 256) {
    return { title: 'INVALID_FIELD', instance: `${instance}/identification` };
  }
  const scheme = exactlyOne(
    other,
    ['schemeNameCode', 'schemeNameProprietary'],
    instance,
    { exclusive: 'record-scheme-name-exclusive' },
    rules,
  );
  if ('problem' in scheme) return scheme.problem;
  for (const name of ['schemeNameCode', 'schemeNameProprietary', 'issuer']) {
    const value = other[name];
    if (value !== undefined && (typeof value !== 'string' || value.length === 0)) {
      return { title: 'INVALID_FIELD', instance: `${instance}/${name}` };
    }
  }
  return undefined;
}

function partyIdProblem(id: unknown, rules: RecordRules): RecordProblem | undefined {
  const base = '/party/id/organisationId';
  const org = isJsonObject(id) ? id.organisationId : undefined;
  if (!isJsonObject(org)) return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: base };
  const one = exactlyOne(
    org,
    ['lei', 'anyBIC', 'others'],
    base,
    { exclusive: 'record-organisation-id-exclusive' },
    rules,
  );
  if ('problem' in one) return one.problem;
  if (one.name === 'lei')
    return fieldProblem(org.lei, 'lei', `${base}/lei`, { invalid: 'record-lei-invalid' }, rules);
  if (one.name === 'anyBIC')
    return fieldProblem(org.anyBIC, 'bic', `${base}/anyBIC`, { invalid: 'record-bic-invalid' }, rules);
  const others = org.others;
  if (!Array.isArray(others) || others.length === 0)
    return { title: 'INVALID_FIELD', instance: `${base}/others` };
  for (const [i, other] of others.entries()) {
    const problem = otherProblem(other, `${base}/others/${i}`, rules);
    if (problem) return problem;
  }
  return undefined;
}

function partyProblem(party: unknown, rules: RecordRules): RecordProblem | undefined {
  const mandatory = 'record-name-or-id-mandatory';
  if (!isJsonObject(party)) {
    return rules.unchecked(mandatory)
      ? undefined
      : { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: '/party/name' };
  }
  const one = exactlyOne(
    party,
    ['name', 'id'],
    '/party',
    { mandatory, exclusive: 'record-name-and-id-exclusive' },
    rules,
  );
  if ('problem' in one) return one.problem;
  if (one.name === undefined) return undefined;
  if (one.name === 'id') return partyIdProblem(party.id, rules);
  const name = party.name;
  if (typeof name !== 'string' || name.trim() === '')
    return { title: 'INVALID_FIELD', instance: '/party/name' };
  if (rules.nameTooLong(name)) return { title: 'NAME_TOO_LONG', instance: '/party/name' };
  return undefined;
}

function agentProblem(
  agent: unknown,
  instance: string,
  optional: boolean,
  rules: RecordRules,
): RecordProblem | undefined {
  if (agent === undefined && optional) return undefined;
  const bicfi =
    isJsonObject(agent) && isJsonObject(agent.financialInstitutionId)
      ? agent.financialInstitutionId.bicfi
      : undefined;
  return fieldProblem(
    bicfi,
    'bic',
    `${instance}/financialInstitutionId/bicfi`,
    { mandatory: 'record-bicfi-mandatory', invalid: 'record-bic-invalid' },
    rules,
  );
}

function ibanProblem(iban: unknown, rules: RecordRules): RecordProblem | undefined {
  const instance = '/partyAccount/iban';
  const field = { mandatory: 'record-iban-mandatory', invalid: 'record-iban-invalid' } as const;
  const problem = fieldProblem(iban, 'iban', instance, field, rules);
  if (problem || !rules.ibanChecksum || typeof iban !== 'string' || rules.unchecked(field.invalid))
    return problem;
  return ibanChecksumValid(iban) ? undefined : { title: 'INVALID_FIELD', instance };
}

/**
 * The first field rule `record` breaks (assumptions.md A2; interface.md Errors/Functional errors),
 * or undefined for a valid record. Field order: uetr, party, partyAccount.iban, requestingAgent, partyAgent.
 * `rules` say how the name is measured, whether the IBAN checksum counts, and which rules a
 * fault leaves unchecked (a record then passes that rule and is checked on).
 */
export function recordProblem(
  record: JsonObject,
  rules: RecordRules = DEFAULT_RULES,
): RecordProblem | undefined {
  const uetr = record.uetr;
  if (uetr === undefined) return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: '/uetr' };
  if (typeof uetr !== 'string' || !isUuid(uetr)) return { title: 'INVALID_FIELD', instance: '/uetr' };
  const partyAccount = isJsonObject(record.partyAccount) ? record.partyAccount : {};
  return (
    partyProblem(record.party, rules) ??
    ibanProblem(partyAccount.iban, rules) ??
    agentProblem(record.requestingAgent, '/requestingAgent', false, rules) ??
    agentProblem(record.partyAgent, '/partyAgent', true, rules)
  );
}
