import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PATHS } from '../../src/api/paths.ts';

/** How a hostile target misbehaves where it is hostile. */
export type HostileBehaviour =
  'never answers' | 'resets' | 'not HTTP' | 'endless body' | '1 byte/s' | 'truncated JSON' | 'invalid UTF-8';

/** Every behaviour, in a fixed order. */
export const HOSTILE_BEHAVIOURS: readonly HostileBehaviour[] = [
  'never answers',
  'resets',
  'not HTTP',
  'endless body',
  '1 byte/s',
  'truncated JSON',
  'invalid UTF-8',
];

/** Where it is hostile: at the token endpoint itself, or only after a valid token was handed out. */
export type HostilePhase = 'before token' | 'after token';

/** A started hostile target: its base URL, the credentials it accepts, the tokens it issued. */
export interface HostileTarget {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly apiSecret: string;
  readonly issuedTokens: readonly string[];
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json;charset=utf-8';

function misbehave(behaviour: HostileBehaviour, req: IncomingMessage, res: ServerResponse): void {
  const isToken = req.url === PATHS.token;
  switch (behaviour) {
    case 'never answers':
      return;
    case 'resets':
      req.socket.resetAndDestroy();
      return;
    case 'not HTTP':
      req.socket.end(Buffer.concat([Buffer.from('SSH-2.0-OpenSSH_9.6\r\n\0\u0001'), randomBytes(64)]));
      return;
    case 'endless body': {
      res.writeHead(200, { 'Content-Type': JSON_TYPE });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', pump);
      pump();
      return;
    }
    case '1 byte/s': {
      res.writeHead(200, { 'Content-Type': JSON_TYPE });
      const timer = setInterval(() => res.write(' '), 1_000);
      res.on('close', () => clearInterval(timer));
      return;
    }
    case 'truncated JSON':
      res.writeHead(isToken ? 200 : 202, { 'Content-Type': JSON_TYPE });
      res.end(isToken ? '{"access_token":"tok' : '{"taskId":"3fa85f64-5717-');
      return;
    case 'invalid UTF-8': {
      // Invalid bytes inside every string value: the access_token, or status and taskId.
      const bad = Buffer.from([0xff, 0xfe, 0xc3, 0x28]);
      const parts = isToken
        ? ['{"access_token":"', '","token_type":"Bearer","expires_in":3600}']
        : ['{"status":"', '","taskId":"', '"}'];
      res.writeHead(200, { 'Content-Type': JSON_TYPE });
      res.end(
        Buffer.concat(parts.flatMap((part, n) => (n === 0 ? [Buffer.from(part)] : [bad, Buffer.from(part)]))),
      );
      return;
    }
  }
}

function answerToken(req: IncomingMessage, res: ServerResponse, target: HostileTarget, issued: string[]) {
  const basic = `Basic ${Buffer.from(`${target.apiKey}:${target.apiSecret}`).toString('base64')}`;
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => {
    body += chunk.slice(0, 4096);
  });
  req.on('end', () => {
    const grant = new URLSearchParams(body).get('grant_type');
    if (req.headers.authorization !== basic || grant !== 'client_credentials') {
      res.writeHead(401, { 'Content-Type': JSON_TYPE });
      res.end('{"type":"about:blank","code":"UNAUTHORIZED","title":"Unauthorized"}');
      return;
    }
    const token = randomBytes(24).toString('hex');
    issued.push(token);
    res.writeHead(200, { 'Content-Type': JSON_TYPE });
    res.end(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }));
  });
}

/**
 * Starts a target on an ephemeral loopback port that misbehaves as `behaviour` says: at its
 * token endpoint (`before token`), or at every functional endpoint while the token endpoint
 * issues valid tokens for its credentials (`after token`). `close()` drops every connection.
 */
export async function startHostileTarget(
  behaviour: HostileBehaviour,
  phase: HostilePhase,
): Promise<HostileTarget> {
  const issued: string[] = [];
  const server = createServer((req, res) => {
    const hostile = phase === 'before token' || req.url !== PATHS.token;
    if (hostile) misbehave(behaviour, req, res);
    else answerToken(req, res, target, issued);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const target: HostileTarget = {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey: 'hostile-key',
    apiSecret: `hostile-secret-${randomBytes(8).toString('hex')}`,
    issuedTokens: issued,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return target;
}
