import type { IncomingHttpHeaders } from 'node:http';
import type { OperationId } from '../../../api/operations.ts';
import type { FaultId } from '../index.ts';
import { ROBUSTNESS_FAULTS } from './index.ts';

/** What the robustness faults need of the mock: whether a fault is switched on. */
export interface FaultSwitch {
  breaks(fault: FaultId): boolean;
}

/** True when a robustness fault is switched on: otherwise no request is inspected (the mock stays as fast). */
function anyOn(ctx: FaultSwitch): boolean {
  return ROBUSTNESS_FAULTS.some((f) => ctx.breaks(f.id));
}

/** The free-text headers of each operation (interface.md Endpoints/2-5; A2), lower case. */
const FREE_TEXT_HEADERS: Readonly<Partial<Record<OperationId, readonly string[]>>> = {
  'org-check': ['x-correlation-id'],
  'cop-check': ['x-fapi-interaction-id'],
  'bulk-submit': ['x-software-supplier', 'x-channel'],
  'bulk-status': ['x-software-supplier', 'x-channel'],
  'bulk-results': ['x-software-supplier', 'x-channel'],
};

/** The non-ASCII fault of each operation's free-text header (key `<operation> <header>`). */
const NON_ASCII_FAULTS: Readonly<Record<string, FaultId>> = {
  'org-check x-correlation-id': 'server-no-5xx/non-ascii-x-correlation-id-org-check',
  'cop-check x-fapi-interaction-id': 'server-no-5xx/non-ascii-x-fapi-interaction-id-cop-check',
  'bulk-submit x-software-supplier': 'server-no-5xx/non-ascii-x-software-supplier-bulk-submit',
  'bulk-submit x-channel': 'server-no-5xx/non-ascii-x-channel-bulk-submit',
  'bulk-status x-software-supplier': 'server-no-5xx/non-ascii-x-software-supplier-bulk-status',
  'bulk-status x-channel': 'server-no-5xx/non-ascii-x-channel-bulk-status',
  'bulk-results x-software-supplier': 'server-no-5xx/non-ascii-x-software-supplier-bulk-results',
  'bulk-results x-channel': 'server-no-5xx/non-ascii-x-channel-bulk-results',
};

/** The astral-name fault of each operation with a payee name. */
const ASTRAL_FAULTS: Readonly<Partial<Record<OperationId, FaultId>>> = {
  'org-check': 'server-no-5xx/astral-name-org-check',
  'cop-check': 'server-no-5xx/astral-name-cop-check',
  'bulk-submit': 'server-no-5xx/astral-name-bulk-records',
};

/** The header limit the `header-bytes-over-limit` fault stores in a byte-sized column (interface.md Limits: 70). */
const BYTE_COLUMN = 70;

/** The first member name of each operation's body in its usage (the `json-key-order` fault expects it first). */
const FIRST_MEMBER: Readonly<Partial<Record<OperationId, string>>> = {
  'org-check': 'accountId',
  'cop-check': 'SchemeName',
  'bulk-submit': 'uetr',
};

function utf8Text(value: string): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(value, 'latin1'));
  } catch {
    return undefined;
  }
}

function headerFaults(operation: OperationId, header: string, value: string): FaultId[] {
  const found: Array<FaultId | undefined> = [];
  const nonAscii = /[\x80-\xff]/.test(value);
  const text = utf8Text(value);
  if (nonAscii) {
    found.push(NON_ASCII_FAULTS[`${operation} ${header}`]);
    found.push(text === undefined ? 'server-no-5xx/latin-1-header' : 'server-no-5xx/utf-8-header');
  }
  const characters = Array.from(text ?? value).length;
  if (header !== 'x-correlation-id' && header !== 'x-fapi-interaction-id') {
    if (characters <= BYTE_COLUMN && value.length > BYTE_COLUMN)
      found.push('server-no-5xx/header-bytes-over-limit');
  } else if (value.length > 256) {
    found.push(
      header === 'x-correlation-id'
        ? 'server-no-5xx/long-correlation-id'
        : 'server-no-5xx/long-interaction-id',
    );
  }
  return found.filter((f): f is FaultId => f !== undefined);
}

/**
 * The robustness fault a request's free-text headers trip (a 500 under it), or undefined.
 * Header values are as Node reads them: one character per byte.
 */
export function headerTrip(
  ctx: FaultSwitch,
  operation: OperationId,
  headers: IncomingHttpHeaders,
): FaultId | undefined {
  if (!anyOn(ctx)) return undefined;
  for (const header of FREE_TEXT_HEADERS[operation] ?? []) {
    const value = headers[header];
    if (typeof value !== 'string') continue;
    const tripped = headerFaults(operation, header, value).find((f) => ctx.breaks(f));
    if (tripped) return tripped;
  }
  return undefined;
}

function nameFaults(operation: OperationId, name: string): FaultId[] {
  const found: FaultId[] = [];
  const astral = ASTRAL_FAULTS[operation];
  if (astral && /[\u{10000}-\u{10FFFF}]/u.test(name)) found.push(astral);
  if (/\p{M}/u.test(name)) found.push('server-no-5xx/combining-mark-name');
  if (/[\p{Script=Hebrew}\p{Script=Arabic}]/u.test(name)) found.push('server-no-5xx/right-to-left-name');
  if (/[\u200b-\u200d\u2060\ufeff]/.test(name)) found.push('server-no-5xx/zero-width-name');
  if (Array.from(name).length <= 140 && Buffer.byteLength(name, 'utf8') > 280)
    found.push('server-no-5xx/long-multi-byte-name');
  return found;
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

function nameIn(operation: OperationId, value: Record<string, unknown>): unknown {
  if (operation === 'org-check') return value.name;
  if (operation === 'cop-check') return value.Name;
  const party = value.party;
  return typeof party === 'object' && party !== null ? (party as Record<string, unknown>).name : undefined;
}

function lineFaults(operation: OperationId, line: string): FaultId[] {
  const found: FaultId[] = [];
  if (/\\u[0-9a-fA-F]{4}/.test(line)) found.push('server-no-5xx/json-unicode-escape');
  if (duplicateMember(line)) found.push('server-no-5xx/json-duplicate-key');
  if (/[:,[]\s*-?[0-9]+(\.[0-9]+)?[eE][+-]?[0-9]/.test(line)) found.push('server-no-5xx/json-number-form');
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return found;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return found;
  const record = value as Record<string, unknown>;
  const firstMember = Object.keys(record)[0];
  if (firstMember !== undefined && firstMember !== FIRST_MEMBER[operation])
    found.push('server-no-5xx/json-key-order');
  const name = nameIn(operation, record);
  if (typeof name === 'string') found.push(...nameFaults(operation, name));
  return found;
}

function tokenFaults(text: string): FaultId[] {
  const found: FaultId[] = [];
  if ([...new URLSearchParams(text).keys()].some((k) => k !== 'grant_type'))
    found.push('server-no-5xx/token-form-extra-parameter');
  if (/%[89a-fA-F][0-9a-fA-F]/.test(text)) found.push('server-no-5xx/token-form-percent-encoding');
  return found;
}

/**
 * The robustness fault a request body trips (a 500 under it), or undefined: the form of a token
 * request, the JSON of a single check, each line of a bulk file (its names and how its JSON is written).
 */
export function bodyTrip(ctx: FaultSwitch, operation: OperationId, text: string): FaultId | undefined {
  if (!anyOn(ctx)) return undefined;
  const found =
    operation === 'token'
      ? tokenFaults(text)
      : text
          .split('\n')
          .filter((line) => line.trim() !== '')
          .flatMap((line) => lineFaults(operation, line));
  return found.find((f) => ctx.breaks(f));
}
