import type { Readable } from 'node:stream';
import { Agent, request, errors as undiciErrors } from 'undici';
import { SizeLimitError, TransportError } from '../errors.ts';
import { redactor } from '../output/redactor.ts';
import { DEFAULT_TRANSPORT_LIMITS, type TransportLimits } from './limits.ts';
import type { Exchange, OutgoingRequest, ReceivedResponse } from './types.ts';

/** Response head with a body still to read (streaming reads, e.g. NDJSON result files). */
export interface StreamedResponse {
  readonly status: number;
  readonly headers: ReceivedResponse['headers'];
  readonly body: Readable;
  /** Started-at time of the exchange, ms since epoch. */
  readonly startedAtMs: number;
}

function describe(error: unknown, req: OutgoingRequest, limits: TransportLimits): string {
  const target = `${req.method} ${new URL(req.url).origin}${new URL(req.url).pathname}`;
  if (error instanceof undiciErrors.ConnectTimeoutError)
    return `${target}: no connection within ${limits.connectTimeoutMs} ms`;
  if (error instanceof undiciErrors.HeadersTimeoutError)
    return `${target}: no response headers within ${limits.headersTimeoutMs} ms`;
  if (error instanceof undiciErrors.BodyTimeoutError)
    return `${target}: response body stalled for ${limits.bodyTimeoutMs} ms`;
  if (error instanceof Error && error.name === 'TimeoutError')
    return `${target}: exchange took over ${limits.requestTimeoutMs} ms`;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return redactor.redact(`${target}: ${code ? `${code} ` : ''}${message}`);
}

/**
 * HTTP transport over undici's `request` (never `fetch`, which adds headers of its own: A10).
 * Sends exactly the headers given; every read bounded by {@link TransportLimits}.
 */
export class Transport {
  readonly limits: TransportLimits;
  readonly #agent: Agent;

  constructor(limits: Partial<TransportLimits> = {}) {
    this.limits = { ...DEFAULT_TRANSPORT_LIMITS, ...limits };
    this.#agent = new Agent({
      connect: { timeout: this.limits.connectTimeoutMs },
      headersTimeout: this.limits.headersTimeoutMs,
      bodyTimeout: this.limits.bodyTimeoutMs,
    });
  }

  /**
   * Sends `req` and returns the response head and its unread body.
   * @throws TransportError when the target cannot be reached or answers too slowly.
   */
  async open(req: OutgoingRequest): Promise<StreamedResponse> {
    const startedAtMs = Date.now();
    try {
      const response = await request(req.url, {
        method: req.method as 'GET',
        headers: req.headers,
        body: req.body ?? null,
        dispatcher: this.#agent,
        signal: AbortSignal.timeout(this.limits.requestTimeoutMs),
      });
      return { status: response.statusCode, headers: response.headers, body: response.body, startedAtMs };
    } catch (cause) {
      throw new TransportError(describe(cause, req, this.limits), { cause });
    }
  }

  /**
   * Sends `req` and reads the whole body (at most `maxBodyBytes`).
   * @throws TransportError on timeouts and connection failures; SizeLimitError past the cap.
   */
  async send(req: OutgoingRequest): Promise<Exchange> {
    const head = await this.open(req);
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of head.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > this.limits.maxBodyBytes) {
          head.body.destroy();
          throw new SizeLimitError(
            `${req.method} ${req.url}: response body over ${this.limits.maxBodyBytes} bytes`,
          );
        }
        chunks.push(chunk);
      }
    } catch (cause) {
      if (cause instanceof SizeLimitError) throw cause;
      throw new TransportError(describe(cause, req, this.limits), { cause });
    }
    const response: ReceivedResponse = {
      status: head.status,
      headers: head.headers,
      bodyText: Buffer.concat(chunks).toString('utf8'),
    };
    return { request: req, response, durationMs: Date.now() - head.startedAtMs };
  }

  /** Closes every pooled connection. */
  async close(): Promise<void> {
    await this.#agent.close();
  }
}
