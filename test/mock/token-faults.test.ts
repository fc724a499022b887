import { expect } from 'chai';
import type { FaultId } from '../../src/mock/faults/index.ts';
import { type MockSession, startMockSession } from '../helpers/mock-session.ts';

/** Runs `use` against a mock started with `faults`, closing it afterwards. */
async function withFaults(
  faults: readonly FaultId[],
  use: (session: MockSession) => Promise<void>,
): Promise<void> {
  const session = await startMockSession({ faults: new Set(faults) });
  try {
    await use(session);
  } finally {
    await session.close();
  }
}

describe('mock: faults of the token endpoint, near misses of credentials and grant_type (A1)', () => {
  it('token-bad-credentials-401/secret-prefix, /empty-secret, /no-colon, /form-credentials: each takes its near miss only', async () => {
    await withFaults(['token-bad-credentials-401/secret-prefix'], async (s) => {
      const { apiKey, apiSecret } = s.mock.options.credentials;
      const longer = await s.client.tokens.request({ credentials: { apiKey, apiSecret: `${apiSecret}x` } });
      const shorter = await s.client.tokens.request({
        credentials: { apiKey, apiSecret: apiSecret.slice(0, -1) },
      });
      expect([longer.response.status, shorter.response.status]).to.deep.equal([200, 401]);
    });
    await withFaults(['token-bad-credentials-401/empty-secret'], async (s) => {
      const { apiKey } = s.mock.options.credentials;
      const empty = await s.client.tokens.request({ credentials: { apiKey, apiSecret: '' } });
      const wrong = await s.client.tokens.request({ credentials: { apiKey, apiSecret: 'x' } });
      expect([empty.response.status, wrong.response.status]).to.deep.equal([200, 401]);
    });
    await withFaults(['token-bad-credentials-401/no-colon'], async (s) => {
      const { apiKey, apiSecret } = s.mock.options.credentials;
      const joined = `Basic ${Buffer.from(`${apiKey}${apiSecret}`).toString('base64')}`;
      const keyOnly = `Basic ${Buffer.from(apiKey).toString('base64')}`;
      const statuses = [
        (await s.client.tokens.request({ authorization: joined })).response.status,
        (await s.client.tokens.request({ authorization: keyOnly })).response.status,
      ];
      expect(statuses).to.deep.equal([200, 401]);
    });
    await withFaults(['token-bad-credentials-401/form-credentials'], async (s) => {
      const { apiKey, apiSecret } = s.mock.options.credentials;
      const form = (secret: string) =>
        new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: apiKey,
          client_secret: secret,
        }).toString();
      const statuses = [
        (await s.client.tokens.request({ authorization: null, body: form(apiSecret) })).response.status,
        (await s.client.tokens.request({ authorization: null, body: form('wrong') })).response.status,
        (await s.client.tokens.request({ authorization: null })).response.status,
      ];
      expect(statuses).to.deep.equal([200, 401, 401]);
    });
  });

  it('token-other-grant-type-rejected/prefix and /query: client_credential and a query grant_type get a token', async () => {
    await withFaults(['token-other-grant-type-rejected/prefix'], async (s) => {
      const statuses = [];
      for (const body of [
        'grant_type=client_credential',
        'grant_type=client_credentialsx',
        'grant_type=password',
      ])
        statuses.push((await s.client.tokens.request({ body })).response.status);
      expect(statuses).to.deep.equal([200, 200, 400]);
    });
    await withFaults(['token-other-grant-type-rejected/query'], async (s) => {
      const query = { grant_type: 'client_credentials' };
      const inQuery = await s.client.tokens.request({ body: '', query });
      const none = await s.client.tokens.request({ body: '' });
      expect([inQuery.response.status, none.response.status]).to.deep.equal([200, 400]);
    });
  });

  it('token-client-credentials-issued/percent-encoded: client%5Fcredentials is refused; the plain form gets a token', () =>
    withFaults(['token-client-credentials-issued/percent-encoded'], async (s) => {
      const encoded = await s.client.tokens.request({ body: 'grant_type=client%5Fcredentials' });
      expect([encoded.response.status, (await s.client.tokens.request()).response.status]).to.deep.equal([
        400, 200,
      ]);
    }));

  it('the correct mock gives a token for client%5Fcredentials and refuses a grant_type in the query only', () =>
    withFaults([], async (s) => {
      const encoded = await s.client.tokens.request({ body: 'grant_type=client%5Fcredentials' });
      const query = await s.client.tokens.request({
        body: '',
        query: { grant_type: 'client_credentials' },
      });
      expect([encoded.response.status, query.response.status]).to.deep.equal([200, 400]);
    }));
});
