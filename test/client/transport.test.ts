import { expect } from 'chai';
import { Transport } from '../../src/client/transport.ts';
import { type ScriptedServer, startScriptedServer } from '../helpers/scripted-server.ts';

const get = (server: ScriptedServer) => ({ method: 'GET', url: `${server.baseUrl}/x`, headers: {} });

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as Error,
  );
}

describe('client: transport timeouts and size caps', () => {
  let server: ScriptedServer;
  afterEach(() => server.close());

  it('gives up on a target that never answers, naming the timeout', async () => {
    server = await startScriptedServer(() => {
      // never answers
    });
    const transport = new Transport({ headersTimeoutMs: 200 });
    const error = await failure(transport.send({ method: 'GET', url: `${server.baseUrl}/`, headers: {} }));
    await transport.close();
    expect(error.name).to.equal('TransportTroubleError');
    expect(error.message).to.include('no response headers within 200 ms');
  });

  it('cuts off a target that trickles its body past the exchange limit', async () => {
    server = await startScriptedServer((_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write('x'), 20);
      res.on('close', () => clearInterval(timer));
    });
    const transport = new Transport({ requestTimeoutMs: 300 });
    const error = await failure(transport.send({ method: 'GET', url: `${server.baseUrl}/`, headers: {} }));
    await transport.close();
    expect(error.name).to.equal('TransportTroubleError');
  });

  it('refuses a body over the size cap', async () => {
    server = await startScriptedServer((_req, res) => res.end('y'.repeat(10_000)));
    const transport = new Transport({ maxBodyBytes: 1_000 });
    const error = await failure(transport.send({ method: 'GET', url: `${server.baseUrl}/`, headers: {} }));
    await transport.close();
    expect(error.name).to.equal('SizeLimitError');
  });

  it('reports a refused connection as a TransportError', async () => {
    server = await startScriptedServer((_req, res) => res.end());
    const url = `${server.baseUrl}/`;
    await server.close();
    const transport = new Transport();
    const error = await failure(transport.send({ method: 'GET', url, headers: {} }));
    await transport.close();
    expect(error.name).to.equal('TransportTroubleError');
    expect(error.message).to.include('ECONNREFUSED');
  });

  it('cuts off a body under the rate floor once the grace has passed, as a timeout', async () => {
    server = await startScriptedServer((_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write('x'), 50);
      res.on('close', () => clearInterval(timer));
    });
    const transport = new Transport({ slowBodyGraceMs: 300, minBodyBytesPerSecond: 100 });
    const error = await failure(transport.send(get(server)));
    await transport.close();
    expect(error.name).to.equal('TransportTroubleError');
    expect(error.message).to.match(/^timeout: GET http:\/\/127\.0\.0\.1:\d+\/x: response body arrives at/);
    expect(error.message).to.include('under the floor of 100 bytes/s');
  });

  it('takes a slow body that keeps above the rate floor', async () => {
    server = await startScriptedServer((_req, res) => {
      res.writeHead(200);
      let sent = 0;
      const timer = setInterval(() => {
        sent += 1;
        if (sent < 8) res.write('y'.repeat(100));
        else res.end('z');
      }, 50);
      res.on('close', () => clearInterval(timer));
    });
    const transport = new Transport({ slowBodyGraceMs: 100, minBodyBytesPerSecond: 10 });
    const exchange = await transport.send(get(server));
    await transport.close();
    expect(exchange.response.bodyText).to.equal(`${'y'.repeat(700)}z`);
  });

  it('names an answer that is not HTTP malformed, and a reset a reset', async () => {
    server = await startScriptedServer((req) => {
      if (req.url === '/x') req.socket.end('SSH-2.0-OpenSSH_9.6\r\n\u0000garbage');
      else req.socket.resetAndDestroy();
    });
    const transport = new Transport();
    const garbage = await failure(transport.send(get(server)));
    const reset = await failure(transport.send({ ...get(server), url: `${server.baseUrl}/y` }));
    await transport.close();
    expect(garbage.message).to.match(/^malformed: GET .*\/x: the answer is not valid HTTP \(/);
    expect(reset.message).to.match(/^reset: GET .*\/y: the target closed or reset the connection/);
  });

  it('opens the breaker after 3 failures in a row: the next send fails at once, unsent', async () => {
    server = await startScriptedServer((req) => req.socket.resetAndDestroy());
    const transport = new Transport();
    for (let i = 0; i < 3; i += 1)
      expect((await failure(transport.send(get(server)))).name).to.equal('TransportTroubleError');
    const refused = await failure(transport.send(get(server)));
    await transport.close();
    // Each send is tried three times (two retries of a reset before any answer), then counts once.
    expect(server.requests).to.have.length(9);
    expect(refused.name).to.equal('CircuitOpenError');
    expect(refused.message).to.include('not sent: circuit breaker open: 3 consecutive transport failures');
    expect(transport.halted?.kind).to.equal('circuit-open');
  });

  it('counts a body read whole as a success only: failures around it are not consecutive', async () => {
    server = await startScriptedServer((req, res) => {
      if (req.url === '/ok') res.end('fine');
      else req.socket.resetAndDestroy();
    });
    const transport = new Transport();
    const reset = () => failure(transport.send(get(server)));
    await reset();
    await reset();
    for (let i = 0; i < 3; i += 1) {
      const exchange = await transport.send({ ...get(server), url: `${server.baseUrl}/ok` });
      expect(exchange.response.bodyText).to.equal('fine');
    }
    await reset();
    await reset();
    await transport.close();
    expect(transport.breaker.trip, '2 failures, 3 successes, 2 failures: never 3 in a row').to.equal(
      undefined,
    );
  });

  it('counts a streamed body cut under the rate floor as one failure with the breaker, not two', async () => {
    server = await startScriptedServer((_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write('x'), 50);
      res.on('close', () => clearInterval(timer));
    });
    const transport = new Transport({ slowBodyGraceMs: 200, minBodyBytesPerSecond: 100 });
    for (let i = 0; i < 2; i += 1) {
      const { body } = await transport.open(get(server));
      const error = await failure(
        (async () => {
          for await (const chunk of body as AsyncIterable<Buffer>) expect(chunk.length).to.be.greaterThan(0);
        })(),
      );
      expect(error.message).to.include('under the floor of 100 bytes/s');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    await transport.close();
    expect(transport.breaker.trip, '2 slow bodies are 2 failures, under the threshold of 3').to.equal(
      undefined,
    );
  });

  it('halt() aborts the exchange in flight and refuses the next one', async () => {
    server = await startScriptedServer(() => {
      // never answers
    });
    const transport = new Transport();
    const inFlight = failure(transport.send(get(server)));
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    transport.halt({ kind: 'deadline', message: 'the run deadline of 1 s passed' });
    const aborted = await inFlight;
    const refused = await failure(transport.send(get(server)));
    await transport.close();
    expect(aborted.name).to.equal('RunDeadlineError');
    expect(aborted.message).to.include('aborted: the run deadline of 1 s passed');
    expect(refused.message).to.include('not sent: the run deadline of 1 s passed');
    expect(server.requests).to.have.length(1);
    expect(transport.breaker.trip, 'a halt is no failure of the target').to.equal(undefined);
  });

  it('guards a streamed body too: halted mid-stream, the reader gets the halt error', async () => {
    server = await startScriptedServer((_req, res) => {
      res.writeHead(200);
      res.write('{"uetr":"a"}\n');
    });
    const transport = new Transport();
    const { body } = await transport.open(get(server));
    const read = (async () => {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        expect(chunk.toString()).to.equal('{"uetr":"a"}\n');
        transport.halt({ kind: 'circuit-open', message: 'circuit breaker open: test' });
      }
    })();
    const error = await failure(read);
    await transport.close();
    expect(error.name).to.equal('CircuitOpenError');
  });

  it('close() ends with an exchange still in flight', async function () {
    this.timeout(10_000);
    server = await startScriptedServer(() => {
      // never answers
    });
    const transport = new Transport();
    const inFlight = failure(transport.send(get(server)));
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await transport.close();
    expect((await inFlight).message).to.include('aborted: the transport was closed');
  });
});
