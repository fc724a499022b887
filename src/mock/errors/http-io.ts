import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, validateHeaderValue } from 'node:http';
import type { MockContext } from '../context.ts';
import { errorFaults } from '../faults/errors.ts';
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
 * The `X-Request-Id` a bulk answer echoes (interface.md Endpoints/4, Errors/Error response): the
 * request's value when it has one that can be sent back as a header value, a fresh UUID otherwise.
 */
export function requestIdEcho(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  if (typeof sent !== 'string' || sent.length === 0) return randomUUID();
  try {
    validateHeaderValue('X-Request-Id', sent);
    return sent;
  } catch {
    return randomUUID();
  }
}

/** Sends `text` with `status` and Content-Type `contentType` (and its Content-Length). */
export function sendText(res: ServerResponse, status: number, text: string, contentType: string): void {
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Sends `body` as JSON with `status`; Content-Type `application/json;charset=utf-8` unless given. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json;charset=utf-8',
): void {
  sendText(res, status, JSON.stringify(body), contentType);
}

/**
 * Sends a technical error response (interface.md Errors/Error response) as JSON, written as the
 * mock's error choices say (error-shape.ts, Content-Type per A8), as the faults of error responses
 * leave it (`errorFaults`, src/mock/faults/errors.ts): the problem, the body, the X-Request-Id
 * echo, the Content-Type.
 */
export function sendProblem(ctx: MockContext, res: ServerResponse, given: Problem): void {
  const headers = (res.req as IncomingMessage | undefined)?.headers;
  const problem = errorFaults.problem(ctx, given, headers);
  for (const [name, value] of Object.entries(problem.headers ?? {})) res.setHeader(name, value);
  const body = errorFaults.body(
    ctx,
    problem.status,
    shapeErrorBody(ctx, problem.status, problem.body),
    headers,
  );
  errorFaults.breakEcho(ctx, res, headers);
  sendJson(res, problem.status, body, errorFaults.contentType(ctx, errorContentType(ctx)));
}
