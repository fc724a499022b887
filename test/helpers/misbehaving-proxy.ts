import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How a misbehaving forward proxy treats every CONNECT: closes the connection at once without
 * answering (what made undici 7 loop, nodejs/undici#3897), never answers it, or answers 407.
 */
export type ProxyMisbehaviour = 'closes CONNECT' | 'never answers CONNECT' | 'answers 407';

/** Every misbehaviour, in a stable order. */
export const PROXY_MISBEHAVIOURS: readonly ProxyMisbehaviour[] = [
  'closes CONNECT',
  'never answers CONNECT',
  'answers 407',
];

/** A misbehaving proxy started for a test: its URL, the CONNECTs it was asked for, and `close()`. */
export interface MisbehavingProxy {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** Each CONNECT it was asked for, `host:port`. */
  readonly connects: string[];
  close(): Promise<void>;
}

/**
 * A forward proxy on an ephemeral loopback port that misbehaves as `how` says on every CONNECT
 * (and answers a plain-http request 502). `close()` ends every connection it holds.
 */
export async function startMisbehavingProxy(how: ProxyMisbehaviour): Promise<MisbehavingProxy> {
  const connects: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((_req, res) => {
    res.writeHead(502).end();
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (req: { url?: string }, socket: Socket) => {
    connects.push(req.url ?? '');
    socket.on('error', () => undefined);
    if (how === 'closes CONNECT') socket.destroy();
    else if (how === 'answers 407')
      socket.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="proxy"\r\nContent-Length: 0\r\n\r\n',
      );
    // 'never answers CONNECT': the socket stays open, unanswered, until the client or close() ends it.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connects,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
