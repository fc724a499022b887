import type { ServerResponse } from 'node:http';
import type { MockContext } from '../context.ts';
import type { Task } from '../tasks/task-store.ts';

/**
 * Content-Disposition of `<taskId>.ndjson` in the form `content-disposition-form` names
 * (`results.ndjson` under the `results-content-disposition/other-file` fault).
 */
function disposition(ctx: MockContext, taskId: string): string {
  const file = ctx.breaks('results-content-disposition/other-file') ? 'results.ndjson' : `${taskId}.ndjson`;
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
 * newline or not); one JSON array of them under the `results-200-ndjson/json-array` fault, and a
 * last line `# N records` under the `results-200-ndjson` fault.
 */
function ndjsonText(ctx: MockContext, records: readonly string[]): string {
  if (ctx.breaks('results-200-ndjson/json-array')) return `[${records.join(',')}]\n`;
  const lines = ctx.breaks('results-200-ndjson') ? [...records, `# ${records.length} records`] : records;
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
 * application/x-ndjson (`results-content-type`; the `results-content-type-ndjson` fault sends
 * application/json), Content-Disposition naming `<taskId>.ndjson` (`content-disposition-form`;
 * the `results-content-disposition` fault leaves it out), one result line per record in
 * submission or reversed order (`result-line-order`), framed as `ndjson-framing` says: with a
 * Content-Length, or (`chunked`) in several writes without one.
 */
export function sendResultFile(ctx: MockContext, res: ServerResponse, task: Task): void {
  const ordered =
    ctx.choice('result-line-order') === 'reversed' ? [...task.resultLines].reverse() : task.resultLines;
  const body = Buffer.from(ndjsonText(ctx, ordered), 'utf8');
  const headers: Record<string, string | number> = {
    'Content-Type': ctx.breaks('results-content-type-ndjson')
      ? 'application/json'
      : ctx.choice('results-content-type'),
  };
  if (!ctx.breaks('results-content-disposition')) {
    headers['Content-Disposition'] = disposition(ctx, task.taskId);
  }
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
