import { expect } from 'chai';
import type { Dispatcher } from 'undici';
import { TUNNEL_ATTEMPT_LIMIT, TunnelGuard } from '../../src/client/tunnel-guard.ts';
import { Transport } from '../../src/client/transport.ts';
import { ProxyError, ProxyTunnelError } from '../../src/errors.ts';
import { type MisbehavingProxy, startMisbehavingProxy } from '../helpers/misbehaving-proxy.ts';

/** Nothing listens there: a tunnel to it is never opened by these proxies anyway. */
const TARGET = 'https://127.0.0.1:9';

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as Error,
  );
}

/** undici's error when a proxy closes the connection before answering a CONNECT. */
function socketClosed(): Error {
  return Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
}

/** The ProxyTunnelError `promise` rejects with (any other outcome fails the test). */
async function tunnelFailure(promise: Promise<unknown>): Promise<ProxyTunnelError> {
  const error = await failure(promise);
  if (!(error instanceof ProxyTunnelError))
    throw new Error(`expected a ProxyTunnelError, got ${String(error)}`);
  return error;
}

const CONNECT: Dispatcher.ConnectOptions = { origin: 'http://proxy:3128', path: '127.0.0.1:9' };
const OPENED = { statusCode: 200 } as Dispatcher.ConnectData;

describe('client: TunnelGuard counts CONNECT tunnels and makes their failure final (nodejs/undici#3897)', () => {
  it(`turns a CONNECT closed unanswered into a ProxyTunnelError, final at the ${TUNNEL_ATTEMPT_LIMIT}rd in a row; then fails at once, asking the proxy no more`, async () => {
    const guard = new TunnelGuard(1_000);
    let sent = 0;
    const closing = () => {
      sent += 1;
      return Promise.reject(socketClosed());
    };
    const errors: ProxyTunnelError[] = [];
    for (let i = 0; i < TUNNEL_ATTEMPT_LIMIT + 2; i += 1)
      errors.push(await tunnelFailure(guard.open('http://proxy:3128', CONNECT, closing)));
    expect(sent, 'CONNECTs sent').to.equal(TUNNEL_ATTEMPT_LIMIT);
    expect(guard.attempts('127.0.0.1:9')).to.equal(TUNNEL_ATTEMPT_LIMIT);
    expect(errors.every((e) => e.failure === 'closed')).to.equal(true);
    expect(errors.map((e) => e.final)).to.deep.equal([false, false, true, true, true]);
    expect(errors[0]?.message).to.equal(
      'the proxy closed the connection without answering CONNECT 127.0.0.1:9 (attempt 1 of 3)',
    );
    expect(errors[4]?.message).to.include('(not attempted again)');
  });

  it('starts the count again once a tunnel opens (200), and counts each proxy and target apart', async () => {
    const guard = new TunnelGuard(1_000);
    const closing = () => Promise.reject(socketClosed());
    await failure(guard.open('http://proxy:3128', CONNECT, closing));
    await failure(guard.open('http://proxy:3128', CONNECT, closing));
    await guard.open('http://proxy:3128', CONNECT, () => Promise.resolve(OPENED));
    const after = await tunnelFailure(guard.open('http://proxy:3128', CONNECT, closing));
    expect([after.attempts, after.final]).to.deep.equal([1, false]);
    const other = await tunnelFailure(
      guard.open('http://proxy:3128', { ...CONNECT, path: 'other:443' }, closing),
    );
    expect([other.target, other.attempts]).to.deep.equal(['other:443', 1]);
  });

  it('passes on an error that is not a closed or unanswered CONNECT (the proxy refusing the connection) as it is', async () => {
    const guard = new TunnelGuard(1_000);
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const error = await failure(guard.open('http://proxy:3128', CONNECT, () => Promise.reject(refused)));
    expect(error).to.equal(refused);
  });

  it('bounds a CONNECT never answered by its timeout: a ProxyTunnelError saying so', async () => {
    const guard = new TunnelGuard(20);
    const silent = (options: Dispatcher.ConnectOptions) =>
      new Promise<Dispatcher.ConnectData>((_resolve, reject) => {
        (options.signal as AbortSignal).addEventListener('abort', () => reject(new Error('aborted')));
      });
    const error = await tunnelFailure(guard.open('http://proxy:3128', CONNECT, silent));
    expect([error.failure, error.attempts]).to.deep.equal(['timeout', 1]);
    expect(error.message).to.equal('no answer to CONNECT 127.0.0.1:9 within 20 ms (attempt 1 of 3)');
  });

  it('halt() aborts a CONNECT in flight and refuses new ones, counting neither as a proxy failure', async () => {
    const guard = new TunnelGuard(60_000);
    let aborted = false;
    const silent = (options: Dispatcher.ConnectOptions) =>
      new Promise<Dispatcher.ConnectData>((_resolve, reject) => {
        (options.signal as AbortSignal).addEventListener('abort', () => {
          aborted = true;
          reject(socketClosed());
        });
      });
    const pending = failure(guard.open('http://proxy:3128', CONNECT, silent));
    guard.halt();
    const error = await pending;
    expect(aborted).to.equal(true);
    expect(error).to.not.be.instanceOf(ProxyTunnelError);
    const later = await failure(guard.open('http://proxy:3128', CONNECT, silent));
    expect(later).to.not.be.instanceOf(ProxyTunnelError);
    expect(guard.attempts('127.0.0.1:9'), 'no CONNECT after the halt').to.equal(1);
  });
});

describe('client: a proxy that misbehaves on CONNECT ends the exchange with a ProxyError naming it and the target', () => {
  let proxy: MisbehavingProxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
  });

  async function sendThrough(how: Parameters<typeof startMisbehavingProxy>[0]): Promise<ProxyError> {
    proxy = await startMisbehavingProxy(how);
    const transport = new Transport(
      { connectTimeoutMs: 200 },
      { proxy: { https: { url: proxy.url, source: 'HTTPS_PROXY' } } },
    );
    try {
      const error = await failure(transport.send({ method: 'GET', url: `${TARGET}/status`, headers: {} }));
      if (!(error instanceof ProxyError)) throw new Error(`expected a ProxyError, got ${String(error)}`);
      return error;
    } finally {
      await transport.close();
    }
  }

  it('closes the CONNECT at once: 3 CONNECTs (the transport retries within the limit), then final; no loop', async () => {
    const error = await sendThrough('closes CONNECT');
    expect(proxy?.connects).to.deep.equal(['127.0.0.1:9', '127.0.0.1:9', '127.0.0.1:9']);
    expect(error.detail).to.equal(
      `the proxy HTTPS_PROXY=${proxy?.url ?? ''} closed the CONNECT to 127.0.0.1:9 without answering (3 tunnel attempts)`,
    );
    expect([error.proxy, error.targetUnreachable]).to.deep.equal(['HTTPS_PROXY', true]);
  });

  it('never answers the CONNECT: each bounded by the connect timeout, 3 CONNECTs, then final', async () => {
    const error = await sendThrough('never answers CONNECT');
    expect(proxy?.connects).to.have.length(3);
    expect(error.detail).to.equal(
      `the proxy HTTPS_PROXY=${proxy?.url ?? ''} did not answer the CONNECT to 127.0.0.1:9 within 200 ms (3 tunnel attempts)`,
    );
  });

  it('answers 407: one CONNECT, a ProxyError asking for the credentials', async () => {
    const error = await sendThrough('answers 407');
    expect(proxy?.connects).to.have.length(1);
    expect(error.detail).to.include('asks for credentials (407)');
    expect(error.proxy).to.equal('HTTPS_PROXY');
  });
});
