import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback reverse proxy in front of a target; `close()` stops it. */
export interface TestProxy {
  readonly baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts a proxy on an ephemeral loopback port that forwards every request to `targetBaseUrl`
 * unless `intercept` answers it (returns true after writing the response itself). `observe`
 * sees each forwarded request with the target's answer (its status and headers) as it arrives.
 */
export async function startProxy(
  targetBaseUrl: string,
  intercept: (req: IncomingMessage, res: ServerResponse) => boolean,
  observe?: (req: IncomingMessage, answer: IncomingMessage) => void,
): Promise<TestProxy> {
  const target = new URL(targetBaseUrl);
  const server = createServer((req, res) => {
    if (intercept(req, res)) return;
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        observe?.(req, answer);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
