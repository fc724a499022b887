import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { PATHS, resultsPath, statusPath } from '../../src/api/paths.ts';
import { headerOf } from '../../src/client/types.ts';
import type { FaultId } from '../../src/mock/faults/index.ts';
import type { MockOptions } from '../../src/mock/options.ts';
import { body, type MockSession, sleep, startMockSession } from '../helpers/mock-session.ts';

/** Runs `use` against a mock started with `fault` (and `options`), closing it afterwards. */
async function withFault(
  fault: FaultId,
  use: (session: MockSession) => Promise<void>,
  options: Partial<MockOptions> = {},
): Promise<void> {
  const session = await startMockSession({ ...options, faults: new Set([fault]) });
  try {
    await use(session);
  } finally {
    await session.close();
  }
}

const ORG_BODY = JSON.stringify({ accountId: { value: 'NL91ABNA0417164300', type: 'IBAN' }, name: 'Acme' });
const COP_BODY = {
  SchemeName: 'SortCodeAccountNumber',
  AccountType: 'Personal',
  Identification: '40051212345678',
  Name: 'Jane Doe',
};

function organisation(session: MockSession, payload: string, auth: 'bearer' | 'none' = 'bearer') {
  return session.client.send({
    operation: 'org-check',
    method: 'POST',
    path: PATHS.organisationCheck,
    headers: { 'Content-Type': 'application/json', charset: 'utf-8', 'X-Correlation-Id': 'c-1' },
    body: payload,
    auth,
  });
}

function cop(
  session: MockSession,
  payload: string,
  headers: Record<string, string> = {},
  auth: 'bearer' | 'none' = 'bearer',
) {
  return session.client.send({
    operation: 'cop-check',
    method: 'POST',
    path: PATHS.confirmationOfPayee,
    headers: { 'Content-Type': 'application/json', 'x-fapi-interaction-id': 'fapi-1', ...headers },
    body: payload,
    auth,
  });
}

function status(session: MockSession, headers: Record<string, string> = {}, taskId: string = randomUUID()) {
  return session.client.send({ operation: 'bulk-status', method: 'GET', path: statusPath(taskId), headers });
}

describe('mock: faults of the token endpoint, the single checks and error responses', () => {
  describe('token endpoint (A1)', () => {
    it('token-bad-credentials-401/wrong-secret: a known key with a wrong secret gets a token, an unknown key 401', () =>
      withFault('token-bad-credentials-401/wrong-secret', async (s) => {
        const { apiKey } = s.mock.options.credentials;
        const wrong = await s.client.tokens.request({ credentials: { apiKey, apiSecret: 'nope' } });
        const unknown = await s.client.tokens.request({ credentials: { apiKey: 'who', apiSecret: 'x' } });
        expect([wrong.response.status, unknown.response.status]).to.deep.equal([200, 401]);
      }));

    it('token-client-credentials-issued/no-expires-in and /token-type: the body loses expires_in, or says MAC', async () => {
      await withFault('token-client-credentials-issued/no-expires-in', async (s) => {
        const token = body(await s.client.tokens.request());
        expect(token.access_token).to.be.a('string');
        expect(token).not.to.have.property('expires_in');
      });
      await withFault('token-client-credentials-issued/token-type', async (s) => {
        expect(body(await s.client.tokens.request()).token_type).to.equal('MAC');
      });
    });

    it('token-other-grant-type-rejected/empty: an empty or missing grant_type gets a token, password still 400', () =>
      withFault('token-other-grant-type-rejected/empty', async (s) => {
        const statuses = [];
        for (const requestBody of ['grant_type=', '', 'grant_type=password'])
          statuses.push((await s.client.tokens.request({ body: requestBody })).response.status);
        expect(statuses).to.deep.equal([200, 200, 400]);
      }));

    it('token-bearer-accepted: a token is accepted right away, but not past half its expires_in', () =>
      withFault(
        'token-bearer-accepted',
        async (s) => {
          const token = String(body(await s.client.tokens.request()).access_token);
          const headers = { Authorization: `Bearer ${token}` };
          expect((await status(s, headers)).response.status).to.equal(404);
          await sleep(1_200);
          expect((await status(s, headers)).response.status).to.equal(401);
        },
        { tokenLifetimeSeconds: 2 },
      ));

    it('server-no-5xx/token-json-body: a JSON token request gets 500, a form one a token', () =>
      withFault('server-no-5xx/token-json-body', async (s) => {
        const json = await s.client.tokens.request({ contentType: 'application/json', body: '{}' });
        expect([json.response.status, (await s.client.tokens.request()).response.status]).to.deep.equal([
          500, 200,
        ]);
      }));
  });

  describe('single checks (A7)', () => {
    it('org-check-200 and cop-check-200: 200 with a JSON array, or with text that is not JSON', async () => {
      await withFault('org-check-200', async (s) => {
        const ok = await organisation(s, ORG_BODY);
        expect([ok.response.status, Array.isArray(JSON.parse(ok.response.bodyText))]).to.deep.equal([
          200,
          true,
        ]);
      });
      await withFault('cop-check-200', async (s) => {
        const ok = await cop(s, JSON.stringify(COP_BODY));
        expect(ok.response.status).to.equal(200);
        expect(() => JSON.parse(ok.response.bodyText) as unknown).to.throw(SyntaxError);
      });
    });

    it('*-auth-missing-401 and *-auth-invalid-401: served without a token, or with an unknown one', async () => {
      const unknown = { Authorization: `Bearer unknown-${randomUUID()}` };
      await withFault('org-check-auth-missing-401', async (s) => {
        expect((await organisation(s, ORG_BODY, 'none')).response.status).to.equal(200);
      });
      await withFault('cop-check-auth-missing-401', async (s) => {
        expect((await cop(s, JSON.stringify(COP_BODY), {}, 'none')).response.status).to.equal(200);
        expect((await cop(s, JSON.stringify(COP_BODY), unknown)).response.status).to.equal(401);
      });
      await withFault('org-check-auth-invalid-401', async (s) => {
        const exchange = await s.client.send({
          operation: 'org-check',
          method: 'POST',
          path: PATHS.organisationCheck,
          headers: { 'Content-Type': 'application/json', ...unknown },
          body: ORG_BODY,
        });
        expect(exchange.response.status).to.equal(200);
        expect((await organisation(s, ORG_BODY, 'none')).response.status).to.equal(401);
      });
      await withFault('cop-check-auth-invalid-401', async (s) => {
        expect((await cop(s, JSON.stringify(COP_BODY), unknown)).response.status).to.equal(200);
      });
    });

    it('*-invalid-request-400: a body that is not JSON gets 200; a JSON body breaking a field rule still 400', async () => {
      await withFault('org-check-invalid-request-400', async (s) => {
        expect((await organisation(s, 'not JSON')).response.status).to.equal(200);
        expect((await organisation(s, JSON.stringify({ name: 'Acme' }))).response.status).to.equal(400);
      });
      await withFault('cop-check-invalid-request-400', async (s) => {
        expect((await cop(s, 'not JSON')).response.status).to.equal(200);
      });
    });

    it('cop-check-interaction-id-echo and /other-value: the id is dropped, or another one comes back', async () => {
      await withFault('cop-check-interaction-id-echo', async (s) => {
        const exchange = await cop(s, JSON.stringify(COP_BODY));
        expect([
          exchange.response.status,
          headerOf(exchange.response, 'x-fapi-interaction-id'),
        ]).to.deep.equal([200, undefined]);
      });
      await withFault('cop-check-interaction-id-echo/other-value', async (s) => {
        const echoed = headerOf((await cop(s, JSON.stringify(COP_BODY))).response, 'x-fapi-interaction-id');
        expect(echoed).to.be.a('string').and.not.equal('fapi-1');
      });
    });

    it('server-no-5xx/cop-check-scheme-name: another SchemeName gets 500, another AccountType still 400', () =>
      withFault('server-no-5xx/cop-check-scheme-name', async (s) => {
        const scheme = await cop(s, JSON.stringify({ ...COP_BODY, SchemeName: 'IBAN' }));
        const type = await cop(s, JSON.stringify({ ...COP_BODY, AccountType: 'Savings' }));
        expect([scheme.response.status, type.response.status]).to.deep.equal([500, 400]);
      }));
  });

  describe('error responses (interface.md Errors; A8)', () => {
    it('error-format-error-400: a 406 carries FORMAT_ERROR INVALID_HEADER; a 404 keeps its code', () =>
      withFault('error-format-error-400', async (s) => {
        const refused = await s.client.send({
          operation: 'bulk-results',
          method: 'GET',
          path: resultsPath(s.mock.providerStateTaskIds.PROCESSED),
          headers: { Accept: 'text/html' },
        });
        expect([refused.response.status, body(refused).code, body(refused).title]).to.deep.equal([
          406,
          'FORMAT_ERROR',
          'INVALID_HEADER',
        ]);
        expect(body(await status(s)).code).not.to.equal('FORMAT_ERROR');
      }));

    it('error-format-error-title: an X-Request-Id in braces gets the title INVALID_UUID; other garbage INVALID_HEADER', () =>
      withFault('error-format-error-title', async (s) => {
        const braces = await status(s, { 'X-Request-Id': `{${randomUUID()}}` });
        const garbage = await status(s, { 'X-Request-Id': 'not-a-uuid' });
        expect([body(braces).title, body(garbage).title]).to.deep.equal(['INVALID_UUID', 'INVALID_HEADER']);
        expect(body(braces).code).to.equal('FORMAT_ERROR');
      }));

    it('error-body-shape/no-code and /status-text: a 404 without code, FORMAT_ERROR kept; status as text', async () => {
      await withFault('error-body-shape/no-code', async (s) => {
        expect(body(await status(s))).not.to.have.property('code');
        expect(body(await status(s, {}, 'not-a-uuid')).code).to.equal('FORMAT_ERROR');
      });
      await withFault('error-body-shape/status-text', async (s) => {
        expect(body(await status(s)).status).to.equal('404');
      });
    });

    it('error-content-type-json/charset: errors are application/json;charset=iso-8859-1', () =>
      withFault('error-content-type-json/charset', async (s) => {
        expect(headerOf((await status(s)).response, 'content-type')).to.equal(
          'application/json;charset=iso-8859-1',
        );
      }));

    it('error-x-request-id-echo/other-value: an error carries another X-Request-Id, a success the one sent', () =>
      withFault('error-x-request-id-echo/other-value', async (s) => {
        const requestId = randomUUID();
        const error = await status(s, { 'X-Request-Id': requestId });
        const ok = await status(s, { 'X-Request-Id': requestId }, s.mock.providerStateTaskIds.PROCESSED);
        expect(error.response.status).to.equal(404);
        expect(headerOf(error.response, 'x-request-id')).to.be.a('string').and.not.equal(requestId);
        expect(headerOf(ok.response, 'x-request-id')).to.equal(requestId);
      }));

    it('server-no-5xx/non-ascii-header: an error answer to a non-ASCII X-End-User is a 500; ASCII stays 400', () =>
      withFault('server-no-5xx/non-ascii-header', async (s) => {
        const unicode = await status(s, { 'X-End-User': 'ünïcödé-user' });
        const ascii = await status(s, { 'X-End-User': 'dept_42' });
        expect([unicode.response.status, ascii.response.status]).to.deep.equal([500, 400]);
      }));
  });
});
