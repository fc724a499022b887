import { expect } from 'chai';
import { basicAuthorization } from '../../src/client/token-provider.ts';
import { body, type MockSession, startMockSession } from '../helpers/mock-session.ts';

describe('mock: token endpoint (A1)', () => {
  let session: MockSession;
  before(async () => {
    session = await startMockSession();
  });
  after(() => session.close());

  it('issues a bearer token for client_credentials with expires_in as a numeric string', async () => {
    const exchange = await session.client.tokens.request();
    expect(exchange.response.status).to.equal(200);
    const token = body(exchange);
    expect(token.access_token).to.be.a('string').with.length.greaterThan(0);
    expect(token.expires_in).to.match(/^[0-9]+$/);
    expect(String(token.token_type)).to.match(/^bearer(token)?$/i);
  });

  it('answers 401 to a wrong secret, an unknown key and a missing Basic header', async () => {
    const { apiKey } = session.mock.options.credentials;
    const wrong = await session.client.tokens.request({ credentials: { apiKey, apiSecret: 'nope' } });
    const unknown = await session.client.tokens.request({
      credentials: { apiKey: 'who', apiSecret: 'nope' },
    });
    const missing = await session.client.tokens.request({ authorization: null });
    expect([wrong, unknown, missing].map((e) => e.response.status)).to.deep.equal([401, 401, 401]);
  });

  it('rejects a grant type other than client_credentials with 400', async () => {
    const exchange = await session.client.tokens.request({ grantType: 'password' });
    expect(exchange.response.status).to.equal(400);
  });

  it('answers 415 to a body that is not form-encoded', async () => {
    const exchange = await session.client.tokens.request({ contentType: 'application/json' });
    expect(exchange.response.status).to.equal(415);
  });

  it('lists every token it issued in issuedTokens(), in order, and nothing for a refused request', async () => {
    const before = session.mock.issuedTokens().length;
    const first = body(await session.client.tokens.request()).access_token;
    await session.client.tokens.request({ authorization: null });
    const second = body(await session.client.tokens.request()).access_token;
    expect(session.mock.issuedTokens().slice(before)).to.deep.equal([first, second]);
  });

  it('lists the tokens a fault issues where none is due (token-bad-credentials-401)', async () => {
    const broken = await startMockSession({ faults: new Set(['token-bad-credentials-401']) });
    try {
      const exchange = await broken.client.tokens.request({ authorization: null });
      expect(exchange.response.status).to.equal(200);
      expect(broken.mock.issuedTokens()).to.deep.equal([body(exchange).access_token]);
    } finally {
      await broken.close();
    }
  });

  it('builds the Basic credential from key and secret', () => {
    expect(basicAuthorization({ apiKey: 'a', apiSecret: 'b' })).to.equal(
      `Basic ${Buffer.from('a:b').toString('base64')}`,
    );
  });
});
