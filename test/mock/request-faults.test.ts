import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { PATHS, resultsPath, statusPath } from '../../src/api/paths.ts';
import { headerOf } from '../../src/client/types.ts';
import type { FaultId } from '../../src/mock/faults/index.ts';
import { TokenStore } from '../../src/mock/token/token-store.ts';
import { body, type MockSession, sleep, startMockSession, validRecord } from '../helpers/mock-session.ts';

const NDJSON = `${JSON.stringify(validRecord())}\n`;

/** Runs `body` against a mock started with `faults` (and `tokenLifetimeSeconds` when given), then stops it. */
async function withFaults(
  faults: readonly FaultId[],
  use: (session: MockSession) => Promise<void>,
  tokenLifetimeSeconds?: number,
): Promise<void> {
  const session = await startMockSession({
    faults: new Set(faults),
    ...(tokenLifetimeSeconds === undefined ? {} : { tokenLifetimeSeconds }),
  });
  try {
    await use(session);
  } finally {
    await session.close();
  }
}

function submit(session: MockSession, headers: Record<string, string | null> = {}, method = 'POST') {
  return session.client.send({
    operation: 'bulk-submit',
    method,
    path: PATHS.bulk,
    headers: { 'Content-Type': 'application/x-ndjson', ...headers },
    ...(method === 'POST' ? { body: NDJSON } : {}),
  });
}

function status(session: MockSession, headers: Record<string, string | null> = {}, taskId?: string) {
  return session.client.send({
    operation: 'bulk-status',
    method: 'GET',
    path: statusPath(taskId ?? session.mock.providerStateTaskIds.PROCESSED),
    headers,
  });
}

/** A token of `session`'s client that has expired (the mock must issue 1 s tokens). */
async function expiredToken(session: MockSession): Promise<string> {
  const exchange = await session.client.tokens.request();
  const token = body(exchange).access_token;
  if (typeof token !== 'string') throw new Error('no access_token');
  await sleep(1_100);
  return token;
}

describe('mock: the token store tells expired tokens from unknown ones (A15)', () => {
  it('reads a token as live, then expired, and an unheard-of one as unknown', async () => {
    const client = { id: 'c', credentials: { apiKey: 'k', apiSecret: 's' }, bulkScope: true };
    const store = new TokenStore([client], 3600);
    const live = store.issue(client).token;
    const expired = store.issue(client, 0).token;
    await sleep(5);
    expect(store.lookup(live)).to.deep.equal({ state: 'live', client });
    expect(store.lookup(expired)).to.deep.equal({ state: 'expired', client });
    expect(store.lookup('nope')).to.deep.equal({ state: 'unknown' });
  });
});

describe('mock: faults of requests to the bulk operations (src/mock/faults/requests.ts)', function () {
  this.timeout(20_000);

  it('answers an expired token 401, and accepts it only under the expired-token fault of that operation', async () => {
    await withFaults(
      ['status-auth-expired-401', 'submit-auth-invalid-401'],
      async (session) => {
        const authorization = `Bearer ${await expiredToken(session)}`;
        expect((await status(session, { Authorization: authorization })).response.status).to.equal(200);
        const results = await session.client.send({
          operation: 'bulk-results',
          method: 'GET',
          path: resultsPath(session.mock.providerStateTaskIds.PROCESSED),
          headers: { Authorization: authorization },
        });
        expect(results.response.status).to.equal(401);
        // The invalid-token fault accepts unknown tokens, not expired ones.
        expect((await submit(session, { Authorization: authorization })).response.status).to.equal(401);
        expect((await submit(session, { Authorization: 'Bearer nope' })).response.status).to.equal(202);
      },
      1,
    );
  });

  it('answers the limited client 401 under <scope rule>/401 and serves it under the scope fault', async () => {
    await withFaults(['submit-scope-403/401', 'status-scope-403'], async (session) => {
      const limited = (operation: 'bulk-submit' | 'bulk-status') =>
        session.limitedClient.send(
          operation === 'bulk-submit'
            ? {
                operation,
                method: 'POST',
                path: PATHS.bulk,
                headers: { 'Content-Type': 'application/x-ndjson' },
                body: NDJSON,
              }
            : { operation, method: 'GET', path: statusPath(randomUUID()) },
        );
      expect((await limited('bulk-submit')).response.status).to.equal(401);
      // Served: the limited client has no such task (A4).
      expect((await limited('bulk-status')).response.status).to.equal(404);
    });
  });

  it('drops or replaces the X-Request-Id echo of a success answer only, keeping it on errors', async () => {
    await withFaults(
      ['submit-x-request-id-echo', 'status-x-request-id-echo/other-value'],
      async (session) => {
        const requestId = randomUUID();
        const submitted = await submit(session, { 'X-Request-Id': requestId });
        expect(submitted.response.status).to.equal(202);
        expect(headerOf(submitted.response, 'x-request-id')).to.equal(undefined);
        const rejected = await submit(session, { 'X-Request-Id': requestId, 'X-Channel': 'c'.repeat(71) });
        expect(headerOf(rejected.response, 'x-request-id')).to.equal(requestId);
        const served = await status(session, { 'X-Request-Id': requestId });
        expect(served.response.status).to.equal(200);
        expect(headerOf(served.response, 'x-request-id'))
          .to.match(/^[0-9a-f-]{36}$/)
          .and.not.equal(requestId);
        const unknown = await status(session, { 'X-Request-Id': requestId }, randomUUID());
        expect(headerOf(unknown.response, 'x-request-id')).to.equal(requestId);
      },
    );
  });

  it('answers another method 404 under <method rule>/404, 405 on the other paths', async () => {
    await withFaults(['status-method-405/404'], async (session) => {
      const taskId = session.mock.providerStateTaskIds.PROCESSED;
      const onStatus = await session.client.send({
        operation: 'bulk-status',
        method: 'DELETE',
        path: statusPath(taskId),
      });
      const onResults = await session.client.send({
        operation: 'bulk-results',
        method: 'DELETE',
        path: resultsPath(taskId),
      });
      expect([onStatus.response.status, onResults.response.status]).to.deep.equal([404, 405]);
    });
  });

  it('answers the other letter case of an issued taskId 404 under taskid-case-insensitive', async () => {
    await withFaults(['status-taskid-case-insensitive'], async (session) => {
      const taskId = session.mock.providerStateTaskIds.PROCESSED;
      expect((await status(session, {}, taskId)).response.status).to.equal(200);
      expect((await status(session, {}, taskId.toUpperCase())).response.status).to.equal(404);
      const results = await session.client.send({
        operation: 'bulk-results',
        method: 'GET',
        path: resultsPath(taskId.toUpperCase()),
      });
      expect(results.response.status).to.equal(200);
    });
  });

  it('rejects a header at its limit under <rule>/strict, and only there', async () => {
    await withFaults(
      [
        'status-x-end-user-length/strict',
        'status-x-software-supplier-max-70/strict',
        'status-x-channel-max-70/strict',
      ],
      async (session) => {
        for (const [name, max] of [
          ['X-End-User', 50],
          ['X-Software-Supplier', 70],
          ['X-Channel', 70],
        ] as const) {
          expect((await status(session, { [name]: 'a'.repeat(max) })).response.status, name).to.equal(400);
          expect((await status(session, { [name]: 'a'.repeat(max - 1) })).response.status, name).to.equal(
            200,
          );
          expect((await submit(session, { [name]: 'a'.repeat(max) })).response.status, name).to.equal(202);
        }
      },
    );
  });

  it('accepts a submission without Content-Type, or answers charset=utf-8 415, under the Content-Type faults', async () => {
    await withFaults(['submit-content-type-missing', 'submit-content-type-415/strict'], async (session) => {
      expect((await submit(session, { 'Content-Type': null })).response.status).to.equal(202);
      expect((await submit(session)).response.status).to.equal(202);
      const strict = await submit(session, { 'Content-Type': 'application/x-ndjson; charset=utf-8' });
      expect(strict.response.status).to.equal(415);
    });
  });

  it('switches the submission header rules by the submission faults only', async () => {
    await withFaults(['submit-x-request-id-mandatory', 'submit-method-405'], async (session) => {
      expect((await submit(session, { 'X-Request-Id': null })).response.status).to.equal(202);
      expect((await status(session, { 'X-Request-Id': null })).response.status).to.equal(400);
      expect((await submit(session, {}, 'DELETE')).response.status).to.not.equal(405);
    });
  });
});
