import { expect } from 'chai';
import { Scheduler } from '../../src/client/scheduler.ts';
import { isStreamedExchange } from '../../src/client/streamed-exchange.ts';
import { Transport } from '../../src/client/transport.ts';
import type { Exchange } from '../../src/client/types.ts';
import { VopClient } from '../../src/client/vop-client.ts';
import { type ScriptedServer, startScriptedServer } from '../helpers/scripted-server.ts';

function clientFor(server: ScriptedServer, transport: Transport): VopClient {
  const endpoint = {
    baseUrl: server.baseUrl,
    authUrl: server.baseUrl,
    credentials: { apiKey: 'k', apiSecret: 's' },
  };
  return new VopClient(endpoint, transport, new Scheduler({ ratePerSecond: 0, concurrency: 2 }), {
    maxRetries: 2,
    defaultWaitMs: 10,
    maxWaitMs: 50,
  });
}

describe('client: requests, headers and 429 retries (A6, A10)', () => {
  let server: ScriptedServer;
  let transport: Transport;
  beforeEach(() => {
    transport = new Transport({ requestTimeoutMs: 5_000 });
  });
  afterEach(async () => {
    await transport.close();
    await server.close();
  });

  it('sends exactly the chosen headers: a fresh UUID X-Request-Id, no Accept-Language or User-Agent of its own', async () => {
    server = await startScriptedServer((_req, res) => res.end('{}'));
    const client = clientFor(server, transport);
    await client.send({ operation: 'bulk-status', method: 'GET', path: '/x', auth: 'none' });
    await client.send({
      operation: 'bulk-status',
      method: 'GET',
      path: '/x',
      auth: 'none',
      headers: { 'X-Request-Id': null, 'X-Channel': 'web' },
    });
    const [first, second] = server.requests;
    expect(Object.keys(first?.headers ?? {}).sort()).to.deep.equal(['connection', 'host', 'x-request-id']);
    expect(first?.headers['x-request-id']).to.match(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(Object.keys(second?.headers ?? {}).sort()).to.deep.equal(['connection', 'host', 'x-channel']);
  });

  it('retries after 429 as Retry-After says, then returns the success', async () => {
    server = await startScriptedServer((_req, res, index) => {
      if (index < 2) {
        res.writeHead(429, { 'Retry-After': '0' });
        res.end();
      } else res.end('{"ok":true}');
    });
    const exchange = await clientFor(server, transport).send({
      operation: 'bulk-status',
      method: 'GET',
      path: '/x',
      auth: 'none',
    });
    expect(exchange.response.status).to.equal(200);
    expect(server.requests).to.have.length(3);
  });

  it('returns the 429 once the retries are spent', async () => {
    server = await startScriptedServer((_req, res) => {
      res.writeHead(429);
      res.end();
    });
    const exchange = await clientFor(server, transport).send({
      operation: 'bulk-status',
      method: 'GET',
      path: '/x',
      auth: 'none',
    });
    expect(exchange.response.status).to.equal(429);
    expect(server.requests).to.have.length(3);
  });
});

describe('client: a 401 on a functional call (A1)', () => {
  it('obtains a new token once and retries; a second 401 is returned as it is', async () => {
    let issued = 0;
    const accepted = new Set(['token-2']);
    const server = await startScriptedServer((req, res) => {
      if (req.url === '/oauth/client_credential/accesstoken') {
        issued += 1;
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ access_token: `token-${issued}`, expires_in: 3600 }));
        return;
      }
      const token = (req.headers.authorization ?? '').replace('Bearer ', '');
      res.writeHead(accepted.has(token) ? 200 : 401);
      res.end('{}');
    });
    const transport = new Transport();
    try {
      const client = clientFor(server, transport);
      const first = await client.send({ operation: 'bulk-status', method: 'GET', path: '/x' });
      expect(first.response.status).to.equal(200);
      expect(first.request.headers.Authorization).to.equal('Bearer token-2');
      accepted.clear();
      const second = await client.send({ operation: 'bulk-status', method: 'GET', path: '/x' });
      expect(second.response.status).to.equal(401);
      expect(issued).to.equal(3);
    } finally {
      await transport.close();
      await server.close();
    }
  });
});

describe("client: open() shares send()'s 429 wait, 401 renewal and listeners (A1, A6)", () => {
  let server: ScriptedServer;
  let transport: Transport;
  beforeEach(() => {
    transport = new Transport({ requestTimeoutMs: 5_000 });
  });
  afterEach(async () => {
    await transport.close();
    await server.close();
  });

  /** Reads the whole unread body of an opened response. */
  async function text(body: AsyncIterable<Buffer>): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }

  it('waits out a 429 as Retry-After says and returns the 200 stream unread', async () => {
    server = await startScriptedServer((_req, res, index) => {
      if (index === 0) {
        res.writeHead(429, { 'Retry-After': '0', 'Content-Type': 'application/json' });
        res.end('{"type":"/problems/too-many","code":"TOO_MANY_REQUESTS"}');
      } else {
        res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
        res.end('{"uetr":"a"}\n{"uetr":"b"}\n');
      }
    });
    const { response } = await clientFor(server, transport).open({
      operation: 'bulk-results',
      method: 'GET',
      path: '/r',
      auth: 'none',
    });
    expect(response.status).to.equal(200);
    expect(server.requests).to.have.length(2);
    expect(await text(response.body)).to.equal('{"uetr":"a"}\n{"uetr":"b"}\n');
  });

  it('renews the token once after a 401 on its own token, and sends again', async () => {
    let issued = 0;
    server = await startScriptedServer((req, res) => {
      if (req.url === '/oauth/client_credential/accesstoken') {
        issued += 1;
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ access_token: `token-${issued}`, expires_in: 3600 }));
        return;
      }
      const fresh = req.headers.authorization === `Bearer token-${issued}` && issued > 1;
      res.writeHead(fresh ? 200 : 401, { 'Content-Type': 'application/json' });
      res.end(fresh ? '{"uetr":"a"}\n' : '{"type":"/problems/unauthorized","code":"UNAUTHORIZED"}');
    });
    const { request, response } = await clientFor(server, transport).open({
      operation: 'bulk-results',
      method: 'GET',
      path: '/r',
    });
    expect(response.status).to.equal(200);
    expect(request.headers.Authorization).to.equal('Bearer token-2');
    expect(issued).to.equal(2);
    expect(await text(response.body)).to.equal('{"uetr":"a"}\n');
  });

  it('tells the listeners of every opened exchange: a 2xx with its body unread, an error answer whole', async () => {
    server = await startScriptedServer((_req, res, index) => {
      if (index === 0) {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end('{"type":"/problems/not-found","code":"NOT_FOUND"}');
      } else {
        res.writeHead(200, { 'Content-Type': 'application/x-ndjson', 'X-Request-Id': 'echo' });
        res.end('{"uetr":"a"}\n');
      }
    });
    const client = clientFor(server, transport);
    const heard: Exchange[] = [];
    client.onExchange((exchange) => heard.push(exchange));
    const spec = { operation: 'bulk-results', method: 'GET', path: '/r', auth: 'none' } as const;
    const failed = await client.open(spec);
    expect(failed.response.status).to.equal(404);
    expect(await text(failed.response.body), 'the caller still reads the error body').to.include('NOT_FOUND');
    const opened = await client.open(spec);
    expect(heard.map((e) => e.response.status)).to.deep.equal([404, 200]);
    expect(heard[0]?.response.bodyText).to.include('NOT_FOUND');
    expect(isStreamedExchange(heard[0] as Exchange)).to.equal(false);
    const streamed = heard[1] as Exchange;
    expect(isStreamedExchange(streamed)).to.equal(true);
    expect(streamed.request).to.equal(opened.request);
    expect(streamed.response.bodyText).to.equal('');
    expect(streamed.response.headers['x-request-id']).to.equal('echo');
    expect(await text(opened.response.body), 'the 2xx body is left for the caller').to.equal(
      '{"uetr":"a"}\n',
    );
  });
});
