import { Readable } from 'node:stream';
import { SizeLimitError } from '../errors.ts';
import type { StreamedResponse } from './transport.ts';
import type { Exchange, OutgoingRequest } from './types.ts';

/**
 * An exchange whose response body the caller reads as a stream (NDJSON result files): the
 * listeners get the status and headers with an empty `bodyText`. A check that judges a body
 * must skip it (`bodyStreamed: true`); the caller judges the streamed body itself, line by line.
 */
export interface StreamedExchange extends Exchange {
  readonly bodyStreamed: true;
}

/** Whether `exchange` is a {@link StreamedExchange} (its body was not read into `bodyText`). */
export function isStreamedExchange(exchange: Exchange): exchange is StreamedExchange {
  return (exchange as Partial<StreamedExchange>).bodyStreamed === true;
}

/** The exchange the listeners hear of when `response`'s body stays unread for the caller. */
export function streamedExchange(request: OutgoingRequest, response: StreamedResponse): StreamedExchange {
  return {
    request,
    response: { status: response.status, headers: response.headers, bodyText: '' },
    durationMs: Date.now() - response.startedAtMs,
    sentAtMs: response.startedAtMs,
    bodyStreamed: true,
  };
}

/**
 * Reads the whole body of `response` (at most `maxBytes` bytes) into an exchange, and gives back a
 * response whose body replays the same bytes: an error answer to a streamed request is judged
 * like any other (error body shape), and the caller can still read it.
 * @throws SizeLimitError past `maxBytes`; TransportError when the body cannot be read.
 */
export async function bufferedExchange(
  request: OutgoingRequest,
  response: StreamedResponse,
  maxBytes: number,
): Promise<{ exchange: Exchange; replay: StreamedResponse }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.body.destroy();
      const url = new URL(request.url);
      throw new SizeLimitError(
        `${request.method} ${url.origin}${url.pathname}: response body over ${maxBytes} bytes`,
      );
    }
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  const exchange: Exchange = {
    request,
    response: { status: response.status, headers: response.headers, bodyText: bytes.toString('utf8') },
    durationMs: Date.now() - response.startedAtMs,
    sentAtMs: response.startedAtMs,
  };
  return { exchange, replay: { ...response, body: Readable.from([bytes]) } };
}
