import type { IncomingMessage } from 'node:http';
import { emptyHeaderProblem } from './bulk-headers.ts';
import { headerValue } from './bulk-guard.ts';
import type { MockContext } from '../context.ts';
import { requestFaults } from '../faults/requests.ts';
import { formatError, httpProblem, type Problem } from '../errors/problem.ts';

/**
 * The Content-Type rule of the submission (assumptions.md A2; interface.md Errors/HTTP statuses
 * 415): application/x-ndjson, optionally with charset UTF-8, compared without regard to case, a
 * quoted charset the same as its token (A2, RFC 9110 §8.3). Missing: 400
 * MANDATORY_HEADER_NOT_PROVIDED or 415 (`submit-content-type-missing`); empty or whitespace: 400
 * (A14, titled as `empty-mandatory-header` says); anything else: 415. Undefined when it holds.
 * A missing, an empty and an unsupported one pass through their hooks of `requestFaults`.
 */
export function contentTypeProblem(ctx: MockContext, req: IncomingMessage): Problem | undefined {
  const contentType = headerValue(req, 'content-type');
  if (contentType === undefined) {
    return requestFaults.contentTypeMissing(
      ctx,
      ctx.choice('submit-content-type-missing') === '415'
        ? httpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type is missing; use application/x-ndjson.')
        : formatError(
            'MANDATORY_HEADER_NOT_PROVIDED',
            'The Content-Type header is mandatory.',
            'Content-Type',
          ),
    );
  }
  if (contentType.trim() === '')
    return requestFaults.contentTypeEmpty(ctx, emptyHeaderProblem(ctx, 'Content-Type'));
  const [mediaType = '', ...params] = contentType.split(';').map((p) => p.trim().toLowerCase());
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replaceAll('"', '');
  // utf8 is no name of UTF-8: the IANA registry (RFC 9110 §8.3.2) lists UTF-8 and csUTF8.
  const charsetOk = charset === undefined || charset === 'utf-8';
  const unsupported =
    mediaType !== 'application/x-ndjson' || !charsetOk
      ? httpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Use application/x-ndjson with charset UTF-8.')
      : undefined;
  return requestFaults.contentType(ctx, charset, unsupported);
}
