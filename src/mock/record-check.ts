import { isUuid } from '../schemas/formats.ts';
import { limits } from '../schemas/limits.ts';
import { validate } from '../schemas/registry.ts';
import type { ErrorBody, FormatErrorTitle } from './problem.ts';

const IDENTIFIERS = 'common/identifiers.schema.json';

type Json = Record<string, unknown>;

interface RecordProblem {
  readonly title: FormatErrorTitle;
  readonly instance: string;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldProblem(value: unknown, schemaDef: string, instance: string): RecordProblem | undefined {
  if (value === undefined) return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance };
  return validate(`${IDENTIFIERS}#/$defs/${schemaDef}`, value).valid
    ? undefined
    : { title: 'INVALID_FIELD', instance };
}

function exactlyOne(owner: Json, names: readonly string[], instance: string): RecordProblem | undefined {
  const present = names.filter((n) => owner[n] !== undefined);
  if (present.length === 0)
    return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: `${instance}/${names[0]}` };
  if (present.length > 1) return { title: 'MUTUALLY_EXCLUSIVE_FIELDS_USED', instance };
  return undefined;
}

function otherProblem(other: unknown, instance: string): RecordProblem | undefined {
  if (!isObject(other)) return { title: 'INVALID_FIELD', instance };
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
  const org = isObject(id) ? id.organisationId : undefined;
  if (!isObject(org)) return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: base };
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

function partyProblem(party: unknown, nameMax: number): RecordProblem | undefined {
  if (!isObject(party)) return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: '/party/name' };
  const one = exactlyOne(party, ['name', 'id'], '/party');
  if (one) return one;
  if (party.id !== undefined) return partyIdProblem(party.id);
  const name = party.name;
  if (typeof name !== 'string' || name.trim() === '')
    return { title: 'INVALID_FIELD', instance: '/party/name' };
  if (name.length > nameMax) return { title: 'NAME_TOO_LONG', instance: '/party/name' };
  return undefined;
}

function agentProblem(agent: unknown, instance: string, optional: boolean): RecordProblem | undefined {
  if (agent === undefined && optional) return undefined;
  const bicfi =
    isObject(agent) && isObject(agent.financialInstitutionId)
      ? agent.financialInstitutionId.bicfi
      : undefined;
  return fieldProblem(bicfi, 'bic', `${instance}/financialInstitutionId/bicfi`);
}

/**
 * The first field rule `record` breaks (assumptions.md A2; interface.md Errors/Functional errors),
 * or undefined for a valid record. Field order: uetr, party, partyAccount.iban, requestingAgent, partyAgent.
 * `nameMax` is the longest name accepted (the documented 140 unless a fault changes it), characters.
 */
export function recordProblem(record: Json, nameMax = limits().partyNameMax): RecordProblem | undefined {
  const uetr = record.uetr;
  if (uetr === undefined) return { title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: '/uetr' };
  if (typeof uetr !== 'string' || !isUuid(uetr)) return { title: 'INVALID_FIELD', instance: '/uetr' };
  const partyAccount = isObject(record.partyAccount) ? record.partyAccount : {};
  return (
    partyProblem(record.party, nameMax) ??
    fieldProblem(partyAccount.iban, 'iban', '/partyAccount/iban') ??
    agentProblem(record.requestingAgent, '/requestingAgent', false) ??
    agentProblem(record.partyAgent, '/partyAgent', true)
  );
}

/**
 * The result line for one submitted record: a record-level error (error object plus uetr,
 * interface.md Resources/Result record) or a Plus result record with a match outcome.
 * `nameMax` as for {@link recordProblem}.
 */
export function resultLine(record: Json, nameMax = limits().partyNameMax): Json {
  const uetr = typeof record.uetr === 'string' ? record.uetr : '';
  const problem = recordProblem(record, nameMax);
  if (problem) {
    const error: ErrorBody = {
      type: '/problems/format-error',
      code: 'FORMAT_ERROR',
      title: problem.title,
      detail: `The record breaks the ${problem.title} rule at ${problem.instance}.`,
      instance: problem.instance,
      status: 400,
    };
    return { ...error, uetr };
  }
  const party = record.party as Json;
  if (typeof party.name === 'string') {
    const upper = party.name.toUpperCase();
    const partyNameMatch = upper.includes('NOMATCH') ? 'NMTC' : upper.includes('CLOSE') ? 'CMTC' : 'MTCH';
    const line: Json = {
      uetr,
      partyNameMatch,
      additionalPartyInformation: { advancedInfo: { accountHolderType: 'NP', accountStatus: 'ACTIVE' } },
    };
    if (partyNameMatch === 'CMTC') line.matchedName = party.name.replace(/close/i, '').trim();
    return line;
  }
  return {
    uetr,
    partyIdMatch: 'MTCH',
    additionalPartyInformation: { advancedInfo: { accountHolderType: 'ORG', accountStatus: 'ACTIVE' } },
  };
}
