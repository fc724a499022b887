import { expect } from 'chai';
import { ExchangeSignal } from '../../src/client/exchange-control.ts';
import { Transport } from '../../src/client/transport.ts';
import { retryCallback } from '../../src/client/transport-retry.ts';
import type { OutgoingRequest } from '../../src/client/types.ts';
import { type ScriptedServer, startScriptedServer } from '../helpers/scripted-server.ts';

/** Short waits between attempts, so the tests stay fast (the policy's shape is the default's). */
const FAST_RETRY = { maxRetries: 2, firstWaitMs: 10, factor: 2, maxWaitMs: 50 };

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as Error,
  );
}

describe('client: transport trouble is retried before any response byte, never after', () => {
  let server: ScriptedServer;
  let transport: Transport;
  afterEach(async () => {
    await transport.close();
    await server.close();
  });

  const get = (): OutgoingRequest => ({ method: 'GET', url: `${server.baseUrl}/status`, headers: {} });

  it('repeats a GET whose connection was reset before any answer, and counts the retry and the reset', async () => {
    server = await startScriptedServer((req, res, index) => {
      if (index === 0) req.socket.resetAndDestroy();
      else res.end('fine');
    });
    transport = new Transport({}, { retry: FAST_RETRY });
    const exchange = await transport.send(get());
    expect(exchange.response.bodyText).to.equal('fine');
    expect(server.requests).to.have.length(2);
    expect(transport.tally.summary()).to.deep.include({
      retriedExchanges: 1,
      retries: 1,
      resets: 1,
      timeouts: 0,
    });
    expect(transport.breaker.trip).to.equal(undefined);
  });

  it('repeats a request that got no response headers in time (a timeout before any byte)', async () => {
    server = await startScriptedServer((_req, res, index) => {
      if (index > 0) res.end('late but here');
    });
    transport = new Transport({ headersTimeoutMs: 200 }, { retry: FAST_RETRY });
    const exchange = await transport.send(get());
    expect(exchange.response.bodyText).to.equal('late but here');
    expect(transport.tally.summary()).to.deep.include({ retries: 1, resets: 0, timeouts: 1 });
  });

  it('gives up after two retries: a TransportTroubleError, three attempts, the final reset counted', async () => {
    server = await startScriptedServer((req) => req.socket.resetAndDestroy());
    transport = new Transport({}, { retry: FAST_RETRY });
    const error = await failure(transport.send(get()));
    expect(error.name).to.equal('TransportTroubleError');
    expect(error.message).to.match(/^reset: GET http:\/\/127\.0\.0\.1:\d+\/status: /);
    expect(server.requests).to.have.length(3);
    expect(transport.tally.summary()).to.deep.include({
      retriedExchanges: 1,
      retries: 2,
      resets: 3,
      failed: { reset: 1 },
    });
  });

  it('never repeats a request once the answer began: a reset mid-body fails at once', async () => {
    server = await startScriptedServer((req, res) => {
      res.writeHead(200, { 'Content-Length': '100' });
      res.write('{"status":');
      setTimeout(() => req.socket.resetAndDestroy(), 20);
    });
    transport = new Transport({}, { retry: FAST_RETRY });
    const error = await failure(transport.send(get()));
    expect(error.name).to.equal('TransportTroubleError');
    expect(server.requests).to.have.length(1);
    expect(transport.tally.summary()).to.deep.include({ retries: 0, resets: 1 });
  });

  it('repeats a submission reset before any answer, and notes it: the provider may hold a duplicate task', async () => {
    server = await startScriptedServer((req, res, index) => {
      if (index === 0) req.socket.resetAndDestroy();
      else {
        res.writeHead(202, { 'Content-Type': 'application/json' });
        res.end('{"taskId":"3f0c2a5e-8b1d-4c6e-9a7f-1b2c3d4e5f60"}');
      }
    });
    transport = new Transport({}, { retry: FAST_RETRY });
    const exchange = await transport.send({
      operation: 'bulk-submit',
      method: 'POST',
      url: `${server.baseUrl}/bulk`,
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-1' },
      body: '[{"uetr":"x"}]',
    });
    expect(exchange.response.status).to.equal(202);
    expect(server.requests).to.have.length(2);
    expect(transport.tally.summary()).to.deep.include({
      retriedSubmissions: 1,
      retriedSubmissionIds: ['req-1'],
    });
  });

  it('retries no status: a 503 and a 429 come back as answered (A6 is the VopClient’s)', async () => {
    server = await startScriptedServer((req, res) => {
      res.writeHead(req.url === '/busy' ? 503 : 429, { 'Retry-After': '0' });
      res.end();
    });
    transport = new Transport({}, { retry: FAST_RETRY });
    expect((await transport.send({ ...get(), url: `${server.baseUrl}/busy` })).response.status).to.equal(503);
    expect((await transport.send(get())).response.status).to.equal(429);
    expect(server.requests).to.have.length(2);
    expect(transport.tally.summary().retries).to.equal(0);
  });

  it('does not retry a refused connection: an address to fix, not a blip', async () => {
    server = await startScriptedServer((_req, res) => res.end());
    const url = `${server.baseUrl}/status`;
    await server.close();
    transport = new Transport({}, { retry: FAST_RETRY });
    const error = await failure(transport.send({ method: 'GET', url, headers: {} }));
    expect(error.message).to.include('ECONNREFUSED');
    expect(transport.tally.summary()).to.deep.include({ retries: 0, failed: { unreachable: 1 } });
  });
});

describe('client: the wait before a retry ends when the exchange is aborted', () => {
  it('calls back at once with the error when the signal aborts during the wait: no retry after a halt or a signal', () => {
    const callback = retryCallback({ maxRetries: 2, firstWaitMs: 60_000, factor: 2, maxWaitMs: 60_000 });
    const signal = new ExchangeSignal();
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    const calls: Array<Error | null> = [];
    callback(reset, { state: { counter: 1 }, opts: { signal } } as never, (error) => {
      calls.push(error ?? null);
    });
    expect(calls, 'waiting').to.deep.equal([]);
    signal.aborted = true;
    signal.emit('abort');
    expect(calls).to.deep.equal([reset]);
    expect(signal.retried).to.deep.equal(['ECONNRESET']);
  });
});
