import type { IncomingMessage, ServerResponse } from 'node:http';
import { SCENARIO_NAMES } from '../spec/scenario-names.ts';
import { authorize, checkBulkHeaders } from './bulk-guard.ts';
import type { MockContext } from './context.ts';
import { readBody, sendJson, sendProblem } from './http-io.ts';
import { formatError, httpProblem } from './problem.ts';
import { nameLimit } from './name-limit.ts';
import { resultLine } from './record-check.ts';
import type { TaskFate } from './task-store.ts';

type Json = Record<string, unknown>;

function contentTypeProblem(ctx: MockContext, req: IncomingMessage) {
  const contentType = req.headers['content-type'];
  if (contentType === undefined || contentType.trim() === '') {
    return formatError(
      'MANDATORY_HEADER_NOT_PROVIDED',
      'The Content-Type header is mandatory.',
      'Content-Type',
    );
  }
  const [mediaType = '', ...params] = contentType.split(';').map((p) => p.trim().toLowerCase());
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replaceAll('"', '');
  const charsetOk = charset === undefined || charset === 'utf-8' || charset === 'utf8';
  if ((mediaType !== 'application/x-ndjson' || !charsetOk) && !ctx.breaks('submit-content-type-415')) {
    return httpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Use application/x-ndjson with charset UTF-8.');
  }
  return undefined;
}

function parseLines(text: string): { records: Json[]; corruptLine?: number } {
  const records: Json[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return { records, corruptLine: index + 1 };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { records, corruptLine: index + 1 };
    records.push(value as Json);
  }
  return { records };
}

function fateOf(ctx: MockContext, records: readonly Json[]): TaskFate {
  const { processingMs, slowMs } = ctx.options;
  const first = records[0]?.party;
  const name = typeof first === 'object' && first !== null ? (first as Json).name : undefined;
  if (name === SCENARIO_NAMES.failed) {
    return { finalStatus: 'FAILED', processingMs, detail: 'Processing failed (scenario SCENARIO_FAILED).' };
  }
  if (name === SCENARIO_NAMES.timedOut) {
    return {
      finalStatus: 'TIMED_OUT',
      processingMs,
      detail: 'The file was not processed within the service-level timeframe.',
    };
  }
  if (name === SCENARIO_NAMES.slow) return { finalStatus: 'PROCESSED', processingMs: slowMs };
  return { finalStatus: 'PROCESSED', processingMs };
}

function failed(ctx: MockContext, detail: string): TaskFate {
  return { finalStatus: 'FAILED', processingMs: ctx.options.processingMs, detail };
}

/**
 * POST /vopgateway/v1/bulk (assumptions.md A2): NDJSON body, 415 for another Content-Type,
 * 202 with `{taskId}`. A corrupt, oversized or over-long file is accepted and ends FAILED.
 */
export async function handleSubmit(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const guard = authorize(ctx, req, 'submit', true);
  if ('problem' in guard) {
    sendProblem(ctx, res, guard.problem);
    return;
  }
  const problem = checkBulkHeaders(ctx, req, 'submit', ['application/json']) ?? contentTypeProblem(ctx, req);
  if (problem) {
    sendProblem(ctx, res, problem);
    return;
  }

  const { maxFileBytes, maxRecords } = ctx.options;
  const body = await readBody(req, maxFileBytes);
  if (body.text.trim() === '' && !body.truncated) {
    {
      sendProblem(ctx, res, formatError('INVALID_REQUEST', 'The bulk file is empty.'));
      return;
    }
  }
  const { records, corruptLine } = parseLines(body.text);
  let fate: TaskFate;
  if (body.truncated) fate = failed(ctx, `The file exceeds the maximum size of ${maxFileBytes} bytes.`);
  else if (corruptLine !== undefined) fate = failed(ctx, `Line ${corruptLine} is not a JSON object.`);
  else if (records.length > maxRecords)
    fate = failed(ctx, `The file exceeds the maximum of ${maxRecords} records.`);
  else fate = fateOf(ctx, records);

  const nameMax = nameLimit(ctx, 'record-name-max-140');
  const withoutUetr = ctx.breaks('results-record-uetr');
  const line = (record: Record<string, unknown>) => {
    const { uetr, ...rest } = resultLine(record, nameMax);
    return JSON.stringify(withoutUetr ? rest : { uetr, ...rest });
  };
  const lines = fate.finalStatus === 'PROCESSED' ? records.map(line) : [];
  const task = ctx.tasks.add(guard.client.id, fate, lines);
  sendJson(res, ctx.breaks('submit-202-task-id') ? 200 : 202, { taskId: task.taskId });
}
