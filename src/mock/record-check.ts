import { isUuid } from '../schemas/formats.ts';
import { limits } from '../schemas/limits.ts';
import { validate } from '../schemas/registry.ts';
import { ibanChecksumValid } from './iban-checksum.ts';
import { isJsonObject, type JsonObject } from '../api/json-object.ts';
import type { FormatErrorTitle } from './problem.ts';

const IDENTIFIERS = 'common/identifiers.schema.json';

/** The rule a record breaks: its FORMAT_ERROR title and a JSON pointer (RFC 6901) to the field. */
export interface RecordProblem {
  readonly title: FormatErrorTitle;
  readonly instance: string;
}

/** How the open field rules are applied to a record (choices `name-length-unit`, `iban-checksum`). */
export interface RecordRules {
  /** True when payee name `name` is over the limit (characters, counted as the mock counts them). */
  readonly nameTooLong: (name: string) => boolean;
  /** True when a checksum-invalid IBAN (ISO 13616 mod 97) is INVALID_FIELD. */
  readonly ibanChecksum: boolean;
}

/** The documented limit in UTF-16 units, checksum not enforced. */
const DEFAULT_RULES: RecordRules = {
  nameTooLong: (name) => name.length > limits().partyNameMax,
  ibanChecksum: false,
};

function fieldProblem(value: unknown, schemaDef: string, instance: string): RecordProblem | undefined {
  if (value === undefined) return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance };
  return validate(`${IDENTIFIERS}#/$defs/${schemaDef}`, value).valid
    ? undefined
    : { title: 'INVALID_FIELD', instance };
}

function exactlyOne(
  owner: JsonObject,
  names: readonly string[],
  instance: string,
): RecordProblem | undefined {
  const present = names.filter((n) => owner[n] !== undefined);
  if (present.length === 0)
    return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: `${instance}/${names[0]}` };
  if (present.length > 1) return { title: 'MUTUALLY_EXCLUSIVE_FIELDS_USED', instance };
  return undefined;
}

function otherProblem(other: unknown, instance: string): RecordProblem | undefined {
  if (!isJsonObject(other)) return { title: 'INVALID_FIELD', instance };
  const id = other.identification;
  if (id === undefined)
    return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: `${instance}/identification` };
  if (typeof id !== 'string' || id.length === 0 || id.length > 256) {
    return { title: 'INVALID_FIELD', instance: `${instance}/identification` };
  }
  const scheme = exactlyOne(other, ['schemeNameCode', 'schemeNameProprietary'], instance);
  if (scheme) return scheme;
  for (const name of ['schemeNameCode', 'schemeNameProprietary', 'issuer']) {
    const value = other[name];
    if (value !== undefined && (typeof value !== 'string' || value.length === 0)) {
      return { title: 'INVALID_FIELD', instance: `${instance}/${name}` };
    }
  }
  return undefined;
}

function partyIdProblem(id: unknown): RecordProblem | undefined {
  const base = '/party/id/organisationId';
  const org = isJsonObject(id) ? id.organisationId : undefined;
  if (!isJsonObject(org)) return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: base };
  const one = exactlyOne(org, ['lei', 'anyBIC', 'others'], base);
  if (one) return one;
  if (org.lei !== undefined) return fieldProblem(org.lei, 'lei', `${base}/lei`);
  if (org.anyBIC !== undefined) return fieldProblem(org.anyBIC, 'bic', `${base}/anyBIC`);
  const others = org.others;
  if (!Array.isArray(others) || others.length === 0)
    return { title: 'INVALID_FIELD', instance: `${base}/others` };
  for (const [i, other] of others.entries()) {
    const problem = otherProblem(other, `${base}/others/${i}`);
    if (problem) return problem;
  }
  return undefined;
}

function partyProblem(party: unknown, rules: RecordRules): RecordProblem | undefined {
  if (!isJsonObject(party)) return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: '/party/name' };
  const one = exactlyOne(party, ['name', 'id'], '/party');
  if (one) return one;
  if (party.id !== undefined) return partyIdProblem(party.id);
  const name = party.name;
  if (typeof name !== 'string' || name.trim() === '')
    return { title: 'INVALID_FIELD', instance: '/party/name' };
  if (rules.nameTooLong(name)) return { title: 'NAME_TOO_LONG', instance: '/party/name' };
  return undefined;
}

function agentProblem(agent: unknown, instance: string, optional: boolean): RecordProblem | undefined {
  if (agent === undefined && optional) return undefined;
  const bicfi =
    isJsonObject(agent) && isJsonObject(agent.financialInstitutionId)
      ? agent.financialInstitutionId.bicfi
      : undefined;
  return fieldProblem(bicfi, 'bic', `${instance}/financialInstitutionId/bicfi`);
}

function ibanProblem(iban: unknown, rules: RecordRules): RecordProblem | undefined {
  const instance = '/partyAccount/iban';
  const problem = fieldProblem(iban, 'iban', instance);
  if (problem || !rules.ibanChecksum || typeof iban !== 'string') return problem;
  return ibanChecksumValid(iban) ? undefined : { title: 'INVALID_FIELD', instance };
}

/**
 * The first field rule `record` breaks (assumptions.md A2; interface.md Errors/Functional errors),
 * or undefined for a valid record. Field order: uetr, party, partyAccount.iban, requestingAgent, partyAgent.
 * `rules` say how the name is measured and whether the IBAN checksum counts.
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
    agentProblem(record.requestingAgent, '/requestingAgent', false) ??
    agentProblem(record.partyAgent, '/partyAgent', true)
  );
}
