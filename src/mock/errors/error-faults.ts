import type { IncomingMessage } from 'node:http';
import { isUuid, uuidLike } from '../../schemas/formats.ts';
import type { MockContext } from '../context.ts';
import type { ErrorBody } from './problem.ts';

/** Statuses whose error a provider might wrongly label a header FORMAT_ERROR (error-format-error-400). */
const MEDIA_TYPE_STATUSES: ReadonlySet<number> = new Set([406, 415]);

/**
 * True when the X-Request-Id of `req` is a UUID in a notation other than 8-4-4-4-12 (braces,
 * urn:uuid:, no hyphens): one A11 leaves open, whose 400 the suite only observes.
 */
function uuidLikeRequestId(req: IncomingMessage | undefined): boolean {
  const sent = req?.headers['x-request-id'];
  return typeof sent === 'string' && !isUuid(sent) && uuidLike(sent);
}

/**
 * The error body of HTTP `status`, answering `req`, as a mock started with error-response faults
 * sends it: each fault breaks the one rule it names (title of 71 characters for
 * `error-title-max-70`, and so on); without faults the body is returned unchanged.
 */
export function breakErrorBody(
  ctx: MockContext,
  status: number,
  body: ErrorBody,
  req?: IncomingMessage,
): ErrorBody {
  const out: ErrorBody = { ...body };
  if (ctx.breaks('error-type-max-70')) out.type = `/problems/${'x'.repeat(61)}`;
  // Only free-text titles: a FORMAT_ERROR title is also judged by the test of the rule it reports.
  if (ctx.breaks('error-title-max-70') && out.code !== 'FORMAT_ERROR')
    out.title = (out.title ?? 'ERROR').padEnd(71, '_');
  if (ctx.breaks('error-detail-max-500')) out.detail = (out.detail ?? '').padEnd(501, '.');
  if (ctx.breaks('error-instance-max-256')) out.instance = `/${'i'.repeat(256)}`;
  if (ctx.breaks('error-format-error-code') && out.code === 'FORMAT_ERROR') out.code = 'BAD_FORMAT';
  // A header's media type refused with 406 or 415, reported as a functional error of that header.
  if (ctx.breaks('error-format-error-400') && MEDIA_TYPE_STATUSES.has(status)) {
    out.code = 'FORMAT_ERROR';
    out.title = 'INVALID_HEADER';
  }
  // Only where no rule test asserts the title: the X-Request-Id notations A11 leaves observed.
  if (
    ctx.breaks('error-format-error-title') &&
    out.code === 'FORMAT_ERROR' &&
    out.title === 'INVALID_HEADER' &&
    uuidLikeRequestId(req)
  )
    out.title = 'INVALID_UUID';
  if (ctx.breaks('error-body-shape')) delete (out as Partial<ErrorBody>).type;
  if (ctx.breaks('error-body-shape/no-code') && out.code !== 'FORMAT_ERROR')
    delete (out as Partial<ErrorBody>).code;
  if (ctx.breaks('error-body-shape/status-text')) Reflect.set(out, 'status', String(status));
  return out;
}
