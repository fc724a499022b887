import type { IncomingMessage } from 'node:http';
import { emptyHeaderProblem } from './bulk-headers.ts';
import { headerValue } from './bulk-guard.ts';
import type { MockContext } from '../context.ts';
import { formatError, httpProblem, type Problem } from '../errors/problem.ts';

/**
 * The Content-Type rule of the submission (assumptions.md A2; interface.md Errors/HTTP statuses
 * 415): application/x-ndjson, optionally with charset UTF-8. Missing: 400
 * MANDATORY_HEADER_NOT_PROVIDED or 415 (`submit-content-type-missing`); empty or whitespace: 400
 * (A14, titled as `empty-mandatory-header` says); anything else: 415. Undefined when it holds.
 * Faults: `submit-content-type-missing` accepts a missing one, `submit-content-type-415` any
 * other, `submit-content-type-415/strict` answers `; charset=utf-8` 415.
 */
export function contentTypeProblem(ctx: MockContext, req: IncomingMessage): Problem | undefined {
  const contentType = headerValue(req, 'content-type');
  if (contentType === undefined) {
    if (ctx.breaks('submit-content-type-missing')) return undefined;
    return ctx.choice('submit-content-type-missing') === '415'
      ? httpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type is missing; use application/x-ndjson.')
      : formatError('MANDATORY_HEADER_NOT_PROVIDED', 'The Content-Type header is mandatory.', 'Content-Type');
  }
  if (contentType.trim() === '') return emptyHeaderProblem(ctx, 'Content-Type');
  const [mediaType = '', ...params] = contentType.split(';').map((p) => p.trim().toLowerCase());
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replaceAll('"', '');
  const charsetOk = charset === undefined || charset === 'utf-8' || charset === 'utf8';
  // The /strict fault takes any charset parameter, UTF-8 included, for another charset.
  const strict = charset !== undefined && ctx.breaks('submit-content-type-415/strict');
  if (
    (mediaType !== 'application/x-ndjson' || !charsetOk || strict) &&
    !ctx.breaks('submit-content-type-415')
  ) {
    return httpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Use application/x-ndjson with charset UTF-8.');
  }
  return undefined;
}
