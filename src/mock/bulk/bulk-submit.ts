import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServedMedia } from './accept.ts';
import { fateOfFile, fileLimits, parseLines, recordRejection } from '../records/bulk-file.ts';
import { checkBulkHeaders } from './bulk-headers.ts';
import { guardInOrder } from './check-order.ts';
import { SUBMIT_RULES } from '../../rules/operation-rule-ids.ts';
import type { MockContext } from '../context.ts';
import { readBody, sendProblem } from '../errors/http-io.ts';
import { formatError } from '../errors/problem.ts';
import { bodyTrip } from '../faults/robustness/trip.ts';
import { resultLines } from '../records/result-line.ts';
import { contentTypeProblem } from './submit-content-type.ts';
import { sendSubmitted } from './submit-response.ts';

/** What the submission answers with: a JSON body (its Accept is checked as endpoint 4's). */
export const SUBMIT_MEDIA: ServedMedia = { mediaTypes: ['application/json'], wildcard: false };

/**
 * POST /vopgateway/v1/bulk (assumptions.md A2): token, headers, Accept and Content-Type in the
 * `check-order` order; an NDJSON body; 202 with `{taskId}` (`submit-response`). A file over the
 * size or record limit (`file-limits`) is accepted and ends FAILED; a line that is not a JSON
 * object ends FAILED or gets 400 INVALID_REQUEST at once (`submit-corrupt-file`).
 */
export async function handleSubmit(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const guard = guardInOrder(ctx, req, SUBMIT_RULES, {
    headers: () => checkBulkHeaders(ctx, req, SUBMIT_RULES, SUBMIT_MEDIA) ?? contentTypeProblem(ctx, req),
  });
  if ('problem' in guard) {
    sendProblem(ctx, res, guard.problem);
    return;
  }

  const limits = fileLimits(ctx);
  const body = await readBody(req, limits.maxFileBytes);
  const tripped = bodyTrip(ctx, 'bulk-submit', body.text);
  if (tripped) throw new Error(`${tripped}: the bulk file could not be stored.`);
  if (body.text.trim() === '' && !body.truncated) {
    sendProblem(ctx, res, formatError('INVALID_REQUEST', 'The bulk file is empty.'));
    return;
  }
  const file = parseLines(body.text);
  if (
    file.corruptLine !== undefined &&
    !body.truncated &&
    ctx.choice('submit-corrupt-file') === 'reject-400' &&
    !ctx.breaks('submit-corrupt-file')
  ) {
    sendProblem(ctx, res, formatError('INVALID_REQUEST', `Line ${file.corruptLine} is not a JSON object.`));
    return;
  }
  const rejected = recordRejection(ctx, file);
  if (rejected) {
    sendProblem(ctx, res, rejected);
    return;
  }
  const fate = fateOfFile(ctx, file, body.truncated, limits);
  const lines = fate.finalStatus === 'PROCESSED' ? resultLines(ctx, file.records) : [];
  sendSubmitted(ctx, res, ctx.tasks.add(guard.client.id, fate, lines));
}
