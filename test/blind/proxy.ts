// A forwarding HTTP proxy in front of the reference mock that applies one fault's transform.
// Request and response bodies are buffered whole (capped), headers are kept with their
// duplicates, and any absolute URL of the mock in a response is rewritten to the proxy's.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Largest request or response body the proxy buffers (bulk files are at most ~10 MiB). */
const BODY_CAP = 64 * 1024 * 1024;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** An ordered list of header fields that keeps duplicates; names compare case-insensitively. */
export class HeaderList {
  private fields: [string, string][];

  constructor(fields: [string, string][] = []) {
    this.fields = fields.map(([n, v]) => [n, v]);
  }

  static fromRaw(raw: string[]): HeaderList {
    const fields: [string, string][] = [];
    for (let i = 0; i + 1 < raw.length; i += 2) fields.push([raw[i] ?? '', raw[i + 1] ?? '']);
    return new HeaderList(fields);
  }

  get(name: string): string | undefined {
    const n = name.toLowerCase();
    return this.fields.find(([k]) => k.toLowerCase() === n)?.[1];
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  set(name: string, value: string): void {
    this.delete(name);
    this.fields.push([name, value]);
  }

  delete(name: string): void {
    const n = name.toLowerCase();
    this.fields = this.fields.filter(([k]) => k.toLowerCase() !== n);
  }

  entries(): [string, string][] {
    return this.fields.map(([n, v]) => [n, v]);
  }

  clone(): HeaderList {
    return new HeaderList(this.fields);
  }
}

export interface ProxyRequest {
  method: string;
  /** Path and query exactly as the client sent them (percent-encoding untouched). */
  path: string;
  headers: HeaderList;
  body: Buffer;
}

export interface ProxyResponse {
  status: number;
  headers: HeaderList;
  body: Buffer;
}

export interface FaultContext {
  /** State a fault keeps within one run (one proxy). */
  state: Map<string, unknown>;
  /** The VOP_* variables the mock printed (its own URLs). */
  banner: Readonly<Record<string, string>>;
  /** Sends a request to the mock and returns its full response. */
  forward(req: ProxyRequest): Promise<ProxyResponse>;
}

/** A fault: receives each request and returns the response the client sees. */
export type Transform = (req: ProxyRequest, ctx: FaultContext) => Promise<ProxyResponse>;

export const passThrough: Transform = (req, ctx) => ctx.forward(req);

export interface RunningProxy {
  url: string;
  close(): Promise<void>;
}

function readBody(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_CAP) {
        reject(new Error(`body over ${BODY_CAP} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    stream.on('error', reject);
  });
}

function replaceAll(body: Buffer, from: string, to: string): Buffer {
  const needle = Buffer.from(from, 'latin1');
  if (needle.length === 0 || !body.includes(needle)) return body;
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at), Buffer.from(to, 'latin1'));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return Buffer.concat(parts);
}

/** Starts the proxy on an ephemeral loopback port in front of `target` (the mock's base URL). */
export async function startProxy(
  target: string,
  transform: Transform,
  banner: Readonly<Record<string, string>>,
): Promise<RunningProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  let proxyOrigin = '';

  const forward = (req: ProxyRequest): Promise<ProxyResponse> =>
    new Promise((resolve, reject) => {
      const headers: [string, string][] = req.headers
        .entries()
        .filter(([n]) => !HOP_BY_HOP.has(n.toLowerCase()) && n.toLowerCase() !== 'content-length');
      const hasBody = req.body.length > 0 || !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(req.method);
      if (hasBody) headers.push(['Content-Length', String(req.body.length)]);
      // With headers as an array Node adds no Host of its own: always send the upstream's.
      const flat: string[] = ['Host', upstream.host];
      for (const [n, v] of headers) {
        if (n.toLowerCase() !== 'host') flat.push(n, v);
      }
      const out = http.request({
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.path,
        headers: flat,
        agent,
      });
      out.setTimeout(180_000, () => out.destroy(new Error('upstream timeout')));
      out.on('error', reject);
      out.on('response', (res) => {
        readBody(res).then((body) => {
          resolve({ status: res.statusCode ?? 502, headers: HeaderList.fromRaw(res.rawHeaders), body });
        }, reject);
      });
      out.end(req.body);
    });

  const ctx: FaultContext = { state: new Map(), banner, forward };

  const server = http.createServer((inReq, outRes) => {
    void (async () => {
      try {
        const body = await readBody(inReq);
        const req: ProxyRequest = {
          method: inReq.method ?? 'GET',
          path: inReq.url ?? '/',
          headers: HeaderList.fromRaw(inReq.rawHeaders),
          body,
        };
        const res = await transform(req, ctx);
        let resBody = res.body;
        const origin = upstream.origin;
        resBody = replaceAll(resBody, origin, proxyOrigin);
        const fields: string[] = [];
        for (const [n, v] of res.headers.entries()) {
          const lower = n.toLowerCase();
          if (HOP_BY_HOP.has(lower)) continue;
          if (lower === 'content-length' && req.method !== 'HEAD') continue;
          fields.push(n, v.split(origin).join(proxyOrigin));
        }
        const bodyless = req.method === 'HEAD' || res.status === 204 || res.status === 304;
        if (!bodyless) fields.push('Content-Length', String(resBody.length));
        outRes.writeHead(res.status, fields);
        outRes.end(bodyless ? undefined : resBody);
      } catch (err) {
        if (!outRes.headersSent) {
          outRes.writeHead(502, { 'content-type': 'text/plain' });
        }
        outRes.end(`blind proxy: ${err instanceof Error ? err.message : String(err)}`);
      }
    })();
  });
  server.keepAliveTimeout = 5000;
  server.requestTimeout = 0;

  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  proxyOrigin = `http://127.0.0.1:${port}`;
  return {
    url: proxyOrigin + upstream.pathname.replace(/\/$/, ''),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          agent.destroy();
          resolve();
        });
      }),
  };
}
