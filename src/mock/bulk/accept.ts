/**
 * Accept negotiation of the bulk endpoints. Source: interface.md Errors/HTTP statuses (406:
 * "Accept header requests a content type other than application/json and/or a charset other
 * than UTF-8"); A8 (results endpoint also accepts application/x-ndjson and *\/*).
 */
import type { MockContext } from '../context.ts';

/** What an endpoint serves: its media types, and whether a bare `*\/*` is one of them (A8: results). */
export interface ServedMedia {
  readonly mediaTypes: readonly string[];
  readonly wildcard: boolean;
}

interface MediaRange {
  readonly type: string;
  readonly charset: string | undefined;
  readonly q: number;
}

function parseRange(text: string): MediaRange {
  const [type = '', ...params] = text.split(';').map((part) => part.trim());
  let charset: string | undefined;
  let q = 1;
  for (const param of params) {
    const [name = '', value = ''] = param.split('=').map((part) => part.trim().toLowerCase());
    if (name === 'charset') charset = value.replaceAll('"', '');
    if (name === 'q') q = Number(value);
  }
  return { type: type.toLowerCase(), charset, q };
}

/**
 * True when `accept` (absent or empty: the default application/json) names one of
 * `mediaTypes` (or a wildcard covering one) with no charset or UTF-8.
 */
export function acceptable(accept: string | undefined, mediaTypes: readonly string[]): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((text) => {
    const range = parseRange(text);
    if (!(range.q > 0)) return false;
    if (range.charset !== undefined && range.charset !== 'utf-8' && range.charset !== 'utf8') return false;
    if (range.type === '*/*') return true;
    return mediaTypes.some(
      (m) => m === range.type || (range.type.endsWith('/*') && m.startsWith(range.type.slice(0, -1))),
    );
  });
}

const UTF8_CHARSET = /^charset\s*=\s*"?utf-?8"?$/i;

/**
 * True when `accept` (absent or empty: the default) is ONE media range `served` names, with no
 * parameter but an optional UTF-8 charset: no list, no `type/*`, and `*\/*` only where served.
 */
export function acceptableSingle(accept: string | undefined, served: ServedMedia): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  if (accept.includes(',')) return false;
  const [type = '', ...params] = accept.split(';').map((part) => part.trim());
  const mediaType = type.toLowerCase();
  const typeServed = served.mediaTypes.includes(mediaType) || (served.wildcard && mediaType === '*/*');
  return typeServed && params.every((param) => UTF8_CHARSET.test(param));
}

/** True when the mock serves `accept`, read as the `accept-lists` choice says. */
export function acceptedBy(ctx: MockContext, accept: string | undefined, served: ServedMedia): boolean {
  return ctx.choice('accept-lists') === 'strict-single'
    ? acceptableSingle(accept, served)
    : acceptable(accept, served.mediaTypes);
}
