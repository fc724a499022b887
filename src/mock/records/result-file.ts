import type { ServerResponse } from 'node:http';
import type { MockContext } from '../context.ts';
import { resultFaults } from '../faults/results.ts';
import type { Task } from '../tasks/task-store.ts';

/** Content-Disposition of `<taskId>.ndjson` in the form `content-disposition-form` names. */
function disposition(ctx: MockContext, taskId: string): string {
  const file = resultFaults.fileName(ctx, `${taskId}.ndjson`);
  switch (ctx.choice('content-disposition-form')) {
    case 'attachment-quoted':
      return `attachment; filename="${file}"`;
    case 'unquoted':
      return `attachment; filename=${file}`;
    case 'ext-value':
      return `attachment; filename*=UTF-8''${file}`;
    case 'ext-value-language':
      return `attachment; filename*=UTF-8'en'${file}`;
    case 'inline-spaced':
      return `inline; filename = "${file}"`;
  }
}

/**
 * The NDJSON text of result lines `records` as `ndjson-framing` frames it (LF or CRLF ends, final
 * newline or not).
 */
function ndjsonText(ctx: MockContext, records: readonly string[]): string {
  return resultFaults.fileText(ctx, framed(ctx, resultFaults.fileLines(ctx, records)), records);
}

/** `lines` framed as `ndjson-framing` says. */
function framed(ctx: MockContext, lines: readonly string[]): string {
  switch (ctx.choice('ndjson-framing')) {
    case 'crlf':
      return lines.map((line) => `${line}\r\n`).join('');
    case 'no-final-newline':
      return lines.join('\n');
    case 'lf':
    case 'chunked':
      return lines.map((line) => `${line}\n`).join('');
  }
}

/**
 * Byte offsets where `body` is cut into chunks: after every line, in the middle of every line,
 * and inside its first multi-byte UTF-8 character (after the lead byte), when it has one.
 */
function chunkBoundaries(body: Buffer): number[] {
  const cuts = new Set<number>();
  let lineStart = 0;
  for (let i = 0; i < body.length; i += 1) {
    if (body[i] !== 0x0a) continue;
    cuts.add(lineStart + Math.floor((i - lineStart) / 2));
    cuts.add(i + 1);
    lineStart = i + 1;
  }
  const lead = body.findIndex((byte) => byte >= 0xc0);
  if (lead >= 0) cuts.add(lead + 1);
  return [...cuts].filter((cut) => cut > 0 && cut < body.length).sort((a, b) => a - b);
}

/**
 * Sends the result file of PROCESSED `task` (interface.md Endpoints/5): 200, Content-Type
 * application/x-ndjson (`results-content-type`), Content-Disposition naming `<taskId>.ndjson`
 * (`content-disposition-form`), one result line per record in submission or reversed order
 * (`result-line-order`), framed as `ndjson-framing` says: with a Content-Length, or (`chunked`)
 * in several writes without one; `accept` is the request's Accept (undefined: none), which the
 * head's faults read. Its faults act through `resultFaults` (src/mock/faults/results.ts).
 */
export function sendResultFile(
  ctx: MockContext,
  res: ServerResponse,
  task: Task,
  accept: string | undefined,
): void {
  const ordered =
    ctx.choice('result-line-order') === 'reversed' ? [...task.resultLines].reverse() : task.resultLines;
  const body = Buffer.from(ndjsonText(ctx, ordered), 'utf8');
  const head = {
    'Content-Type': ctx.choice('results-content-type'),
    'Content-Disposition': disposition(ctx, task.taskId),
  };
  const headers = resultFaults.head(ctx, head, accept);
  if (ctx.choice('ndjson-framing') !== 'chunked') {
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(body);
    return;
  }
  res.writeHead(200, headers);
  let start = 0;
  for (const cut of chunkBoundaries(body)) {
    res.write(body.subarray(start, cut));
    start = cut;
  }
  res.end(body.subarray(start));
}
