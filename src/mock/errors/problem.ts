/**
 * Error bodies exactly as interface.md Errors/Error response describes them
 * (type, code, title, detail, instance, status), kept within the Limits.
 */

/** The FORMAT_ERROR titles of interface.md Errors/Functional errors. */
export type FormatErrorTitle =
  | 'INVALID_HEADER'
  | 'MANDATORY_HEADER_NOT_PROVIDED'
  | 'INVALID_REQUEST'
  | 'MANDATORY_FIELD_NOT_PROVIDED'
  | 'INVALID_FIELD'
  | 'NAME_TOO_LONG'
  | 'MUTUALLY_EXCLUSIVE_FIELDS_USED';

/** An error body as sent on the wire. */
export interface ErrorBody {
  type: string;
  code: string;
  title?: string;
  detail?: string;
  instance?: string;
  status?: number;
  uetr?: string;
}

/** A technical error: HTTP status, body, and extra headers (e.g. `Allow`). */
export interface Problem {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A 400 FORMAT_ERROR with `title`; `instance` is a JSON pointer or header name. */
export function formatError(title: FormatErrorTitle, detail: string, instance?: string): Problem {
  const body: ErrorBody = {
    type: '/problems/format-error',
    code: 'FORMAT_ERROR',
    title,
    detail,
    status: 400,
  };
  if (instance !== undefined) body.instance = instance;
  return { status: 400, body };
}

/** A non-400 technical error (401, 403, 404, 405, 406, 409, 415, 500). */
export function httpProblem(
  status: number,
  code: string,
  detail: string,
  headers?: Readonly<Record<string, string>>,
): Problem {
  const type = `/problems/${code.toLowerCase().replaceAll('_', '-')}`;
  const problem: Problem = { status, body: { type, code, title: code, detail, status } };
  return headers ? { ...problem, headers } : problem;
}
