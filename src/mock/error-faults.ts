import type { MockContext } from './context.ts';
import type { ErrorBody } from './problem.ts';

/**
 * The error body as a mock started with error-response faults sends it: each fault breaks the
 * one rule it names (title of 71 characters for `error-title-max-70`, and so on); without
 * faults the body is returned unchanged.
 */
export function breakErrorBody(ctx: MockContext, body: ErrorBody): ErrorBody {
  const out: ErrorBody = { ...body };
  if (ctx.breaks('error-type-max-70')) out.type = `/problems/${'x'.repeat(61)}`;
  // Only free-text titles: a FORMAT_ERROR title is also judged by the test of the rule it reports.
  if (ctx.breaks('error-title-max-70') && out.code !== 'FORMAT_ERROR')
    out.title = (out.title ?? 'ERROR').padEnd(71, '_');
  if (ctx.breaks('error-detail-max-500')) out.detail = (out.detail ?? '').padEnd(501, '.');
  if (ctx.breaks('error-instance-max-256')) out.instance = `/${'i'.repeat(256)}`;
  if (ctx.breaks('error-format-error-code') && out.code === 'FORMAT_ERROR') out.code = 'BAD_FORMAT';
  if (ctx.breaks('error-body-shape')) delete (out as Partial<ErrorBody>).type;
  return out;
}
