import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a flaky front misbehaves, deterministically, by the count of requests it received. */
export interface Flakiness {
  /** Every n-th request has its connection reset before any response byte (never the same request twice). */
  readonly resetEvery: number;
  /** Every n-th request is answered this late, ms (unless it is reset). */
  readonly delayEvery: number;
  readonly delayMs: number;
}

/** A started flaky front: its base URL, what it did, and `close()`. */
export interface FlakyFront {
  readonly baseUrl: string;
  /** Requests received (each attempt counts), connections reset, answers delayed. */
  readonly counts: { received: number; resets: number; delays: number };
  close(): Promise<void>;
}

/** What makes a request the same one again: a retry repeats method, URL, X-Request-Id and body. */
function sameRequest(req: IncomingMessage, body: Buffer): string {
  return `${req.method ?? ''} ${req.url ?? ''} ${String(req.headers['x-request-id'])} ${body.toString('base64')}`;
}

/**
 * A correct provider behind a flaky network (transport trouble must not fail a rule): an http
 * server on an ephemeral loopback port that hands every request on to `upstream` (the embedded mock), except that the
 * connection of every `resetEvery`-th request is reset before any response byte (a request
 * already reset once is forwarded when it comes again, so each retry can succeed), and every
 * `delayEvery`-th answer is held back `delayMs` before its head is written. Counting, not
 * chance: the same requests meet the same trouble in every run.
 */
export async function startFlakyFront(upstream: string, flakiness: Flakiness): Promise<FlakyFront> {
  const counts = { received: 0, resets: 0, delays: 0 };
  const reset = new Set<string>();
  const target = new URL(upstream);
  const forward = (req: IncomingMessage, body: Buffer, res: ServerResponse) => {
    const upstreamRequest = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstreamRequest.on('error', () => res.destroy());
    upstreamRequest.end(body);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      counts.received += 1;
      const n = counts.received;
      const body = Buffer.concat(chunks);
      const key = sameRequest(req, body);
      if (n % flakiness.resetEvery === 0 && !reset.has(key)) {
        reset.add(key);
        counts.resets += 1;
        req.socket.resetAndDestroy();
        return;
      }
      if (n % flakiness.delayEvery === 0) {
        counts.delays += 1;
        setTimeout(() => forward(req, body, res), flakiness.delayMs);
        return;
      }
      forward(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
