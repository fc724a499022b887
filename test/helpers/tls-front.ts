import { request } from 'node:http';
import { createServer, type Server, type ServerOptions } from 'node:https';

/**
 * An https server on 127.0.0.1 (ephemeral port) that hands every request on to `upstream`
 * (plain http): TLS in front of the mock, with `tls` as its options (its certificate and key;
 * `requestCert`, `rejectUnauthorized` and `ca` for one that demands a client certificate).
 * Each request that got through the handshake is pushed to `seen` as `METHOD /path`.
 */
export async function tlsFront(upstream: string, tls: ServerOptions, seen: string[]): Promise<Server> {
  const server = createServer(tls, (req, res) => {
    seen.push(`${req.method ?? ''} ${req.url ?? ''}`);
    const forward = request(
      `${upstream}${req.url ?? '/'}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
