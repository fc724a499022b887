import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createProxy } from 'proxy';

/** A forward proxy started for a test: its URL, what it was asked to carry, and `close()`. */
export interface ForwardProxy {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** Each plain-http request it forwarded, `METHOD absolute-URL`. */
  readonly requests: string[];
  /** Each CONNECT tunnel it was asked for, `host:port`. */
  readonly connects: string[];
  close(): Promise<void>;
}

/**
 * A real forward proxy (the `proxy` package, as undici's own tests use) on an ephemeral loopback
 * port: it forwards absolute-form http requests and opens CONNECT tunnels, counting both. With
 * `credentials` (`user:password`) it answers 407 to a request without them in
 * Proxy-Authorization. `close()` ends every connection, tunnels included.
 */
export async function startForwardProxy(credentials?: string): Promise<ForwardProxy> {
  const server = createProxy(createServer());
  const requests: string[] = [];
  const connects: string[] = [];
  const sockets = new Set<Socket>();
  if (credentials !== undefined) {
    const expected = `Basic ${Buffer.from(credentials).toString('base64')}`;
    server.authenticate = (req: IncomingMessage) => req.headers['proxy-authorization'] === expected;
  }
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('request', (req: IncomingMessage) => requests.push(`${req.method ?? ''} ${req.url ?? ''}`));
  server.on('connect', (req: IncomingMessage) => connects.push(req.url ?? ''));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    connects,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
