import { randomUUID } from 'node:crypto';
import { isJsonObject, type JsonObject } from '../../api/json-object.ts';
import { formatError, type Problem } from '../errors/problem.ts';
import {
  type AccessBehaviour,
  type PresentedAccess,
  type AccessVerdict,
  actingAt,
  type FaultSwitch,
  faultRows,
  served,
  type TextAnswer,
} from './fault.ts';

/** The two single-check calls: the organisation check (Endpoints/2), confirmation of payee (Endpoints/3). */
export type SingleCheckOperation = 'org-check' | 'cop-check';

/** A single check's body as read: its JSON object, or the 400 for a body that is not one. */
type BodyRead = { readonly body: JsonObject } | { readonly problem: Problem };

/** Where a fault of the single checks acts; each member but `operation` is named after its hook. */
export interface SingleCheckBehaviour {
  /** The call the fault breaks. */
  readonly operation: SingleCheckOperation;
  /** The requests the bearer-token check refuses (src/mock/faults/access.ts). */
  readonly access?: AccessBehaviour;
  /** True when a request without usage header `header` (as the usage writes it) trips it: 500. */
  readonly withoutHeader?: (header: string) => boolean;
  /** The body read, given the correct reading and the body's text as sent. */
  readonly body?: (read: BodyRead, text: string) => BodyRead;
  /** The longest name served, characters, given the documented `max`. */
  readonly nameLimit?: (max: number) => number;
  /** The length a name is counted as, given the correct count (UTF-16 code units, A13) and the name. */
  readonly nameLength?: (length: number, name: string) => number;
  /** The Identification as read (a string), given the one sent. */
  readonly identification?: (identification: string) => string;
  /** The answer to a valid check, given the correct one and its flat result. */
  readonly result?: (answer: TextAnswer, flat: JsonObject) => TextAnswer;
  /** The x-fapi-interaction-id sent back (undefined: none), given the correct echo and the status answered. */
  readonly interactionIdEcho?: (echo: string | undefined, status: number) => string | undefined;
  /** The answer to a SchemeName other than SortCodeAccountNumber, given the correct 400. */
  readonly schemeName?: (schemeName: unknown, refused: Problem) => Problem;
  /** The answer to accountId.type `type`, given the correct one (undefined: served). */
  readonly accountType?: (type: string, answer: Problem | undefined) => Problem | undefined;
  /** The error answered, given the correct one. */
  readonly problem?: (problem: Problem) => Problem;
}

/** `problem` with the title `title` when its code is FORMAT_ERROR; another unchanged. */
function formatErrorTitled(problem: Problem, title: string): Problem {
  return problem.body.code === 'FORMAT_ERROR' ? { ...problem, body: { ...problem.body, title } } : problem;
}

/** What a body that is not JSON is read as when a fault serves it (`*-invalid-request-400`). */
const VALID_ORGANISATION_BODY: JsonObject = {
  accountId: { value: 'NL91ABNA0417164300', type: 'IBAN' },
  name: 'Acme Holding BV',
};
const VALID_PAYEE_BODY: JsonObject = {
  SchemeName: 'SortCodeAccountNumber',
  AccountType: 'Personal',
  Identification: '40051212345678',
  Name: 'Jane Doe',
};

/** The bearer token of `Authorization: Bearer <token>`, or undefined. */
function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
}

/** Served for the client of a live token the presented bearer token starts with (characters appended), else unchanged. */
function servedByPrefix(presented: PresentedAccess): AccessVerdict | undefined {
  const token = bearerToken(presented.authorization) ?? '';
  for (let end = token.length - 1; end > 0; end -= 1) {
    const client = presented.liveClient(token.slice(0, end));
    if (client) return { client };
  }
  return undefined;
}

/** Served for the client whose API key and secret are the `Basic` credentials sent, else unchanged. */
function servedByBasic(presented: PresentedAccess): AccessVerdict | undefined {
  const encoded = /^Basic\s+(\S+)\s*$/i.exec(presented.authorization ?? '')?.[1];
  const pair = encoded === undefined ? '' : Buffer.from(encoded, 'base64').toString('utf8');
  const client = presented.clients.find((c) => `${c.credentials.apiKey}:${c.credentials.apiSecret}` === pair);
  return client ? { client } : undefined;
}

/** Served for the client of the live token in the `access_token` query parameter, else unchanged. */
function servedByQueryToken(presented: PresentedAccess): AccessVerdict | undefined {
  const token = presented.query('access_token');
  const client = token === undefined ? undefined : presented.liveClient(token);
  return client ? { client } : undefined;
}

/** Served for the client whose API key is in an `apikey` or `x-api-key` header, else unchanged. */
function servedByApiKeyHeader(presented: PresentedAccess): AccessVerdict | undefined {
  const keys = [presented.header('apikey'), presented.header('x-api-key')];
  const client = presented.clients.find((c) => keys.includes(c.credentials.apiKey));
  return client ? { client } : undefined;
}

/**
 * A 400 INVALID_REQUEST unless the member names of the usage are written in `text` literally and
 * in the usage's order (a reader that takes members by position or finds them in the raw text).
 */
function positionalRead(read: BodyRead, text: string, members: readonly string[]): BodyRead {
  if ('problem' in read) return read;
  const at = members.map((member) => text.indexOf(`"${member}"`));
  const inOrder = at.every((index, i) => index >= 0 && (i === 0 || index > (at[i - 1] ?? -1)));
  return inOrder ? read : { problem: formatError('INVALID_REQUEST', 'Unexpected member order.') };
}

/** The body read as JSON with a `}` added at its end, when that makes it a JSON object. */
function closedBody(read: BodyRead, text: string): BodyRead {
  if (!('problem' in read)) return read;
  try {
    const value: unknown = JSON.parse(`${text}}`);
    return isJsonObject(value) ? { body: value } : read;
  } catch {
    return read;
  }
}

const fault = faultRows<SingleCheckBehaviour>();

/** Faults of the organisation check and confirmation of payee (Endpoints/2 and 3; A7), with their behaviour. */
export const SINGLE_CHECKS_FAULTS = [
  fault({
    id: 'cop-check-200/numeric-identification',
    rule: 'cop-check-200',
    summary:
      'A confirmation of payee reads Identification as a number, so leading zeros are lost: 00000100000001 gets 400 (13 digits).',
    operation: 'cop-check',
    identification: (identification) =>
      /^[0-9]+$/.test(identification) ? String(Number(identification)) : identification,
  }),
  fault({
    id: 'cop-check-200/positional-parse',
    rule: 'cop-check-200',
    summary:
      'A confirmation of payee finds its members by position in the raw text: members in another order or written with \\u escapes get 400.',
    operation: 'cop-check',
    body: (read, text) => positionalRead(read, text, ['SchemeName', 'AccountType', 'Identification', 'Name']),
  }),
  fault({
    id: 'cop-check-200',
    summary: 'A valid confirmation of payee gets 200 with a text/plain body that is not JSON.',
    operation: 'cop-check',
    result: () => ({ text: 'MATCHED', contentType: 'text/plain' }),
  }),
  fault({
    id: 'cop-check-auth-invalid-401/basic-credentials',
    rule: 'cop-check-auth-invalid-401',
    summary:
      "A confirmation of payee authenticated with the client's own API key and secret as Basic is served (200): the gateway takes either scheme.",
    operation: 'cop-check',
    access: { malformed: (_client, presented) => servedByBasic(presented) },
  }),
  fault({
    id: 'cop-check-auth-invalid-401/expired-accepted',
    rule: 'cop-check-auth-invalid-401',
    summary: 'A confirmation of payee with an expired bearer token is served (200): expiry is not checked.',
    operation: 'cop-check',
    access: { expired: served },
  }),
  fault({
    id: 'cop-check-auth-invalid-401/prefix',
    rule: 'cop-check-auth-invalid-401',
    summary:
      'A confirmation of payee with a bearer token that starts with an issued one (characters appended) is served (200): tokens are compared by prefix.',
    operation: 'cop-check',
    access: { unknown: (_client, presented) => servedByPrefix(presented) },
  }),
  fault({
    id: 'cop-check-auth-invalid-401',
    summary:
      'A confirmation of payee with an unknown or expired bearer token is served (200) instead of 401.',
    operation: 'cop-check',
    access: { unknown: served, expired: served },
  }),
  fault({
    id: 'cop-check-auth-missing-401/api-key-header',
    rule: 'cop-check-auth-missing-401',
    summary:
      "A confirmation of payee without Authorization but with the client's API key in an apikey or x-api-key header is served (200).",
    operation: 'cop-check',
    access: { missing: (_client, presented) => servedByApiKeyHeader(presented) },
  }),
  fault({
    id: 'cop-check-auth-missing-401/empty',
    rule: 'cop-check-auth-missing-401',
    summary:
      'A confirmation of payee with an empty Authorization header is served (200) instead of 401 (A14, A15).',
    operation: 'cop-check',
    access: { empty: served },
  }),
  fault({
    id: 'cop-check-auth-missing-401/query-token',
    rule: 'cop-check-auth-missing-401',
    summary:
      'A confirmation of payee without Authorization but with a valid token in the access_token query parameter is served (200).',
    operation: 'cop-check',
    access: { missing: (_client, presented) => servedByQueryToken(presented) },
  }),
  fault({
    id: 'cop-check-auth-missing-401',
    summary: 'A confirmation of payee without Authorization is served (200) instead of 401.',
    operation: 'cop-check',
    access: { missing: served },
  }),
  fault({
    id: 'cop-check-interaction-id-echo/other-value',
    rule: 'cop-check-interaction-id-echo',
    summary:
      'A confirmation of payee answers with a fresh x-fapi-interaction-id instead of the one it was sent.',
    operation: 'cop-check',
    interactionIdEcho: (echo) => (echo === undefined ? undefined : randomUUID()),
  }),
  fault({
    id: 'cop-check-interaction-id-echo/success-only',
    rule: 'cop-check-interaction-id-echo',
    summary: 'A confirmation of payee echoes x-fapi-interaction-id on its 200 only, not on a 400 or 401.',
    operation: 'cop-check',
    interactionIdEcho: (echo, status) => (status === 200 ? echo : undefined),
  }),
  fault({
    id: 'cop-check-interaction-id-echo',
    summary: 'A confirmation of payee does not echo the x-fapi-interaction-id it was sent.',
    operation: 'cop-check',
    interactionIdEcho: () => undefined,
  }),
  fault({
    id: 'cop-check-invalid-request-400/empty-body',
    rule: 'cop-check-invalid-request-400',
    summary:
      'A confirmation of payee with an empty body is served (200) with a default payee instead of 400.',
    operation: 'cop-check',
    body: (read, text) => ('problem' in read && text.trim() === '' ? { body: VALID_PAYEE_BODY } : read),
  }),
  fault({
    id: 'cop-check-invalid-request-400/lenient-parser',
    rule: 'cop-check-invalid-request-400',
    summary:
      'A confirmation of payee whose body is valid JSON but for its missing final } is parsed and served (200).',
    operation: 'cop-check',
    body: closedBody,
  }),
  fault({
    id: 'cop-check-invalid-request-400',
    summary: 'A confirmation of payee whose body is not JSON gets 200 instead of 400.',
    operation: 'cop-check',
    body: (read) => ('problem' in read ? { body: VALID_PAYEE_BODY } : read),
  }),
  fault({
    id: 'cop-check-name-too-long-400/bytes',
    rule: 'cop-check-name-too-long-400',
    summary:
      'A confirmation of payee counts Name in UTF-8 bytes: 140 accented, Cyrillic or CJK characters get 400 (A13: characters).',
    operation: 'cop-check',
    nameLength: (_length, name) => Buffer.byteLength(name, 'utf8'),
  }),
  fault({
    id: 'cop-check-name-too-long-400/strict',
    rule: 'cop-check-name-too-long-400',
    summary: 'A confirmation of payee with a 140-character Name gets 400 (off by one, too strict).',
    operation: 'cop-check',
    nameLimit: (max) => max - 1,
  }),
  fault({
    id: 'cop-check-name-too-long-400/trims',
    rule: 'cop-check-name-too-long-400',
    summary:
      'A confirmation of payee counts Name after trimming: 140 characters and a trailing space (141) get 200 instead of 400.',
    operation: 'cop-check',
    nameLength: (length, name) => Math.min(length, name.trim().length),
  }),
  fault({
    id: 'cop-check-name-too-long-400',
    summary: 'A confirmation of payee with a 141-character Name gets 200 instead of 400.',
    operation: 'cop-check',
    nameLimit: () => Number.POSITIVE_INFINITY,
  }),
  fault({
    id: 'org-check-200/positional-parse',
    rule: 'org-check-200',
    summary:
      'An organisation check finds its members by position in the raw text: members in another order or written with \\u escapes get 400.',
    operation: 'org-check',
    body: (read, text) => positionalRead(read, text, ['accountId', 'name']),
  }),
  fault({
    id: 'org-check-200',
    summary: 'A valid organisation check gets 200 with a JSON array instead of a JSON object.',
    operation: 'org-check',
    result: (_answer, flat) => ({
      text: JSON.stringify([flat]),
      contentType: 'application/json;charset=utf-8',
    }),
  }),
  fault({
    id: 'org-check-auth-invalid-401/basic-credentials',
    rule: 'org-check-auth-invalid-401',
    summary:
      "An organisation check authenticated with the client's own API key and secret as Basic is served (200): the gateway takes either scheme.",
    operation: 'org-check',
    access: { malformed: (_client, presented) => servedByBasic(presented) },
  }),
  fault({
    id: 'org-check-auth-invalid-401/expired-accepted',
    rule: 'org-check-auth-invalid-401',
    summary: 'An organisation check with an expired bearer token is served (200): expiry is not checked.',
    operation: 'org-check',
    access: { expired: served },
  }),
  fault({
    id: 'org-check-auth-invalid-401/prefix',
    rule: 'org-check-auth-invalid-401',
    summary:
      'An organisation check with a bearer token that starts with an issued one (characters appended) is served (200): tokens are compared by prefix.',
    operation: 'org-check',
    access: { unknown: (_client, presented) => servedByPrefix(presented) },
  }),
  fault({
    id: 'org-check-auth-invalid-401',
    summary: 'An organisation check with an unknown or expired bearer token is served (200) instead of 401.',
    operation: 'org-check',
    access: { unknown: served, expired: served },
  }),
  fault({
    id: 'org-check-auth-missing-401/api-key-header',
    rule: 'org-check-auth-missing-401',
    summary:
      "An organisation check without Authorization but with the client's API key in an apikey or x-api-key header is served (200).",
    operation: 'org-check',
    access: { missing: (_client, presented) => servedByApiKeyHeader(presented) },
  }),
  fault({
    id: 'org-check-auth-missing-401/empty',
    rule: 'org-check-auth-missing-401',
    summary:
      'An organisation check with an empty Authorization header is served (200) instead of 401 (A14, A15).',
    operation: 'org-check',
    access: { empty: served },
  }),
  fault({
    id: 'org-check-auth-missing-401/query-token',
    rule: 'org-check-auth-missing-401',
    summary:
      'An organisation check without Authorization but with a valid token in the access_token query parameter is served (200).',
    operation: 'org-check',
    access: { missing: (_client, presented) => servedByQueryToken(presented) },
  }),
  fault({
    id: 'org-check-auth-missing-401',
    summary: 'An organisation check without Authorization is served (200) instead of 401.',
    operation: 'org-check',
    access: { missing: served },
  }),
  fault({
    id: 'org-check-invalid-request-400/empty-body',
    rule: 'org-check-invalid-request-400',
    summary:
      'An organisation check with an empty body is served (200) with a default account instead of 400.',
    operation: 'org-check',
    body: (read, text) =>
      'problem' in read && text.trim() === '' ? { body: VALID_ORGANISATION_BODY } : read,
  }),
  fault({
    id: 'org-check-invalid-request-400/lenient-parser',
    rule: 'org-check-invalid-request-400',
    summary:
      'An organisation check whose body is valid JSON but for its missing final } is parsed and served (200).',
    operation: 'org-check',
    body: closedBody,
  }),
  fault({
    id: 'org-check-invalid-request-400',
    summary: 'An organisation check whose body is not JSON gets 200 instead of 400.',
    operation: 'org-check',
    body: (read) => ('problem' in read ? { body: VALID_ORGANISATION_BODY } : read),
  }),
  fault({
    id: 'org-check-name-too-long-400/bytes',
    rule: 'org-check-name-too-long-400',
    summary:
      'An organisation check counts name in UTF-8 bytes: 140 accented, Cyrillic or CJK characters get 400 (A13: characters).',
    operation: 'org-check',
    nameLength: (_length, name) => Buffer.byteLength(name, 'utf8'),
  }),
  fault({
    id: 'org-check-name-too-long-400/strict',
    rule: 'org-check-name-too-long-400',
    summary: 'An organisation check with a 140-character name gets 400 (off by one, too strict).',
    operation: 'org-check',
    nameLimit: (max) => max - 1,
  }),
  fault({
    id: 'org-check-name-too-long-400/trims',
    rule: 'org-check-name-too-long-400',
    summary:
      'An organisation check counts name after trimming: 140 characters and a trailing space (141) get 200 instead of 400.',
    operation: 'org-check',
    nameLength: (length, name) => Math.min(length, name.trim().length),
  }),
  fault({
    id: 'org-check-name-too-long-400',
    summary: 'An organisation check with a 141-character name gets 200 instead of 400.',
    operation: 'org-check',
    nameLimit: () => Number.POSITIVE_INFINITY,
  }),
  fault({
    id: 'error-format-error-title/cop-check',
    rule: 'error-format-error-title',
    summary:
      'A confirmation of payee answers a 400 with code FORMAT_ERROR and the title NAME_INVALID (not one of the seven titles).',
    operation: 'cop-check',
    problem: (problem) => formatErrorTitled(problem, 'NAME_INVALID'),
  }),
  fault({
    id: 'error-format-error-title/org-check',
    rule: 'error-format-error-title',
    summary:
      'An organisation check answers a 400 with code FORMAT_ERROR and an empty title (not one of the seven titles).',
    operation: 'org-check',
    problem: (problem) => formatErrorTitled(problem, ''),
  }),
  fault({
    id: 'server-no-5xx/cop-check-scheme-name',
    rule: 'server-no-5xx',
    summary:
      'A confirmation of payee with a SchemeName other than SortCodeAccountNumber gets 500 instead of a 4xx.',
    operation: 'cop-check',
    schemeName: (schemeName) => {
      throw new Error(`no handler for SchemeName ${String(schemeName).slice(0, 40)}`);
    },
  }),
  fault({
    id: 'server-no-5xx/cop-check-without-interaction-id',
    rule: 'server-no-5xx',
    summary:
      'A confirmation of payee without x-fapi-interaction-id gets 500 (the header is read without a check).',
    operation: 'cop-check',
    withoutHeader: (header) => header === 'x-fapi-interaction-id',
  }),
  fault({
    id: 'server-no-5xx/org-check-account-type',
    rule: 'server-no-5xx',
    summary: 'An organisation check with an accountId.type other than IBAN gets 500 instead of an answer.',
    operation: 'org-check',
    accountType: (type, answer) => {
      if (type === 'IBAN') return answer;
      throw new Error(`no handler for accountId.type ${type.slice(0, 40)}`);
    },
  }),
  fault({
    id: 'server-no-5xx/org-check-without-correlation-id',
    rule: 'server-no-5xx',
    summary: 'An organisation check without X-Correlation-Id gets 500 (the header is read without a check).',
    operation: 'org-check',
    withoutHeader: (header) => header === 'X-Correlation-Id',
  }),
] as const;

const WITHOUT_HEADER = actingAt(SINGLE_CHECKS_FAULTS, 'withoutHeader');
const BODY = actingAt(SINGLE_CHECKS_FAULTS, 'body');
const NAME_LIMIT = actingAt(SINGLE_CHECKS_FAULTS, 'nameLimit');
const NAME_LENGTH = actingAt(SINGLE_CHECKS_FAULTS, 'nameLength');
const IDENTIFICATION = actingAt(SINGLE_CHECKS_FAULTS, 'identification');
const RESULT = actingAt(SINGLE_CHECKS_FAULTS, 'result');
const INTERACTION_ID_ECHO = actingAt(SINGLE_CHECKS_FAULTS, 'interactionIdEcho');
const SCHEME_NAME = actingAt(SINGLE_CHECKS_FAULTS, 'schemeName');
const ACCOUNT_TYPE = actingAt(SINGLE_CHECKS_FAULTS, 'accountType');
const PROBLEM = actingAt(SINGLE_CHECKS_FAULTS, 'problem');

/**
 * The hooks of the single checks (src/mock/single-checks/): each takes the correct value of the
 * call `operation` and returns it as the faults switched on in `on` change it (in table order).
 */
export const singleCheckFaults = {
  /**
   * The first of the usage headers `missing` (as the usage writes them) whose absence trips a
   * fault switched on (the handler then fails: 500), or undefined.
   */
  withoutHeader(
    on: FaultSwitch,
    operation: SingleCheckOperation,
    missing: readonly string[],
  ): string | undefined {
    return missing.find((header) =>
      WITHOUT_HEADER.some((f) => f.operation === operation && on.breaks(f.id) && f.withoutHeader(header)),
    );
  },

  /** The body read, given the correct reading (a 400 for a body that is not a JSON object) and its `text`. */
  body(on: FaultSwitch, operation: SingleCheckOperation, read: BodyRead, text: string): BodyRead {
    let out = read;
    for (const f of BODY) if (f.operation === operation && on.breaks(f.id)) out = f.body(out, text);
    return out;
  },

  /** The longest payee name served, characters, given the documented `max` (interface.md Limits). */
  nameLimit(on: FaultSwitch, operation: SingleCheckOperation, max: number): number {
    let limit = max;
    for (const f of NAME_LIMIT) if (f.operation === operation && on.breaks(f.id)) limit = f.nameLimit(limit);
    return limit;
  },

  /** The length `name` is counted as, given the correct count in characters (UTF-16 code units; A13). */
  nameLength(on: FaultSwitch, operation: SingleCheckOperation, name: string): number {
    let length = name.length;
    for (const f of NAME_LENGTH)
      if (f.operation === operation && on.breaks(f.id)) length = f.nameLength(length, name);
    return length;
  },

  /** The Identification of a confirmation of payee as read, given the one sent. */
  identification(on: FaultSwitch, identification: string): string {
    let out = identification;
    for (const f of IDENTIFICATION) if (on.breaks(f.id)) out = f.identification(out);
    return out;
  },

  /** The error `operation` answers, given the correct one. */
  problem(on: FaultSwitch, operation: SingleCheckOperation, problem: Problem): Problem {
    let out = problem;
    for (const f of PROBLEM) if (f.operation === operation && on.breaks(f.id)) out = f.problem(out);
    return out;
  },

  /** The 200 answer to a valid check, given the correct one and the check's flat result. */
  result(on: FaultSwitch, operation: SingleCheckOperation, answer: TextAnswer, flat: JsonObject): TextAnswer {
    let out = answer;
    for (const f of RESULT) if (f.operation === operation && on.breaks(f.id)) out = f.result(out, flat);
    return out;
  },

  /**
   * The x-fapi-interaction-id a confirmation of payee sends back with an answer of `status`
   * (undefined: none), given `sent`.
   */
  interactionIdEcho(on: FaultSwitch, sent: string, status: number): string | undefined {
    let echo: string | undefined = sent;
    for (const f of INTERACTION_ID_ECHO) if (on.breaks(f.id)) echo = f.interactionIdEcho(echo, status);
    return echo;
  },

  /** The answer to SchemeName `schemeName` (not SortCodeAccountNumber), given the correct 400. */
  schemeName(on: FaultSwitch, schemeName: unknown, refused: Problem): Problem {
    let out = refused;
    for (const f of SCHEME_NAME) if (on.breaks(f.id)) out = f.schemeName(schemeName, out);
    return out;
  },

  /** The answer to accountId.type `type`, given the correct one (undefined: served; interface.md Endpoints/6). */
  accountType(on: FaultSwitch, type: string, answer: Problem | undefined): Problem | undefined {
    let out = answer;
    for (const f of ACCOUNT_TYPE) if (on.breaks(f.id)) out = f.accountType(type, out);
    return out;
  },
};
