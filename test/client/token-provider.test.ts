import { expect } from 'chai';
import { expiresInSeconds } from '../../src/client/token-provider.ts';
import { type MockSession, sleep, startMockSession } from '../helpers/mock-session.ts';

describe('client: expires_in (A1)', () => {
  it('reads expires_in as a JSON number or a numeric string, nothing else', () => {
    expect(expiresInSeconds(3599)).to.equal(3599);
    expect(expiresInSeconds('3599')).to.equal(3599);
    expect(expiresInSeconds(' 60 ')).to.equal(60);
    for (const bad of ['soon', -1, null, undefined, '1e3', Number.NaN])
      expect(expiresInSeconds(bad)).to.equal(undefined);
  });
});

describe('client: token acquisition, caching and refresh (A1)', () => {
  let session: MockSession;
  afterEach(() => session.close());

  it('caches the token until shortly before expires_in runs out, then obtains a new one', async () => {
    session = await startMockSession({ tokenLifetimeSeconds: 1 });
    const first = await session.client.tokens.token();
    expect(await session.client.tokens.token()).to.equal(first);
    await sleep(950);
    expect(await session.client.tokens.token()).to.not.equal(first);
  });

  it('shares one token request between concurrent callers', async () => {
    session = await startMockSession();
    const tokens = await Promise.all([1, 2, 3, 4].map(() => session.client.tokens.token()));
    expect(new Set(tokens).size).to.equal(1);
  });

  it('throws a TokenError naming the status, never the secret, when credentials are wrong', async () => {
    session = await startMockSession({ credentials: { apiKey: 'demo-api-key', apiSecret: 'other-secret' } });
    const { VopClient } = await import('../../src/client/vop-client.ts');
    const { Scheduler } = await import('../../src/client/scheduler.ts');
    const client = new VopClient(
      {
        baseUrl: session.mock.baseUrl,
        authUrl: session.mock.baseUrl,
        credentials: { apiKey: 'demo-api-key', apiSecret: 'wrong-secret-value' },
      },
      session.transport,
      new Scheduler({ ratePerSecond: 0, concurrency: 1 }),
    );
    const error = await client.tokens.token().then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.name).to.equal('TokenError');
    expect(error?.message).to.include('401').and.not.include('wrong-secret-value');
  });
});
