import { randomUUID } from 'node:crypto';
import type { Problem } from '../errors/problem.ts';

/**
 * Open Banking style bodies of the two single checks, for the `ob-envelope` alternative of the
 * choice `single-check-response-shape` (interface.md Endpoints/2, 3: "Response shape: not
 * shown."; Errors: "error bodies of the single-check calls: not shown."). The HTTP statuses
 * are the mock's usual ones (A7); only the bodies differ.
 */

/** A success body: the result in `Data`, the resource in `Links.Self`, an empty `Meta`. */
export interface ObEnvelope {
  readonly Data: Readonly<Record<string, unknown>>;
  readonly Links: { readonly Self: string };
  readonly Meta: Readonly<Record<string, unknown>>;
}

/** One entry of `Errors`: an OB error code, a text, and the offending field or header. */
export interface ObErrorDetail {
  readonly ErrorCode: string;
  readonly Message: string;
  readonly Path?: string;
}

/** An error body: the HTTP status as text, a fresh UUID, a message and at least one entry. */
export interface ObErrorBody {
  readonly Code: string;
  readonly Id: string;
  readonly Message: string;
  readonly Errors: readonly ObErrorDetail[];
}

/** `data` of the call at `selfPath` (a path under the base address) in the OB envelope. */
export function obEnvelope(data: Readonly<Record<string, unknown>>, selfPath: string): ObEnvelope {
  return { Data: data, Links: { Self: selfPath }, Meta: {} };
}

/** OB error codes of the FORMAT_ERROR titles (interface.md Errors/Functional errors). */
const OB_CODES: Readonly<Record<string, string>> = {
  INVALID_HEADER: 'UK.OBIE.Header.Invalid',
  MANDATORY_HEADER_NOT_PROVIDED: 'UK.OBIE.Header.Missing',
  INVALID_REQUEST: 'UK.OBIE.Resource.InvalidFormat',
  MANDATORY_FIELD_NOT_PROVIDED: 'UK.OBIE.Field.Missing',
  INVALID_FIELD: 'UK.OBIE.Field.Invalid',
  NAME_TOO_LONG: 'UK.OBIE.Field.Invalid',
  MUTUALLY_EXCLUSIVE_FIELDS_USED: 'UK.OBIE.Field.Unexpected',
};

const MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorised',
  403: 'Forbidden',
  500: 'Internal server error',
};

/** `/accountId/value` (JSON pointer) as `accountId.value`; a header name as it is. */
function pathOf(instance: string): string {
  return instance.startsWith('/') ? instance.slice(1).split('/').join('.') : instance;
}

/** `problem` as an OB error body: its status as `Code`, its title and detail in `Errors`. */
export function obError(problem: Problem): ObErrorBody {
  const { status, body } = problem;
  const errorCode =
    status === 401
      ? 'UK.OBIE.Header.Invalid'
      : ((body.title !== undefined ? OB_CODES[body.title] : undefined) ?? 'UK.OBIE.UnexpectedError');
  const label = body.title ?? body.code;
  const detail: ObErrorDetail = {
    ErrorCode: errorCode,
    Message: body.detail === undefined ? label : `${label}: ${body.detail}`,
    ...(status === 401
      ? { Path: 'Authorization' }
      : body.instance === undefined
        ? {}
        : { Path: pathOf(body.instance) }),
  };
  return {
    Code: String(status),
    Id: randomUUID(),
    Message: MESSAGES[status] ?? 'Request failed',
    Errors: [detail],
  };
}
