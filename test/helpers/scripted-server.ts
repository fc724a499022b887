import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback HTTP server whose answers a test scripts; records every request it saw. */
export interface ScriptedServer {
  readonly baseUrl: string;
  readonly requests: IncomingMessage[];
  close(): Promise<void>;
}

/** Starts a server on an ephemeral loopback port that answers each request with `handle`. */
export async function startScriptedServer(
  handle: (req: IncomingMessage, res: ServerResponse, index: number) => void,
): Promise<ScriptedServer> {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    handle(req, res, requests.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
