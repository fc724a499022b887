import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { isJsonObject, type JsonObject } from '../../api/json-object.ts';
import type { OperationId } from '../../api/operations.ts';
import { actingAt, type FaultSwitch, faultRows } from './fault.ts';

/** Where a fault of robustness trips (a 500 under it); each member is named after what it reads. */
export interface RobustnessBehaviour {
  /** True when free-text header `header` (lower case) of `operation` with `value` (one character per byte) trips it. */
  readonly header?: (operation: OperationId, header: string, value: string) => boolean;
  /** True when a JSON line (a single check's body, a bulk record line) as written trips it. */
  readonly line?: (line: string) => boolean;
  /** True when the JSON object of a line of `operation` trips it. */
  readonly record?: (operation: OperationId, record: JsonObject) => boolean;
  /** True when the payee name of a line of `operation` trips it. */
  readonly name?: (operation: OperationId, name: string) => boolean;
  /** True when the form body of a token request trips it. */
  readonly form?: (text: string) => boolean;
  /** True when header `header` (lower case) sent more than once on `operation` trips it. */
  readonly repeated?: (operation: OperationId, header: string) => boolean;
  /** True when a request to `path` (no query), a path no operation serves, trips it. */
  readonly unknownPath?: (path: string) => boolean;
}

/** True when `record.party.id.organisationId.others` is present and not an array. */
function othersNotArray(record: JsonObject): boolean {
  const party = record.party;
  const id = isJsonObject(party) ? party.id : undefined;
  const organisationId = isJsonObject(id) ? id.organisationId : undefined;
  const others = isJsonObject(organisationId) ? organisationId.others : undefined;
  return others !== undefined && !Array.isArray(others);
}

/** A byte outside ASCII, in a header value as Node reads it (one character per byte). */
const NON_ASCII = /[\x80-\xff]/;

/** A character outside the Basic Multilingual Plane. */
const ASTRAL = /[\u{10000}-\u{10FFFF}]/u;

/** The header limit the `header-bytes-over-limit` fault stores in a byte-sized column (interface.md Limits: 70). */
const BYTE_COLUMN = 70;

/** The first member name of each operation's body in its usage (the `json-key-order` fault expects it first). */
const FIRST_MEMBER: Readonly<Partial<Record<OperationId, string>>> = {
  'org-check': 'accountId',
  'cop-check': 'SchemeName',
  'bulk-submit': 'uetr',
};

/** Header `value` (one character per byte) read as UTF-8, or undefined when its bytes are not UTF-8. */
function utf8Text(value: string): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(value, 'latin1'));
  } catch {
    return undefined;
  }
}

/** True when an object of the JSON text `line` names a member twice (a scan of its strings and braces). */
function duplicateMember(line: string): boolean {
  const objects: Array<Set<string>> = [];
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (c === '{') objects.push(new Set());
    else if (c === '}') objects.pop();
    else if (c === '"') {
      let end = i + 1;
      while (end < line.length && line[end] !== '"') end += line[end] === '\\' ? 2 : 1;
      const key = line.slice(i + 1, end);
      const rest = line.slice(end + 1).trimStart();
      const members = objects[objects.length - 1];
      if (rest.startsWith(':') && members) {
        if (members.has(key)) return true;
        members.add(key);
      }
      i = end;
    }
  }
  return false;
}

const fault = faultRows<RobustnessBehaviour>();

/**
 * Faults of robustness (a provider must not answer legal but unusual input with a 5xx): a 5xx for legal but unusual input, one per operation, header
 * and form the server-no-5xx property sends (non-ASCII header bytes, unusual names, long values,
 * unusual JSON and token forms), each with what trips it.
 */
export const ROBUSTNESS_FAULTS = [
  fault({
    id: 'server-no-5xx/non-ascii-x-correlation-id-org-check',
    rule: 'server-no-5xx',
    summary:
      'The organisation check answers 500 when its X-Correlation-Id header holds a byte outside ASCII (Latin-1 or UTF-8).',
    header: (operation, header, value) =>
      operation === 'org-check' && header === 'x-correlation-id' && NON_ASCII.test(value),
  }),
  fault({
    id: 'server-no-5xx/non-ascii-x-fapi-interaction-id-cop-check',
    rule: 'server-no-5xx',
    summary:
      'The confirmation of payee answers 500 when its x-fapi-interaction-id header holds a byte outside ASCII (Latin-1 or UTF-8).',
    header: (operation, header, value) =>
      operation === 'cop-check' && header === 'x-fapi-interaction-id' && NON_ASCII.test(value),
  }),
  fault({
    id: 'server-no-5xx/non-ascii-x-software-supplier-bulk-submit',
    rule: 'server-no-5xx',
    summary:
      'The bulk submission answers 500 when its X-Software-Supplier header holds a byte outside ASCII (Latin-1 or UTF-8).',
    header: (operation, header, value) =>
      operation === 'bulk-submit' && header === 'x-software-supplier' && NON_ASCII.test(value),
  }),
  fault({
    id: 'server-no-5xx/non-ascii-x-channel-bulk-submit',
    rule: 'server-no-5xx',
    summary:
      'The bulk submission answers 500 when its X-Channel header holds a byte outside ASCII (Latin-1 or UTF-8).',
    header: (operation, header, value) =>
      operation === 'bulk-submit' && header === 'x-channel' && NON_ASCII.test(value),
  }),
  fault({
    id: 'server-no-5xx/non-ascii-x-software-supplier-bulk-status',
    rule: 'server-no-5xx',
    summary:
      'The bulk status answers 500 when its X-Software-Supplier header holds a byte outside ASCII (Latin-1 or UTF-8).',
    header: (operation, header, value) =>
      operation === 'bulk-status' && header === 'x-software-supplier' && NON_ASCII.test(value),
  }),
  fault({
    id: 'server-no-5xx/non-ascii-x-channel-bulk-status',
    rule: 'server-no-5xx',
    summary:
      'The bulk status answers 500 when its X-Channel header holds a byte outside ASCII (Latin-1 or UTF-8).',
    header: (operation, header, value) =>
      operation === 'bulk-status' && header === 'x-channel' && NON_ASCII.test(value),
  }),
  fault({
    id: 'server-no-5xx/non-ascii-x-software-supplier-bulk-results',
    rule: 'server-no-5xx',
    summary:
      'The bulk results answers 500 when its X-Software-Supplier header holds a byte outside ASCII (Latin-1 or UTF-8).',
    header: (operation, header, value) =>
      operation === 'bulk-results' && header === 'x-software-supplier' && NON_ASCII.test(value),
  }),
  fault({
    id: 'server-no-5xx/non-ascii-x-channel-bulk-results',
    rule: 'server-no-5xx',
    summary:
      'The bulk results answers 500 when its X-Channel header holds a byte outside ASCII (Latin-1 or UTF-8).',
    header: (operation, header, value) =>
      operation === 'bulk-results' && header === 'x-channel' && NON_ASCII.test(value),
  }),
  fault({
    id: 'server-no-5xx/latin-1-header',
    rule: 'server-no-5xx',
    summary:
      'Any operation answers 500 when a free-text header holds a byte outside ASCII that is not part of valid UTF-8 (Latin-1 obs-text).',
    header: (_operation, _header, value) => NON_ASCII.test(value) && utf8Text(value) === undefined,
  }),
  fault({
    id: 'server-no-5xx/utf-8-header',
    rule: 'server-no-5xx',
    summary:
      'Any operation answers 500 when a free-text header holds UTF-8 bytes of a character outside ASCII.',
    header: (_operation, _header, value) => NON_ASCII.test(value) && utf8Text(value) !== undefined,
  }),
  fault({
    id: 'server-no-5xx/header-bytes-over-limit',
    rule: 'server-no-5xx',
    summary:
      'A bulk operation answers 500 when X-Software-Supplier or X-Channel is within 70 characters but over 70 bytes (a byte-sized column).',
    header: (_operation, header, value) =>
      header !== 'x-correlation-id' &&
      header !== 'x-fapi-interaction-id' &&
      Array.from(utf8Text(value) ?? value).length <= BYTE_COLUMN &&
      value.length > BYTE_COLUMN,
  }),
  fault({
    id: 'server-no-5xx/duplicate-header',
    rule: 'server-no-5xx',
    summary:
      'A bulk operation answers 500 when X-Request-Id comes twice (A16 names duplicate headers: not addressed, but no 5xx).',
    repeated: (operation, header) => operation.startsWith('bulk-') && header === 'x-request-id',
  }),
  fault({
    id: 'server-no-5xx/long-correlation-id',
    rule: 'server-no-5xx',
    summary:
      'The organisation check answers 500 when X-Correlation-Id is over 256 characters (no limit is documented).',
    header: (_operation, header, value) => header === 'x-correlation-id' && value.length > 256,
  }),
  fault({
    id: 'server-no-5xx/long-interaction-id',
    rule: 'server-no-5xx',
    summary:
      'Confirmation of payee answers 500 when x-fapi-interaction-id is over 256 characters (no limit is documented).',
    header: (_operation, header, value) => header === 'x-fapi-interaction-id' && value.length > 256,
  }),
  fault({
    id: 'server-no-5xx/astral-name-org-check',
    rule: 'server-no-5xx',
    summary:
      'The organisation check answers 500 when name holds a character outside the Basic Multilingual Plane.',
    name: (operation, name) => operation === 'org-check' && ASTRAL.test(name),
  }),
  fault({
    id: 'server-no-5xx/astral-name-cop-check',
    rule: 'server-no-5xx',
    summary:
      'Confirmation of payee answers 500 when Name holds a character outside the Basic Multilingual Plane.',
    name: (operation, name) => operation === 'cop-check' && ASTRAL.test(name),
  }),
  fault({
    id: 'server-no-5xx/astral-name-bulk-records',
    rule: 'server-no-5xx',
    summary:
      "The bulk submission answers 500 when a record's party.name holds a character outside the Basic Multilingual Plane.",
    name: (operation, name) => operation === 'bulk-submit' && ASTRAL.test(name),
  }),
  fault({
    id: 'server-no-5xx/combining-mark-name',
    rule: 'server-no-5xx',
    summary:
      'A call with a payee name (organisation check, confirmation of payee, bulk record) answers 500 when the name holds a combining mark.',
    name: (_operation, name) => /\p{M}/u.test(name),
  }),
  fault({
    id: 'server-no-5xx/right-to-left-name',
    rule: 'server-no-5xx',
    summary: 'A call with a payee name answers 500 when the name holds right-to-left text (Hebrew, Arabic).',
    name: (_operation, name) => /[\p{Script=Hebrew}\p{Script=Arabic}]/u.test(name),
  }),
  fault({
    id: 'server-no-5xx/zero-width-name',
    rule: 'server-no-5xx',
    summary: 'A call with a payee name answers 500 when the name holds a zero-width character.',
    name: (_operation, name) => /[\u200b-\u200d\u2060\ufeff]/.test(name),
  }),
  fault({
    id: 'server-no-5xx/long-multi-byte-name',
    rule: 'server-no-5xx',
    summary:
      'A call with a payee name answers 500 when the name is within 140 characters but over 280 bytes in UTF-8.',
    name: (_operation, name) => Array.from(name).length <= 140 && Buffer.byteLength(name, 'utf8') > 280,
  }),
  fault({
    id: 'server-no-5xx/json-unicode-escape',
    rule: 'server-no-5xx',
    summary: 'A JSON body (single checks, bulk record lines) with a \\u escape gets 500.',
    line: (line) => /\\u[0-9a-fA-F]{4}/.test(line),
  }),
  fault({
    id: 'server-no-5xx/json-duplicate-key',
    rule: 'server-no-5xx',
    summary:
      'A JSON body (single checks, bulk record lines) with a member name twice in one object gets 500.',
    line: duplicateMember,
  }),
  fault({
    id: 'server-no-5xx/json-key-order',
    rule: 'server-no-5xx',
    summary:
      'A JSON body (single checks, bulk record lines) whose members do not come in the usage order gets 500.',
    record: (operation, record) => {
      const first = Object.keys(record)[0];
      return first !== undefined && first !== FIRST_MEMBER[operation];
    },
  }),
  fault({
    id: 'server-no-5xx/record-others-not-array',
    rule: 'server-no-5xx',
    summary:
      'A bulk record whose party.id.organisationId.others is not an array gets 500 (the entries are read without a check).',
    record: (operation, record) => operation === 'bulk-submit' && othersNotArray(record),
  }),
  fault({
    id: 'server-no-5xx/json-number-form',
    rule: 'server-no-5xx',
    summary: 'A JSON body (single checks, bulk record lines) with a number in exponent form gets 500.',
    line: (line) => /[:,[]\s*-?[0-9]+(\.[0-9]+)?[eE][+-]?[0-9]/.test(line),
  }),
  fault({
    id: 'server-no-5xx/token-form-extra-parameter',
    rule: 'server-no-5xx',
    summary: 'The token endpoint answers 500 for a form body with a parameter other than grant_type.',
    form: (text) => [...new URLSearchParams(text).keys()].some((name) => name !== 'grant_type'),
  }),
  fault({
    id: 'server-no-5xx/token-form-percent-encoding',
    rule: 'server-no-5xx',
    summary: 'The token endpoint answers 500 for a form body with a percent-encoded byte outside ASCII.',
    form: (text) => /%[89a-fA-F][0-9a-fA-F]/.test(text),
  }),
  fault({
    id: 'server-no-5xx/unknown-path',
    rule: 'server-no-5xx',
    summary:
      'A request to a path no operation serves (a trailing slash, a step after /status, another name under /vopgateway/v1) gets 500 instead of 404.',
    unknownPath: () => true,
  }),
] as const;

const HEADER = actingAt(ROBUSTNESS_FAULTS, 'header');
const LINE = actingAt(ROBUSTNESS_FAULTS, 'line');
const RECORD = actingAt(ROBUSTNESS_FAULTS, 'record');
const NAME = actingAt(ROBUSTNESS_FAULTS, 'name');
const FORM = actingAt(ROBUSTNESS_FAULTS, 'form');
const REPEATED = actingAt(ROBUSTNESS_FAULTS, 'repeated');
const UNKNOWN_PATH = actingAt(ROBUSTNESS_FAULTS, 'unknownPath');

/** The id of a robustness fault. */
type RobustnessFaultId = (typeof ROBUSTNESS_FAULTS)[number]['id'];

/** The free-text headers of each operation (interface.md Endpoints/2-5; A2), lower case. */
const FREE_TEXT_HEADERS: Readonly<Partial<Record<OperationId, readonly string[]>>> = {
  'org-check': ['x-correlation-id'],
  'cop-check': ['x-fapi-interaction-id'],
  'bulk-submit': ['x-software-supplier', 'x-channel'],
  'bulk-status': ['x-software-supplier', 'x-channel'],
  'bulk-results': ['x-software-supplier', 'x-channel'],
};

/** True when a robustness fault is switched on: otherwise no request is inspected (the mock stays as fast). */
function anyOn(on: FaultSwitch): boolean {
  return ROBUSTNESS_FAULTS.some((f) => on.breaks(f.id));
}

/** The header names (lower case) `rawHeaders` (name, value, name, value, …) holds more than once. */
function repeatedNames(rawHeaders: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] ?? '').toLowerCase();
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return [...repeated];
}

/**
 * The robustness fault a request's headers trip (a 500 under it), or undefined: a header sent
 * twice (`rawHeaders`, as Node keeps them: name, value, name, value, …), then the first free-text
 * header of the operation, then the first fault of the table, that trips. Header values are as
 * Node reads them: one character per byte.
 */
export function headerTrip(
  on: FaultSwitch,
  operation: OperationId,
  headers: IncomingHttpHeaders,
  rawHeaders: readonly string[] = [],
): RobustnessFaultId | undefined {
  if (!anyOn(on)) return undefined;
  for (const header of repeatedNames(rawHeaders)) {
    const tripped = REPEATED.find((f) => on.breaks(f.id) && f.repeated(operation, header));
    if (tripped) return tripped.id;
  }
  for (const header of FREE_TEXT_HEADERS[operation] ?? []) {
    const value = headers[header];
    if (typeof value !== 'string') continue;
    const tripped = HEADER.find((f) => on.breaks(f.id) && f.header(operation, header, value));
    if (tripped) return tripped.id;
  }
  return undefined;
}

/** The payee name of the JSON object of a line of `operation`, if any. */
function nameIn(operation: OperationId, value: JsonObject): unknown {
  if (operation === 'org-check') return value.name;
  if (operation === 'cop-check') return value.Name;
  const party = value.party;
  return typeof party === 'object' && party !== null ? (party as JsonObject).name : undefined;
}

/**
 * The robustness fault a JSON line of `operation` trips, or undefined: how it is written, then
 * (when it is a JSON object) the order of its members, then its payee name.
 */
function lineTrip(on: FaultSwitch, operation: OperationId, line: string): RobustnessFaultId | undefined {
  const written = LINE.find((f) => on.breaks(f.id) && f.line(line));
  if (written) return written.id;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as JsonObject;
  const members = RECORD.find((f) => on.breaks(f.id) && f.record(operation, record));
  if (members) return members.id;
  const name = nameIn(operation, record);
  if (typeof name !== 'string') return undefined;
  return NAME.find((f) => on.breaks(f.id) && f.name(operation, name))?.id;
}

/**
 * The robustness fault a request body trips (a 500 under it), or undefined: the form of a token
 * request, the JSON of a single check, each line of a bulk file in turn (how its JSON is written,
 * the order of its members, its names).
 */
export function bodyTrip(
  on: FaultSwitch,
  operation: OperationId,
  text: string,
): RobustnessFaultId | undefined {
  if (!anyOn(on)) return undefined;
  if (operation === 'token') return FORM.find((f) => on.breaks(f.id) && f.form(text))?.id;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const tripped = lineTrip(on, operation, line);
    if (tripped) return tripped;
  }
  return undefined;
}

/** What the server could not do with the body of each operation when a fault trips on it (its 500's detail). */
const BODY_NOT_READ: Readonly<Partial<Record<OperationId, string>>> = {
  token: 'the form could not be read.',
  'org-check': 'the body could not be read.',
  'cop-check': 'the body could not be read.',
  'bulk-submit': 'the bulk file could not be stored.',
};

/**
 * The hooks of robustness (src/mock/routes.ts, the token endpoint, the single checks, the
 * submission): each throws, so that the server answers 500 INTERNAL_ERROR, when a fault switched
 * on in `on` trips on the request; otherwise it does nothing.
 */
export const robustnessFaults = {
  /**
   * Checks the headers of a request of `operation` (`rawHeaders` as Node keeps them; see
   * {@link headerTrip}); a crash
   * still answers with the X-Request-Id `echo`, as every answer of a bulk path does.
   * @throws Error naming the fault when one trips.
   */
  headers(
    on: FaultSwitch,
    operation: OperationId,
    headers: IncomingHttpHeaders,
    rawHeaders: readonly string[],
    res: ServerResponse,
    echo: string | undefined,
  ): void {
    const tripped = headerTrip(on, operation, headers, rawHeaders);
    if (tripped === undefined) return;
    if (echo !== undefined) res.setHeader('X-Request-Id', echo);
    throw new Error(`${tripped}: a header value could not be stored.`);
  },

  /**
   * Checks the body `text` of a request of `operation` (see {@link bodyTrip}).
   * @throws Error naming the fault when one trips.
   */
  body(on: FaultSwitch, operation: OperationId, text: string): void {
    const tripped = bodyTrip(on, operation, text);
    if (tripped !== undefined)
      throw new Error(`${tripped}: ${BODY_NOT_READ[operation] ?? 'the body could not be read.'}`);
  },

  /**
   * Checks a request to `path`, a path no route serves (its query left out), before its 404.
   * @throws Error naming the fault when one trips.
   */
  unknownPath(on: FaultSwitch, path: string): void {
    const tripped = UNKNOWN_PATH.find((f) => on.breaks(f.id) && f.unknownPath(path));
    if (tripped !== undefined) throw new Error(`${tripped.id}: no handler for ${path}.`);
  },
};
