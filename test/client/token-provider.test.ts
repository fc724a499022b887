import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { Scheduler } from '../../src/client/scheduler.ts';
import { expiresInSeconds, renewalMarginMs, TokenProvider } from '../../src/client/token-provider.ts';
import { Transport } from '../../src/client/transport.ts';
import type { Exchange } from '../../src/client/types.ts';
import { redactor } from '../../src/output/redactor.ts';
import { startScriptedServer } from '../helpers/scripted-server.ts';
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

  it('live() gives the cached token only while token() would return it without a request', async () => {
    session = await startMockSession({ tokenLifetimeSeconds: 1 });
    const { tokens } = session.client;
    expect(tokens.live(), 'before any token request').to.equal(undefined);
    const first = await tokens.token();
    expect(tokens.live()).to.equal(first);
    tokens.invalidate();
    expect(tokens.live(), 'after invalidate()').to.equal(undefined);
    const second = await tokens.token();
    expect(second).to.not.equal(first);
    expect(tokens.live()).to.equal(second);
    await sleep(950);
    expect(tokens.live(), 'once due for renewal').to.equal(undefined);
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

describe('client: every token a token response carries is redacted from the moment it is parsed', () => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const resource of opened.splice(0).reverse()) await resource.close();
  });

  /** A provider whose token endpoint answers `status` and `body`; `onExchange` as TokenProvider takes it. */
  async function providerAnswering(
    status: number,
    body: string,
    onExchange?: (exchange: Exchange) => void,
  ): Promise<TokenProvider> {
    const server = await startScriptedServer((_req, res) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
    });
    const transport = new Transport({ requestTimeoutMs: 10_000 });
    opened.push(server, transport);
    const credentials = { apiKey: 'provider-test-key', apiSecret: 'provider-test-secret' };
    const scheduler = new Scheduler({ ratePerSecond: 0, concurrency: 1 });
    return new TokenProvider(transport, scheduler, server.baseUrl, credentials, onExchange);
  }

  /** For each of `secrets`: still readable in the body request() returned, once redacted? */
  async function readableAfterRequest(status: number, body: string, secrets: readonly string[]) {
    const exchange = await (await providerAnswering(status, body)).request();
    const text = redactor.redact(exchange.response.bodyText);
    return secrets.map((secret) => text.includes(secret));
  }

  it('registers access_token, refresh_token and id_token of a 200 before request() returns', async () => {
    const [access, refresh, id] = [randomToken(), randomToken(), randomToken()];
    const body = JSON.stringify({
      access_token: access,
      refresh_token: refresh,
      id_token: id,
      expires_in: 60,
    });
    expect(await readableAfterRequest(200, body, [access, refresh, id])).to.deep.equal([false, false, false]);
  });

  it('registers a token in the body of a failed token request', async () => {
    const token = randomToken();
    expect(await readableAfterRequest(401, JSON.stringify({ access_token: token }), [token])).to.deep.equal([
      false,
    ]);
  });

  it('registers a token in a body cut short, and one under another name ending in token', async () => {
    const [cut, misnamed] = [randomToken(), randomToken()];
    expect(await readableAfterRequest(200, `{"access_token":"${cut}","expires_in":6`, [cut])).to.deep.equal([
      false,
    ]);
    expect(await readableAfterRequest(200, JSON.stringify({ token: misnamed }), [misnamed])).to.deep.equal([
      false,
    ]);
  });

  it('registers a token as written with JSON escapes, as well as its value', async () => {
    const token = `${randomToken()}/\u0001x`;
    const written = `{"access_token":"${token.replace('/', '\\/').replace('\u0001', '\\u0001')}","expires_in":60}`;
    expect(JSON.parse(written)).to.deep.equal({ access_token: token, expires_in: 60 });
    const exchange = await (await providerAnswering(200, written)).request();
    expect(redactor.redact(exchange.response.bodyText)).to.equal(
      '{"access_token":"<redacted>","expires_in":60}',
    );
    expect(redactor.redact(`[${token}]`)).to.equal('[<redacted>]');
  });

  it('registers the token before a listener hears of the exchange', async () => {
    const token = randomToken();
    const heard: string[] = [];
    const provider = await providerAnswering(
      200,
      JSON.stringify({ access_token: token, expires_in: 60 }),
      (e) => heard.push(redactor.redact(e.response.bodyText)),
    );
    await provider.token();
    expect(heard).to.have.length(1);
    expect(heard[0]).to.include('<redacted>').and.not.include(token);
  });

  // Distinct values: the process-wide redactor keeps every token it registers for the rest of npm test.
  for (const [what, token] of [
    ['a control character', 'unusable-token\u0007one'],
    ['a space', 'unusable-token two'],
    ['a non-ASCII character', 'unusable-token-thr\u00e9e'],
  ] as const) {
    it(`throws a TokenError for an access_token with ${what} (not a b64token), so it is never sent`, async () => {
      const provider = await providerAnswering(200, JSON.stringify({ access_token: token, expires_in: 60 }));
      const error = await provider.token().then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error?.name).to.equal('TokenError');
      expect(error?.message).to.include('b64token');
    });
  }
});

function randomToken(): string {
  return randomBytes(24).toString('base64url');
}

describe('client: when a token is renewed (A1: shortly before expires_in)', () => {
  it('renews a tenth of the lifetime early, at least 500 ms and at most 60 s early, never past half the lifetime', () => {
    expect(renewalMarginMs(3_600_000)).to.equal(60_000);
    expect(renewalMarginMs(60_000)).to.equal(6_000);
    expect(renewalMarginMs(2_000)).to.equal(500);
    expect(renewalMarginMs(1_000)).to.equal(500);
    expect(renewalMarginMs(600)).to.equal(300);
  });
});

describe('client: a token request answered 429 is retried as told (A6)', () => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const resource of opened.splice(0).reverse()) await resource.close();
  });

  /** A provider whose token endpoint answers 429 (Retry-After: 0) `limited` times, then 200 with a token; the requests it got. */
  async function limitedProvider(limited: number) {
    const got = { requests: 0 };
    const server = await startScriptedServer((_req, res) => {
      got.requests += 1;
      if (got.requests <= limited) {
        res
          .writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '0' })
          .end('{"type":"about:blank","code":"TOO_MANY_REQUESTS"}');
      } else {
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end('{"access_token":"limited-provider-token","expires_in":60}');
      }
    });
    const transport = new Transport({ requestTimeoutMs: 10_000 });
    opened.push(server, transport);
    const credentials = { apiKey: 'limited-test-key', apiSecret: 'limited-test-secret' };
    const provider = new TokenProvider(
      transport,
      new Scheduler({ ratePerSecond: 0, concurrency: 1 }),
      server.baseUrl,
      credentials,
      undefined,
      undefined,
      { maxRetries: 2, defaultWaitMs: 10, maxWaitMs: 100 },
    );
    return { provider, got };
  }

  it('obtains the token once a retry is admitted', async () => {
    const { provider, got } = await limitedProvider(2);
    expect(await provider.token()).to.equal('limited-provider-token');
    expect(got.requests).to.equal(3);
  });

  it('gives up after the policy’s retries with a TokenError naming the 429 and --rate', async () => {
    const { provider, got } = await limitedProvider(10);
    const error = await provider.token().then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.name).to.equal('TokenError');
    expect(error?.message).to.include('429 after 2 retries').and.include('--rate');
    expect(got.requests).to.equal(3);
  });

  it('sends a rule’s token request once, whatever it is answered: request() does not retry', async () => {
    const { provider, got } = await limitedProvider(1);
    expect((await provider.request()).response.status).to.equal(429);
    expect(got.requests).to.equal(1);
  });
});
