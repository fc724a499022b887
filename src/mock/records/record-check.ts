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
  | 'record-name-empty'
  | 'record-name-or-id-mandatory'
  | 'record-iban-mandatory'
  | 'record-bicfi-mandatory'
  | 'record-name-and-id-exclusive'
  | 'record-organisation-id-exclusive'
  | 'record-organisation-id-missing'
  | 'record-scheme-name-exclusive'
  | 'record-scheme-name-missing'
  | 'record-identification-invalid'
  | 'record-scheme-issuer-invalid'
  | 'record-identification-mandatory'
  | 'record-lei-invalid'
  | 'record-bic-invalid'
  | 'record-iban-invalid'
  | 'record-structure-invalid';

/** Where a field rule is applied: the JSON pointer of the field, and (exclusivity) the names present. */
export interface FieldAt {
  readonly instance: string;
  readonly present?: readonly string[];
}

/** The formats of identifiers.schema.json a field value is checked against (A2). */
export type FieldFormat = 'iban' | 'bic' | 'lei' | 'identification';

/** How the open field rules are applied to a record (choices `name-length-unit`, `iban-checksum`). */
export interface RecordRules {
  /** True when payee name `name` is over the limit (characters, counted as the mock counts them). */
  readonly nameTooLong: (name: string) => boolean;
  /** True when a checksum-invalid IBAN (ISO 13616 mod 97) is INVALID_FIELD. */
  readonly ibanChecksum: boolean;
  /** True when field rule `rule` is not checked at `at` (a fault): the record passes it there. */
  readonly unchecked: (rule: FieldRuleId, at: FieldAt) => boolean;
  /** Whether `value` has format `format`, given the verdict of its schema (`holds`). */
  readonly formatHolds: (format: FieldFormat, value: unknown, holds: boolean) => boolean;
}

/** The documented limit in UTF-16 units, checksum not enforced, every rule checked as A2 says. */
const DEFAULT_RULES: RecordRules = {
  nameTooLong: (name) => name.length > limits().partyNameMax,
  ibanChecksum: false,
  unchecked: () => false,
  formatHolds: (_format, _value, holds) => holds,
};

/** The JSON type each container of a record has (A2's record shape): an object, or an array of `items`. */
type Shape =
  | { readonly kind: 'object'; readonly members?: Readonly<Record<string, Shape>> }
  | { readonly kind: 'array'; readonly items: Shape };

const AGENT: Shape = { kind: 'object', members: { financialInstitutionId: { kind: 'object' } } };
const OTHERS: Shape = { kind: 'array', items: { kind: 'object' } };
const RECORD_SHAPE: Shape = {
  kind: 'object',
  members: {
    party: {
      kind: 'object',
      members: {
        id: { kind: 'object', members: { organisationId: { kind: 'object', members: { others: OTHERS } } } },
      },
    },
    partyAccount: { kind: 'object' },
    requestingAgent: AGENT,
    partyAgent: AGENT,
  },
};

/** The JSON pointer of the first container of `value` (at `pointer`) whose JSON type is not its `shape`'s. */
function misfit(value: unknown, shape: Shape, pointer: string): string | undefined {
  if (shape.kind === 'array') {
    if (!Array.isArray(value)) return pointer;
    for (const [i, item] of value.entries()) {
      const found = misfit(item, shape.items, `${pointer}/${i}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!isJsonObject(value)) return pointer;
  for (const [name, member] of Object.entries(shape.members ?? {})) {
    if (value[name] === undefined) continue;
    const found = misfit(value[name], member, `${pointer}/${name}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The rules a field value can break: absent (`mandatory`) and against its format (`invalid`). */
interface FieldRules {
  readonly mandatory?: FieldRuleId;
  readonly invalid: FieldRuleId;
}

function fieldProblem(
  value: unknown,
  format: FieldFormat,
  instance: string,
  field: FieldRules,
  rules: RecordRules,
): RecordProblem | undefined {
  if (value === undefined) {
    if (field.mandatory && rules.unchecked(field.mandatory, { instance })) return undefined;
    return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance };
  }
  const holds = validate(`${IDENTIFIERS}#/$defs/${format}`, value).valid;
  if (rules.formatHolds(format, value, holds) || rules.unchecked(field.invalid, { instance }))
    return undefined;
  return { title: 'INVALID_FIELD', instance };
}

/**
 * Exactly one of `names` in `owner`: MANDATORY_FIELD_NOT_PROVIDED when none is (unless rule
 * `missing` is unchecked), MUTUALLY_EXCLUSIVE_FIELDS_USED when several are (unless rule
 * `exclusive` is unchecked). Returns the name to check further (the first present), or the problem.
 */
function exactlyOne(
  owner: JsonObject,
  names: readonly string[],
  instance: string,
  field: { readonly missing: FieldRuleId; readonly exclusive: FieldRuleId },
  rules: RecordRules,
): { readonly problem: RecordProblem } | { readonly name: string | undefined } {
  const present = names.filter((n) => owner[n] !== undefined);
  if (present.length === 0 && !rules.unchecked(field.missing, { instance, present }))
    return { problem: { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: `${instance}/${names[0]}` } };
  if (present.length > 1 && !rules.unchecked(field.exclusive, { instance, present }))
    return { problem: { title: 'MUTUALLY_EXCLUSIVE_FIELDS_USED', instance } };
  return { name: present[0] };
}

function identificationProblem(id: unknown, instance: string, rules: RecordRules): RecordProblem | undefined {
  return fieldProblem(
    id,
    'identification',
    instance,
    { mandatory: 'record-identification-mandatory', invalid: 'record-identification-invalid' },
    rules,
  );
}

function otherProblem(other: unknown, instance: string, rules: RecordRules): RecordProblem | undefined {
  if (!isJsonObject(other)) return { title: 'INVALID_FIELD', instance };
  const id = identificationProblem(other.identification, `${instance}/identification`, rules);
  if (id) return id;
  const scheme = exactlyOne(
    other,
    ['schemeNameCode', 'schemeNameProprietary'],
    instance,
    { missing: 'record-scheme-name-missing', exclusive: 'record-scheme-name-exclusive' },
    rules,
  );
  if ('problem' in scheme) return scheme.problem;
  for (const name of ['schemeNameCode', 'schemeNameProprietary', 'issuer']) {
    const value = other[name];
    const instanceOfValue = `${instance}/${name}`;
    if (
      value !== undefined &&
      (typeof value !== 'string' || value.length === 0) &&
      !rules.unchecked('record-scheme-issuer-invalid', { instance: instanceOfValue })
    ) {
      return { title: 'INVALID_FIELD', instance: instanceOfValue };
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
    { missing: 'record-organisation-id-missing', exclusive: 'record-organisation-id-exclusive' },
    rules,
  );
  if ('problem' in one) return one.problem;
  if (one.name === undefined) return undefined;
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

function nameProblem(name: unknown, rules: RecordRules): RecordProblem | undefined {
  const instance = '/party/name';
  if (typeof name !== 'string') return { title: 'INVALID_FIELD', instance };
  if (name === '' && rules.unchecked('record-name-empty', { instance })) return undefined;
  if (name.trim() === '') return { title: 'INVALID_FIELD', instance };
  if (rules.nameTooLong(name)) return { title: 'NAME_TOO_LONG', instance };
  return undefined;
}

function partyProblem(party: unknown, rules: RecordRules): RecordProblem | undefined {
  const mandatory = 'record-name-or-id-mandatory';
  if (!isJsonObject(party)) {
    return rules.unchecked(mandatory, { instance: '/party' })
      ? undefined
      : { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: '/party/name' };
  }
  const one = exactlyOne(
    party,
    ['name', 'id'],
    '/party',
    { missing: mandatory, exclusive: 'record-name-and-id-exclusive' },
    rules,
  );
  if ('problem' in one) return one.problem;
  if (one.name === undefined) return undefined;
  if (one.name === 'id') return partyIdProblem(party.id, rules);
  return nameProblem(party.name, rules);
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
  if (
    problem ||
    !rules.ibanChecksum ||
    typeof iban !== 'string' ||
    rules.unchecked(field.invalid, { instance })
  )
    return problem;
  return ibanChecksumValid(iban) ? undefined : { title: 'INVALID_FIELD', instance };
}

/** INVALID_REQUEST at the first container of `record` of the wrong JSON type (interface.md Errors/Functional errors). */
function structureProblem(record: JsonObject, rules: RecordRules): RecordProblem | undefined {
  const instance = misfit(record, RECORD_SHAPE, '');
  if (instance === undefined || rules.unchecked('record-structure-invalid', { instance })) return undefined;
  return { title: 'INVALID_REQUEST', instance };
}

/**
 * The first field rule `record` breaks (assumptions.md A2; interface.md Errors/Functional errors),
 * or undefined for a valid record. Order: uetr, the JSON types of the record's containers
 * (INVALID_REQUEST: "The JSON does not match the expected structure"), party, partyAccount.iban,
 * requestingAgent, partyAgent. `rules` say how the name is measured, whether the IBAN checksum
 * counts, and which rules a fault leaves unchecked (a record then passes that rule and is checked on).
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
    structureProblem(record, rules) ??
    partyProblem(record.party, rules) ??
    ibanProblem(partyAccount.iban, rules) ??
    agentProblem(record.requestingAgent, '/requestingAgent', false, rules) ??
    agentProblem(record.partyAgent, '/partyAgent', true, rules)
  );
}
