import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockContext } from './context.ts';
import { breakErrorBody } from './error-faults.ts';
import { errorContentType, shapeErrorBody } from './error-shape.ts';
import type { Problem } from './problem.ts';

/** Result of reading a request body under a size cap (bytes). */
export interface BodyRead {
  readonly text: string;
  /** True when the body was longer than the cap; `text` then holds only the first `cap` bytes. */
  readonly truncated: boolean;
}

/** Reads a request body as UTF-8, keeping at most `capBytes` bytes and draining the rest. */
export async function readBody(req: IncomingMessage, capBytes: number): Promise<BodyRead> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    if (size + chunk.length > capBytes) {
      truncated = true;
      chunks.push(chunk.subarray(0, Math.max(0, capBytes - size)));
      size = capBytes;
      continue;
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated };
}

/**
 * Sets `X-Request-Id` on the response: the request value echoed when present
 * (interface.md Endpoints/4, Errors/Error response), a fresh UUID otherwise.
 */
export function echoRequestId(req: IncomingMessage, res: ServerResponse): void {
  const sent = req.headers['x-request-id'];
  const value = typeof sent === 'string' && sent.length > 0 ? sent : randomUUID();
  try {
    res.setHeader('X-Request-Id', value);
  } catch {
    res.setHeader('X-Request-Id', randomUUID());
  }
}

/** Sends `body` as JSON with `status`; Content-Type `application/json;charset=utf-8` unless given. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json;charset=utf-8',
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * Sends a technical error response (interface.md Errors/Error response) as JSON, written as the
 * mock's error choices say (error-shape.ts, Content-Type per A8), then changed by the
 * error-response faults `ctx` is started with (self-validation).
 */
export function sendProblem(ctx: MockContext, res: ServerResponse, problem: Problem): void {
  for (const [name, value] of Object.entries(problem.headers ?? {})) res.setHeader(name, value);
  const body = breakErrorBody(ctx, shapeErrorBody(ctx, problem.status, problem.body));
  if (ctx.breaks('error-x-request-id-echo')) res.removeHeader('X-Request-Id');
  if (ctx.breaks('error-content-type-json')) {
    const text = JSON.stringify(body);
    res.writeHead(problem.status, {
      'Content-Type': 'text/plain',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(text);
    return;
  }
  sendJson(res, problem.status, body, errorContentType(ctx));
}
