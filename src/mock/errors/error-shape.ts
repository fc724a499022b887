import { limits } from '../../schemas/limits.ts';
import type { MockContext } from '../context.ts';
import type { ErrorBody } from './problem.ts';

/**
 * How the mock writes an error body where the spec files leave it open (choices
 * `error-optional-fields`, `error-type-uri`, `error-code-non-400`), before any fault breaks it
 * (src/mock/faults/errors.ts). Every result stays a valid error body: type at most 70 characters, code
 * FORMAT_ERROR with its title for every 400 functional error (interface.md Errors; A8, A15).
 */

const TYPE_PATH = '/problems/';

/** Base of the type URI of each `error-type-uri` alternative; the slug follows it. */
const TYPE_BASES = {
  relative: TYPE_PATH,
  absolute: 'https://vop.example/problems/',
  urn: 'urn:problem-type:',
} as const;

/** `prefixed` codes by HTTP status; a status not listed gets `VOP-ERR-<status>`. */
const PREFIXED_CODES: Readonly<Record<number, string>> = {
  401: 'VOP-AUTH-001',
  403: 'VOP-AUTH-003',
  404: 'VOP-REQ-004',
  405: 'VOP-REQ-005',
  406: 'VOP-REQ-006',
  409: 'VOP-REQ-009',
  415: 'VOP-REQ-015',
  429: 'VOP-RATE-001',
  500: 'VOP-SYS-001',
};

/** `type` in the form `error-type-uri` names, at most the documented 70 characters. */
function typeUri(ctx: MockContext, type: string): string {
  if (!type.startsWith(TYPE_PATH)) return type;
  const base = TYPE_BASES[ctx.choice('error-type-uri')];
  return (base + type.slice(TYPE_PATH.length)).slice(0, limits().errorTypeMax);
}

/** `code` of a non-FORMAT_ERROR error of HTTP `status` in the form `error-code-non-400` names. */
function codeOf(ctx: MockContext, status: number, code: string): string {
  if (code === 'FORMAT_ERROR') return code;
  switch (ctx.choice('error-code-non-400')) {
    case 'named':
      return code;
    case 'numeric':
      return String(status);
    case 'prefixed':
      return PREFIXED_CODES[status] ?? `VOP-ERR-${status}`;
  }
}

/**
 * The error body of HTTP `status` as this mock's choices write it: the type URI form, the
 * code of non-400 errors, and all optional fields or only `type` and `code` (plus the title of a
 * FORMAT_ERROR, A8, and `uetr` where present).
 */
export function shapeErrorBody(ctx: MockContext, status: number, body: ErrorBody): ErrorBody {
  const out: ErrorBody = { ...body, type: typeUri(ctx, body.type), code: codeOf(ctx, status, body.code) };
  if (ctx.choice('error-optional-fields') === 'all') return out;
  const minimal: ErrorBody = { type: out.type, code: out.code };
  if (out.code === 'FORMAT_ERROR' && out.title !== undefined) minimal.title = out.title;
  if (out.uetr !== undefined) minimal.uetr = out.uetr;
  return minimal;
}

/** Content-Type of every error response, as `error-content-type` names it (A8). */
export function errorContentType(ctx: MockContext): string {
  return ctx.choice('error-content-type');
}
