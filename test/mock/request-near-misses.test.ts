import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { PATHS, resultsPath, statusPath } from '../../src/api/paths.ts';
import { headerOf } from '../../src/client/types.ts';
import type { FaultId } from '../../src/mock/faults/index.ts';
import { body, type MockSession, startMockSession, validRecord } from '../helpers/mock-session.ts';

const NDJSON = `${JSON.stringify(validRecord())}\n`;

/** Runs `use` against a mock started with `faults` (none: the correct mock), then stops it. */
async function withFaults(faults: readonly FaultId[], use: (session: MockSession) => Promise<void>) {
  const session = await startMockSession({ faults: new Set(faults) });
  try {
    await use(session);
  } finally {
    await session.close();
  }
}

type Headers = Record<string, string | null>;

function submit(s: MockSession, headers: Headers = {}, auth: 'bearer' | 'none' = 'bearer') {
  return s.client.send({
    operation: 'bulk-submit',
    method: 'POST',
    path: PATHS.bulk,
    headers: { 'Content-Type': 'application/x-ndjson', ...headers },
    body: NDJSON,
    auth,
  });
}

function status(s: MockSession, headers: Headers = {}, taskId?: string, query = '') {
  return s.client.send({
    operation: 'bulk-status',
    method: 'GET',
    path: `${statusPath(taskId ?? s.mock.providerStateTaskIds.PROCESSED)}${query}`,
    headers,
  });
}

function results(s: MockSession, headers: Headers = {}, taskId?: string) {
  return s.client.send({
    operation: 'bulk-results',
    method: 'GET',
    path: resultsPath(taskId ?? s.mock.providerStateTaskIds.PROCESSED),
    headers,
  });
}

/** The status of each answer, in order. */
async function statuses(...answers: Array<Promise<{ response: { status: number } }>>): Promise<number[]> {
  return (await Promise.all(answers)).map((a) => a.response.status);
}

/** A live bearer token of the session's client. */
async function issued(s: MockSession): Promise<string> {
  const token = body(await s.client.tokens.request()).access_token;
  if (typeof token !== 'string') throw new Error('no access_token');
  return token;
}

const basic = (s: MockSession) => {
  const { apiKey, apiSecret } = s.mock.options.credentials;
  return `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`;
};

describe('mock: the near misses of the bulk requests, correct and broken', function () {
  this.timeout(20_000);

  it('refuses every credential near miss, and serves each under its fault of that operation only', async () => {
    await withFaults([], async (s) => {
      const token = await issued(s);
      expect(
        await statuses(
          status(s, { Authorization: `Bearer ${token}x` }),
          status(s, { Authorization: `Bearer ${token.slice(0, -1)}` }),
          status(s, { Authorization: basic(s) }),
          status(s, { Authorization: null, 'x-api-key': s.mock.options.credentials.apiKey }),
          s.client.send({
            operation: 'bulk-status',
            method: 'GET',
            path: `${statusPath(s.mock.providerStateTaskIds.PROCESSED)}?access_token=${token}`,
            auth: 'none',
          }),
        ),
      ).to.deep.equal([401, 401, 401, 401, 401]);
    });
    await withFaults(['status-auth-invalid-401/prefix', 'results-auth-invalid-401/truncated'], async (s) => {
      const token = await issued(s);
      expect(
        await statuses(
          status(s, { Authorization: `Bearer ${token}x` }),
          status(s, { Authorization: `Bearer ${token.slice(0, -1)}` }),
          status(s, { Authorization: `Bearer unknown-${randomUUID()}` }),
          results(s, { Authorization: `Bearer ${token.slice(0, -1)}` }),
          results(s, { Authorization: `Bearer ${token}x` }),
        ),
      ).to.deep.equal([200, 401, 401, 200, 401]);
    });
    await withFaults(['submit-auth-malformed-401/basic-credentials'], async (s) => {
      expect(
        await statuses(
          submit(s, { Authorization: basic(s) }),
          submit(s, { Authorization: 'Basic dXNlcjpwYXNz' }),
          status(s, { Authorization: basic(s) }),
        ),
      ).to.deep.equal([202, 401, 401]);
    });
    await withFaults(
      ['status-auth-missing-401/query-token', 'results-auth-missing-401/api-key-header'],
      async (s) => {
        const token = await issued(s);
        const { apiKey } = s.mock.options.credentials;
        const withQuery = (query: string) =>
          s.client.send({
            operation: 'bulk-status',
            method: 'GET',
            path: `${statusPath(s.mock.providerStateTaskIds.PROCESSED)}${query}`,
            auth: 'none',
          });
        const noAuth = (headers: Headers) =>
          s.client.send({
            operation: 'bulk-results',
            method: 'GET',
            path: resultsPath(s.mock.providerStateTaskIds.PROCESSED),
            headers,
            auth: 'none',
          });
        expect(
          await statuses(
            withQuery(`?access_token=${token}`),
            withQuery('?access_token=nope'),
            noAuth({ 'x-api-key': apiKey }),
            noAuth({ apikey: apiKey }),
            noAuth({ 'x-api-key': 'nope' }),
          ),
        ).to.deep.equal([200, 401, 200, 200, 401]);
      },
    );
  });

  it('refuses the A11 text forms of X-Request-Id and a taskId, and takes them under the text-form faults', async () => {
    const id = '0b3c5d7e-1111-4222-8333-944455556666';
    await withFaults([], async (s) => {
      const taskId = s.mock.providerStateTaskIds.PROCESSED;
      expect(
        await statuses(
          status(s, { 'X-Request-Id': `{${id}}` }),
          status(s, { 'X-Request-Id': id.toUpperCase() }),
          status(s, {}, `%7B${taskId}%7D`),
        ),
      ).to.deep.equal([400, 200, 400]);
    });
    await withFaults(
      ['status-x-request-id-text-form', 'results-taskid-text-form', 'submit-x-request-id-text-form'],
      async (s) => {
        const taskId = s.mock.providerStateTaskIds.PROCESSED;
        expect(
          await statuses(
            status(s, { 'X-Request-Id': `urn:uuid:${id}` }),
            status(s, { 'X-Request-Id': 'not-a-uuid' }),
            submit(s, { 'X-Request-Id': id.replaceAll('-', '') }),
            results(s, {}, `%7B${taskId}%7D`),
            results(s, {}, taskId.replaceAll('-', '')),
            status(s, {}, `%7B${taskId}%7D`),
          ),
        ).to.deep.equal([200, 400, 202, 200, 200, 400]);
      },
    );
    await withFaults(['status-x-request-id-text-form/upper-case'], async (s) => {
      expect(
        await statuses(
          status(s, { 'X-Request-Id': id.toUpperCase() }),
          results(s, { 'X-Request-Id': id.toUpperCase() }),
        ),
      ).to.deep.equal([400, 200]);
    });
  });

  it('answers an empty X-Request-Id and Content-Type 400 (A14), and serves them under their /accepted faults', async () => {
    await withFaults([], async (s) => {
      expect(
        await statuses(
          status(s, { 'X-Request-Id': '' }),
          status(s, { 'X-Request-Id': '\t' }),
          submit(s, { 'Content-Type': '' }),
          status(s, { 'X-Request-Id': null, 'X-Correlation-Id': randomUUID() }),
        ),
      ).to.deep.equal([400, 400, 400, 400]);
    });
    await withFaults(
      [
        'status-x-request-id-empty/accepted',
        'submit-content-type-empty/accepted',
        'results-x-request-id-mandatory',
      ],
      async (s) => {
        expect(
          await statuses(
            status(s, { 'X-Request-Id': ' ' }),
            status(s, { 'X-Request-Id': null }),
            submit(s, { 'Content-Type': '' }),
            results(s, { 'X-Request-Id': null }),
            results(s, { 'X-Request-Id': '' }),
          ),
        ).to.deep.equal([200, 400, 202, 200, 400]);
      },
    );
    await withFaults(['status-x-request-id-mandatory/correlation-alias'], async (s) => {
      expect(
        await statuses(
          status(s, { 'X-Request-Id': null, 'X-Correlation-Id': randomUUID() }),
          status(s, { 'X-Request-Id': null }),
        ),
      ).to.deep.equal([200, 400]);
    });
  });

  it('answers an empty or whitespace Accept-Language and one letter 400, and serves the empty ones under /empty-default', async () => {
    await withFaults([], async (s) => {
      expect(
        await statuses(
          status(s, { 'Accept-Language': '' }),
          status(s, { 'Accept-Language': ' \t ' }),
          status(s, { 'Accept-Language': 'e' }),
        ),
      ).to.deep.equal([400, 400, 400]);
    });
    await withFaults(['results-accept-language-iso-639-1/empty-default'], async (s) => {
      expect(
        await statuses(
          results(s, { 'Accept-Language': '' }),
          results(s, { 'Accept-Language': 'e' }),
          status(s, { 'Accept-Language': '' }),
        ),
      ).to.deep.equal([200, 400, 400]);
    });
  });

  it('breaks the Accept reading only as each Accept fault says', async () => {
    await withFaults(
      ['status-accept-406/list-refused', 'results-accept-406/ndjson-alias', 'submit-accept-406/ignored'],
      async (s) => {
        expect(
          await statuses(
            status(s, { Accept: 'text/html, application/json' }),
            status(s, { Accept: '*/*' }),
            results(s, { Accept: 'application/ndjson' }),
            results(s, { Accept: 'application/jsonl' }),
            submit(s, { Accept: 'text/html' }),
          ),
        ).to.deep.equal([406, 200, 200, 406, 202]);
      },
    );
    await withFaults(['status-accept-406/wildcard-refused', 'status-accept-406/prefix'], async (s) => {
      expect(
        await statuses(
          status(s, { Accept: 'application/*' }),
          status(s, { Accept: 'application/json' }),
          status(s, { Accept: 'application/jsonl' }),
          status(s, { Accept: 'application/json; charset=iso-8859-1' }),
          status(s, { Accept: 'text/html' }),
        ),
      ).to.deep.equal([406, 200, 200, 200, 406]);
    });
  });

  it('takes the widest X-End-User, X-Software-Supplier and UUIDs, and refuses them under the stricter faults', async () => {
    const v1 = '0b3c5d7e-1111-1222-8333-944455556666';
    const supplier = 'AcmeSoft/1.2, PayLib 3';
    await withFaults([], async (s) => {
      expect(
        await statuses(
          status(s, { 'X-End-User': '---' }),
          status(s, { 'X-End-User': 'abc-' }),
          status(s, { 'X-End-User': 'abc def' }),
          status(s, { 'X-Software-Supplier': supplier }),
          status(s, { 'X-Request-Id': v1 }),
        ),
      ).to.deep.equal([200, 200, 400, 200, 200]);
    });
    await withFaults(
      [
        'status-x-end-user-pattern/slug',
        'results-x-end-user-pattern/stops-at-space',
        'status-x-software-supplier-max-70/single-token',
        'submit-x-request-id-uuid/v4-only',
      ],
      async (s) => {
        expect(
          await statuses(
            status(s, { 'X-End-User': '---' }),
            status(s, { 'X-End-User': 'Dept-42' }),
            results(s, { 'X-End-User': 'abc def' }),
            results(s, { 'X-End-User': 'abc_def' }),
            status(s, { 'X-Software-Supplier': supplier }),
            submit(s, { 'X-Request-Id': v1 }),
            submit(s, { 'X-Request-Id': randomUUID() }),
          ),
        ).to.deep.equal([400, 200, 200, 400, 400, 400, 202]);
      },
    );
  });

  it('answers near-miss taskIds 400 and unknown ones 404, and looks them up under the taskId faults', async () => {
    await withFaults([], async (s) => {
      const taskId = s.mock.providerStateTaskIds.PROCESSED;
      const changed = `${taskId.slice(0, -1)}${taskId.endsWith('0') ? '1' : '0'}`;
      expect(
        await statuses(
          status(s, {}, `${taskId}g`),
          status(s, {}, `${taskId.slice(0, 9)}${taskId.slice(10)}`),
          status(s, {}, changed),
          status(s, {}, randomUUID().toUpperCase()),
        ),
      ).to.deep.equal([400, 400, 404, 404]);
    });
    await withFaults(
      [
        'status-taskid-uuid/unanchored',
        'status-taskid-uuid/java-groups',
        'status-unknown-task-404/prefix-lookup',
      ],
      async (s) => {
        const taskId = s.mock.providerStateTaskIds.PROCESSED;
        const changed = `${taskId.slice(0, -1)}${taskId.endsWith('0') ? '1' : '0'}`;
        // A group a digit short that a Java-style parser does not read back as the issued taskId:
        // drop a digit that is not a leading zero (dropping a leading zero would name the task).
        const drop = [9, 10, 11, 12, 14, 15, 16, 17].find((i) => taskId.charAt(i) !== '0') ?? 9;
        const shortGroup = `${taskId.slice(0, drop)}${taskId.slice(drop + 1)}`;
        expect(
          await statuses(
            status(s, {}, `${taskId}g`),
            status(s, {}, `0b3c5d7e-111-4222-8333-944455556666`),
            status(s, {}, shortGroup),
            status(s, {}, changed),
            results(s, {}, changed),
          ),
        ).to.deep.equal([200, 404, 404, 200, 404]);
      },
    );
  });

  it('reads a task the same with any X-End-User, and scopes it by the submitting one under /partitioned', async () => {
    await withFaults(['status-x-end-user-no-effect/partitioned'], async (s) => {
      const submitted = await submit(s, { 'X-End-User': 'dept-a' });
      const taskId = String(body(submitted).taskId);
      expect(
        await statuses(
          status(s, { 'X-End-User': 'dept-a' }, taskId),
          status(s, { 'X-End-User': 'dept-b' }, taskId),
          status(s, {}, taskId),
        ),
      ).to.deep.equal([200, 404, 404]);
    });
  });

  it('echoes a malformed X-Request-Id on its 400, and drops it under error-x-request-id-echo/malformed', async () => {
    await withFaults([], async (s) => {
      expect(headerOf((await status(s, { 'X-Request-Id': 'not-a-uuid' })).response, 'x-request-id')).to.equal(
        'not-a-uuid',
      );
    });
    await withFaults(['error-x-request-id-echo/malformed'], async (s) => {
      const requestId = randomUUID();
      const malformed = await status(s, { 'X-Request-Id': 'not-a-uuid' });
      const unknown = await status(s, { 'X-Request-Id': requestId }, randomUUID());
      expect([malformed.response.status, headerOf(malformed.response, 'x-request-id')]).to.deep.equal([
        400,
        undefined,
      ]);
      expect([unknown.response.status, headerOf(unknown.response, 'x-request-id')]).to.deep.equal([
        404,
        requestId,
      ]);
    });
  });

  it('answers two X-Request-Id or two Authorization headers without a 5xx, and 500 under server-no-5xx/duplicate-header', async () => {
    const twice = { 'X-Request-Id': randomUUID(), 'x-request-id': randomUUID() };
    await withFaults([], async (s) => {
      const token = await issued(s);
      expect(
        await statuses(
          status(s, twice),
          submit(s, twice),
          status(s, { Authorization: `Bearer ${token}`, authorization: 'Bearer nope' }),
        ),
      ).to.satisfy((all: number[]) => all.every((code) => code < 500));
    });
    await withFaults(['server-no-5xx/duplicate-header'], async (s) => {
      expect(await statuses(status(s, twice), results(s, twice), status(s))).to.deep.equal([500, 500, 200]);
    });
  });
});
