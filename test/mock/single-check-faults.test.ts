import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { PATHS } from '../../src/api/paths.ts';
import { headerOf } from '../../src/client/types.ts';
import type { FaultId } from '../../src/mock/faults/index.ts';
import type { MockOptions } from '../../src/mock/options.ts';
import { type MockSession, sleep, startMockSession } from '../helpers/mock-session.ts';

/** Runs `use` against a mock started with `faults` (and `options`), closing it afterwards. */
async function withFaults(
  faults: readonly FaultId[],
  use: (session: MockSession) => Promise<void>,
  options: Partial<MockOptions> = {},
): Promise<void> {
  const session = await startMockSession({ ...options, faults: new Set(faults) });
  try {
    await use(session);
  } finally {
    await session.close();
  }
}

type Check = 'org-check' | 'cop-check';

const VALID: Readonly<Record<Check, Record<string, unknown>>> = {
  'org-check': { accountId: { value: 'NL91ABNA0417164300', type: 'IBAN' }, name: 'Acme Holding BV' },
  'cop-check': {
    SchemeName: 'SortCodeAccountNumber',
    AccountType: 'Personal',
    Identification: '40051212345678',
    Name: 'Jane Doe',
  },
};

const USAGE_HEADERS: Readonly<Record<Check, Record<string, string>>> = {
  'org-check': { 'Content-Type': 'application/json', charset: 'utf-8', 'X-Correlation-Id': 'corr-1' },
  'cop-check': { 'Content-Type': 'application/json', 'x-fapi-interaction-id': 'fapi-1' },
};

interface Send {
  readonly body?: string;
  readonly headers?: Record<string, string | null>;
  readonly auth?: 'bearer' | 'none';
  readonly query?: string;
}

/** Sends a single check `check` with its usage headers, the valid body, the client's token, as `send` varies it. */
function single(session: MockSession, check: Check, send: Send = {}) {
  const path = check === 'org-check' ? PATHS.organisationCheck : PATHS.confirmationOfPayee;
  return session.client.send({
    operation: check,
    method: 'POST',
    path: `${path}${send.query ?? ''}`,
    headers: { ...USAGE_HEADERS[check], ...send.headers },
    body: send.body ?? JSON.stringify(VALID[check]),
    auth: send.auth ?? 'bearer',
  });
}

async function statusOf(session: MockSession, check: Check, send: Send = {}): Promise<number> {
  return (await single(session, check, send)).response.status;
}

const withName = (check: Check, name: string) =>
  JSON.stringify({ ...VALID[check], [check === 'org-check' ? 'name' : 'Name']: name });

describe('mock: faults of the single checks', () => {
  for (const check of ['org-check', 'cop-check'] as const) {
    describe(check, () => {
      it(`${check}-auth-invalid-401/prefix: a token with characters appended is served; a random one still 401`, () =>
        withFaults([`${check}-auth-invalid-401/prefix`], async (s) => {
          const token = await s.client.tokens.token();
          const appended = await statusOf(s, check, { headers: { Authorization: `Bearer ${token}x` } });
          const random = await statusOf(s, check, { headers: { Authorization: `Bearer ${randomUUID()}` } });
          expect([appended, random]).to.deep.equal([200, 401]);
        }));

      it(`${check}-auth-invalid-401/basic-credentials: Basic with the real key and secret is served; user:pass still 401`, () =>
        withFaults([`${check}-auth-invalid-401/basic-credentials`], async (s) => {
          const { apiKey, apiSecret } = s.mock.options.credentials;
          const real = Buffer.from(`${apiKey}:${apiSecret}`).toString('base64');
          const served = await statusOf(s, check, { headers: { Authorization: `Basic ${real}` } });
          const other = await statusOf(s, check, { headers: { Authorization: 'Basic dXNlcjpwYXNz' } });
          expect([served, other]).to.deep.equal([200, 401]);
        }));

      it(`${check}-auth-invalid-401/expired-accepted: an expired token is served; an unknown one still 401`, () =>
        withFaults(
          [`${check}-auth-invalid-401/expired-accepted`],
          async (s) => {
            const token = await s.client.tokens.token();
            await sleep(1_100);
            const expired = await statusOf(s, check, { headers: { Authorization: `Bearer ${token}` } });
            const unknown = await statusOf(s, check, {
              headers: { Authorization: `Bearer ${randomUUID()}` },
            });
            expect([expired, unknown]).to.deep.equal([200, 401]);
          },
          { tokenLifetimeSeconds: 1 },
        ));

      it(`${check}-auth-missing-401/query-token and /api-key-header: the token in the query, the key in a header are served`, async () => {
        await withFaults([`${check}-auth-missing-401/query-token`], async (s) => {
          const token = await s.client.tokens.token();
          const query = `?access_token=${encodeURIComponent(token)}`;
          const served = await statusOf(s, check, { auth: 'none', query });
          const bare = await statusOf(s, check, { auth: 'none' });
          expect([served, bare]).to.deep.equal([200, 401]);
        });
        await withFaults([`${check}-auth-missing-401/api-key-header`], async (s) => {
          const { apiKey } = s.mock.options.credentials;
          const apikey = await statusOf(s, check, { auth: 'none', headers: { apikey: apiKey } });
          const xApiKey = await statusOf(s, check, { auth: 'none', headers: { 'x-api-key': apiKey } });
          const other = await statusOf(s, check, { auth: 'none', headers: { apikey: 'unknown' } });
          expect([apikey, xApiKey, other]).to.deep.equal([200, 200, 401]);
        });
      });

      it(`${check}-auth-missing-401/empty: an empty Authorization is served; none still 401`, () =>
        withFaults([`${check}-auth-missing-401/empty`], async (s) => {
          const empty = await statusOf(s, check, { headers: { Authorization: '' } });
          expect([empty, await statusOf(s, check, { auth: 'none' })]).to.deep.equal([200, 401]);
        }));

      it(`${check}-invalid-request-400/lenient-parser and /empty-body: the body without its last brace, an empty body served`, async () => {
        const valid = JSON.stringify(VALID[check]);
        await withFaults([`${check}-invalid-request-400/lenient-parser`], async (s) => {
          const unclosed = await statusOf(s, check, { body: valid.slice(0, -1) });
          const empty = await statusOf(s, check, { body: '' });
          expect([unclosed, empty]).to.deep.equal([200, 400]);
        });
        await withFaults([`${check}-invalid-request-400/empty-body`], async (s) => {
          const empty = await statusOf(s, check, { body: '' });
          const unclosed = await statusOf(s, check, { body: valid.slice(0, -1) });
          expect([empty, unclosed]).to.deep.equal([200, 400]);
        });
      });

      it(`${check}-name-too-long-400/bytes and /trims: 140 accented letters get 400; 140 and a space get 200`, async () => {
        await withFaults([`${check}-name-too-long-400/bytes`], async (s) => {
          const ascii = await statusOf(s, check, { body: withName(check, 'N'.repeat(140)) });
          const accented = await statusOf(s, check, { body: withName(check, 'é'.repeat(140)) });
          expect([ascii, accented]).to.deep.equal([200, 400]);
        });
        await withFaults([`${check}-name-too-long-400/trims`], async (s) => {
          const spaced = await statusOf(s, check, { body: withName(check, `${'N'.repeat(140)} `) });
          const long = await statusOf(s, check, { body: withName(check, 'N'.repeat(141)) });
          expect([spaced, long]).to.deep.equal([200, 400]);
        });
      });

      it(`${check}-200/positional-parse: members reversed or \\u-escaped get 400; the usage's order 200`, () =>
        withFaults([`${check}-200/positional-parse`], async (s) => {
          const reversed = JSON.stringify(Object.fromEntries(Object.entries(VALID[check]).reverse()));
          const escaped = JSON.stringify(VALID[check]).replace(/"([A-Za-z]+)":/g, (_m, name: string) => {
            const units = Array.from(name, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
            return `"${units.join('')}":`;
          });
          const statuses = [
            await statusOf(s, check),
            await statusOf(s, check, { body: reversed }),
            await statusOf(s, check, { body: escaped }),
          ];
          expect(statuses).to.deep.equal([200, 400, 400]);
        }));
    });
  }

  it('cop-check-200/numeric-identification: leading zeros are lost (400); other Identifications 200', () =>
    withFaults(['cop-check-200/numeric-identification'], async (s) => {
      const zeros = JSON.stringify({ ...VALID['cop-check'], Identification: '00000100000001' });
      expect([await statusOf(s, 'cop-check', { body: zeros }), await statusOf(s, 'cop-check')]).to.deep.equal(
        [400, 200],
      );
    }));

  it('cop-check-interaction-id-echo/success-only: echoed on the 200, not on the 400 or the 401', () =>
    withFaults(['cop-check-interaction-id-echo/success-only'], async (s) => {
      const echoes = [
        await single(s, 'cop-check'),
        await single(s, 'cop-check', { body: withName('cop-check', 'N'.repeat(141)) }),
        await single(s, 'cop-check', { auth: 'none' }),
      ].map((e) => [e.response.status, headerOf(e.response, 'x-fapi-interaction-id')]);
      expect(echoes).to.deep.equal([
        [200, 'fapi-1'],
        [400, undefined],
        [401, undefined],
      ]);
    }));

  it('the correct mock echoes x-fapi-interaction-id on the 200, the 400 and the 401, a free string too', () =>
    withFaults([], async (s) => {
      const sent = { 'x-fapi-interaction-id': 'qa-run-42' };
      const echoes = [
        await single(s, 'cop-check', { headers: sent }),
        await single(s, 'cop-check', { headers: sent, body: withName('cop-check', 'N'.repeat(141)) }),
        await single(s, 'cop-check', { headers: sent, auth: 'none' }),
      ].map((e) => [e.response.status, headerOf(e.response, 'x-fapi-interaction-id')]);
      expect(echoes).to.deep.equal([
        [200, 'qa-run-42'],
        [400, 'qa-run-42'],
        [401, 'qa-run-42'],
      ]);
    }));

  it('server-no-5xx/org-check-without-correlation-id, /cop-check-without-interaction-id, /org-check-account-type: 500', async () => {
    await withFaults(['server-no-5xx/org-check-without-correlation-id'], async (s) => {
      const without = await statusOf(s, 'org-check', { headers: { 'X-Correlation-Id': null } });
      const withoutCharset = await statusOf(s, 'org-check', { headers: { charset: null } });
      expect([without, withoutCharset]).to.deep.equal([500, 200]);
    });
    await withFaults(['server-no-5xx/cop-check-without-interaction-id'], async (s) => {
      expect(await statusOf(s, 'cop-check', { headers: { 'x-fapi-interaction-id': null } })).to.equal(500);
    });
    await withFaults(['server-no-5xx/org-check-account-type'], async (s) => {
      const bban = JSON.stringify({
        ...VALID['org-check'],
        accountId: { value: 'ABNA0417164300', type: 'BBAN' },
      });
      expect([await statusOf(s, 'org-check', { body: bban }), await statusOf(s, 'org-check')]).to.deep.equal([
        500, 200,
      ]);
    });
  });
});
