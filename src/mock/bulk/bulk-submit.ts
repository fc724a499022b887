import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServedMedia } from './accept.ts';
import { fateOfFile, fileLimits, type ParsedFile, parseLines, splitLines } from '../records/bulk-file.ts';
import { checkBulkHeaders } from './bulk-headers.ts';
import { headerValue } from './bulk-guard.ts';
import { guardInOrder } from './check-order.ts';
import type { MockContext } from '../context.ts';
import { readBody, sendProblem } from '../errors/http-io.ts';
import { formatError, type Problem } from '../errors/problem.ts';
import { lifecycleFaults } from '../faults/lifecycle.ts';
import { recordFaults } from '../faults/records.ts';
import { resultFaults } from '../faults/results.ts';
import { robustnessFaults } from '../faults/robustness.ts';
import { recordRules, resultLines } from '../records/result-line.ts';
import { contentTypeProblem } from './submit-content-type.ts';
import { sendSubmitted } from './submit-response.ts';

/** What the submission answers with: a JSON body (its Accept is checked as endpoint 4's). */
export const SUBMIT_MEDIA: ServedMedia = { mediaTypes: ['application/json'] };

/**
 * The answer to a file with a line that is not a JSON object (A2): 400 INVALID_REQUEST at once
 * under `submit-corrupt-file: reject-400` (a truncated body ends FAILED instead); undefined when
 * the file is accepted.
 */
function corruptFileProblem(ctx: MockContext, file: ParsedFile, truncated: boolean): Problem | undefined {
  if (file.corruptLine === undefined || truncated || ctx.choice('submit-corrupt-file') !== 'reject-400')
    return undefined;
  return formatError('INVALID_REQUEST', `Line ${file.corruptLine} is not a JSON object.`);
}

/**
 * POST /vopgateway/v1/bulk (assumptions.md A2): token, headers, Accept and Content-Type in the
 * `check-order` order; an NDJSON body; 202 with `{taskId}` (`submit-response`). A file over the
 * size or record limit (`file-limits`) is accepted and ends FAILED; a line that is not a JSON
 * object ends FAILED or gets 400 INVALID_REQUEST at once (`submit-corrupt-file`). The faults of
 * the file act through `lifecycleFaults` and `recordFaults` (src/mock/faults/).
 */
export async function handleSubmit(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const guard = guardInOrder(ctx, req, 'bulk-submit', {
    headers: () => checkBulkHeaders(ctx, req, 'bulk-submit', SUBMIT_MEDIA) ?? contentTypeProblem(ctx, req),
  });
  if ('problem' in guard) {
    sendProblem(ctx, res, guard.problem);
    return;
  }

  const limits = fileLimits(ctx);
  const body = await readBody(req, limits.maxFileBytes);
  robustnessFaults.body(ctx, 'bulk-submit', body.text);
  if (body.text.trim() === '' && !body.truncated) {
    sendProblem(ctx, res, formatError('INVALID_REQUEST', 'The bulk file is empty.'));
    return;
  }
  const lines = resultFaults.submittedLines(ctx, body.text, splitLines(body.text));
  const file = lifecycleFaults.parsedFile(ctx, parseLines(lines));
  const refused = recordFaults.fileRefused(
    ctx,
    file.records,
    recordRules(ctx),
    corruptFileProblem(ctx, file, body.truncated),
  );
  if (refused) {
    sendProblem(ctx, res, refused);
    return;
  }
  const uetrs = file.records.flatMap((record) => (typeof record.uetr === 'string' ? [record.uetr] : []));
  const again = lifecycleFaults.resubmission(ctx, uetrs, () => ctx.tasks.tasksOf(guard.client.id));
  if (again) {
    sendProblem(ctx, res, again);
    return;
  }
  const fate = fateOfFile(ctx, file, body.truncated, limits);
  const results = fate.finalStatus === 'PROCESSED' ? resultLines(ctx, file.records) : [];
  const endUser = headerValue(req, 'x-end-user');
  const task = ctx.tasks.add(guard.client.id, fate, results, {
    uetrs,
    ...(endUser === undefined ? {} : { endUser }),
  });
  sendSubmitted(ctx, res, lifecycleFaults.answeredTask(ctx, task, body.text));
}
