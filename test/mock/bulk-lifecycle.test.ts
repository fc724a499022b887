import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { expect } from 'chai';
import { headerOf } from '../../src/client/types.ts';
import { PATHS, resultsPath, statusPath } from '../../src/api/paths.ts';
import { SCENARIO_NAMES } from '../../src/api/scenario-names.ts';
import { body, type MockSession, sleep, startMockSession, validRecord } from '../helpers/mock-session.ts';

const QUEUE_MS = 40;
const PROCESSING_MS = 80;

describe('mock: bulk submission, task lifecycle and results (A2, A3, A9; interface.md Endpoints/5)', () => {
  let session: MockSession;
  before(async () => {
    session = await startMockSession({
      queueMs: QUEUE_MS,
      processingMs: PROCESSING_MS,
      slowMs: 60_000,
      maxRecords: 3,
    });
  });
  after(() => session.close());

  const submitText = (text: string, contentType: string | null = 'application/x-ndjson') =>
    session.client.send({
      operation: 'bulk-submit',
      method: 'POST',
      path: PATHS.bulk,
      headers: { 'Content-Type': contentType },
      body: text,
    });
  const submit = (records: object[]) => submitText(records.map((r) => JSON.stringify(r)).join('\n'));
  const status = async (taskId: string) =>
    body(await session.client.send({ operation: 'bulk-status', method: 'GET', path: statusPath(taskId) }));
  const results = (taskId: string) =>
    session.client.send({ operation: 'bulk-results', method: 'GET', path: resultsPath(taskId) });

  async function taskOf(records: object[]): Promise<string> {
    const exchange = await submit(records);
    expect(exchange.response.status).to.equal(202);
    return String(body(exchange).taskId);
  }

  it('accepts NDJSON with 202 {taskId} and walks NOT_STARTED, IN_PROGRESS, PROCESSED', async () => {
    let now = 1_000_000;
    const timed = await startMockSession({ queueMs: 100, processingMs: 200, clock: () => now });
    try {
      const submitted = await timed.client.send({
        operation: 'bulk-submit',
        method: 'POST',
        path: PATHS.bulk,
        headers: { 'Content-Type': 'application/x-ndjson' },
        body: JSON.stringify(validRecord()),
      });
      expect(submitted.response.status).to.equal(202);
      const taskId = String(body(submitted).taskId);
      expect(taskId).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const seen: unknown[] = [];
      for (const at of [0, 99, 100, 299, 300]) {
        now = 1_000_000 + at;
        const exchange = await timed.client.send({
          operation: 'bulk-status',
          method: 'GET',
          path: statusPath(taskId),
        });
        seen.push(body(exchange).status);
      }
      expect(seen).to.deep.equal(['NOT_STARTED', 'NOT_STARTED', 'IN_PROGRESS', 'IN_PROGRESS', 'PROCESSED']);
    } finally {
      await timed.close();
    }
  });

  it('accepts a charset naming UTF-8 in any spelling, 415 for other types or charsets, 400 without Content-Type', async () => {
    const line = JSON.stringify(validRecord());
    expect((await submitText(line, 'application/x-ndjson; charset=utf-8')).response.status).to.equal(202);
    // A2: type, parameter name and charset without regard to case; a quoted value is the token.
    for (const spelling of ['application/x-ndjson; charset="utf-8"', 'Application/X-NDJSON;Charset=UTF-8'])
      expect((await submitText(line, spelling)).response.status, spelling).to.equal(202);
    // utf8 is no name of UTF-8 (IANA registry, RFC 9110 §8.3.2); the nearest other type.
    for (const miss of ['application/x-ndjson; charset=utf8', 'application/x-ndjsonx'])
      expect((await submitText(line, miss)).response.status, miss).to.equal(415);
    expect((await submitText(line, 'application/json')).response.status).to.equal(415);
    expect((await submitText(line, 'application/x-ndjson; charset=iso-8859-1')).response.status).to.equal(
      415,
    );
    const missing = await submitText(line, null);
    expect([missing.response.status, body(missing).title]).to.deep.equal([
      400,
      'MANDATORY_HEADER_NOT_PROVIDED',
    ]);
  });

  it('answers 405 with Allow: POST to GET on the submission path (A16)', async () => {
    const exchange = await session.client.send({ operation: 'bulk-submit', method: 'GET', path: PATHS.bulk });
    expect(exchange.response.status).to.equal(405);
    expect(headerOf(exchange.response, 'allow')).to.equal('POST');
  });

  it('serves the result file as NDJSON named <taskId>.ndjson, with a record-level error per broken record', async () => {
    const good = validRecord('Jane Doe');
    const tooLong = validRecord('x'.repeat(141));
    const both = {
      ...validRecord(),
      party: { name: 'A', id: { organisationId: { lei: '5493001KJTIIGC8Y1R12' } } },
    };
    const taskId = await taskOf([good, tooLong, both]);
    await sleep(QUEUE_MS + PROCESSING_MS + 20);
    const exchange = await results(taskId);
    expect(exchange.response.status).to.equal(200);
    expect(headerOf(exchange.response, 'content-type')).to.equal('application/x-ndjson');
    expect(headerOf(exchange.response, 'content-disposition')).to.equal(
      `attachment; filename="${taskId}.ndjson"`,
    );
    const lines = exchange.response.bodyText
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.uetr)).to.deep.equal([good.uetr, tooLong.uetr, both.uetr]);
    expect(lines[0]).to.include({ partyNameMatch: 'MTCH' });
    expect(lines[1]).to.include({ code: 'FORMAT_ERROR', title: 'NAME_TOO_LONG', instance: '/party/name' });
    expect(lines[2]).to.include({ code: 'FORMAT_ERROR', title: 'MUTUALLY_EXCLUSIVE_FIELDS_USED' });
  });

  it('answers a 4xx other than 404 for results before PROCESSED and for FAILED tasks (A3)', async () => {
    const taskId = await taskOf([validRecord()]);
    const early = await results(taskId);
    expect(early.response.status).to.be.within(400, 499).and.not.equal(404);
    const failed = await results(session.mock.providerStateTaskIds.FAILED);
    expect(failed.response.status).to.be.within(400, 499).and.not.equal(404);
  });

  it('answers status with exactly the JSON text of the state: {status} alone, {status, detail} when FAILED, {state} under the no-status fault', async () => {
    const ids = session.mock.providerStateTaskIds;
    const statusText = async (client: MockSession['client'], taskId: string) => {
      const exchange = await client.send({
        operation: 'bulk-status',
        method: 'GET',
        path: statusPath(taskId),
      });
      expect(headerOf(exchange.response, 'content-type')).to.equal('application/json;charset=utf-8');
      expect(headerOf(exchange.response, 'content-length')).to.equal(
        String(exchange.response.bodyText.length),
      );
      return exchange.response.bodyText;
    };
    expect(await statusText(session.client, ids.PROCESSED)).to.equal('{"status":"PROCESSED"}');
    expect(await statusText(session.client, ids.IN_PROGRESS)).to.equal('{"status":"IN_PROGRESS"}');
    expect(await statusText(session.client, ids.FAILED)).to.equal(
      '{"status":"FAILED","detail":"Seeded task: the file was corrupt."}',
    );
    const broken = await startMockSession({ faults: new Set(['status-200-json-body/no-status']) });
    try {
      const brokenIds = broken.mock.providerStateTaskIds;
      expect(await statusText(broken.client, brokenIds.PROCESSED)).to.equal('{"state":"PROCESSED"}');
    } finally {
      await broken.close();
    }
  });

  it('sends the X-Request-Id echo as the first header of every status answer, success or error; a fresh UUID when none is sent', async () => {
    const token = await session.client.tokens.token();
    const head = (taskId: string, requestId?: string) =>
      new Promise<{ status: number; names: string[]; echo: string | undefined }>((resolve, reject) => {
        const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
        if (requestId !== undefined) headers['X-Request-Id'] = requestId;
        get(`${session.mock.baseUrl}${statusPath(taskId)}`, { headers, agent: false }, (res) => {
          res.resume();
          const names = res.rawHeaders.filter((_, i) => i % 2 === 0);
          resolve({
            status: res.statusCode ?? 0,
            names,
            echo: res.headers['x-request-id'] as string | undefined,
          });
        }).on('error', reject);
      });
    const requestId = randomUUID();
    const served = await head(session.mock.providerStateTaskIds.PROCESSED, requestId);
    expect(served).to.deep.include({ status: 200, echo: requestId });
    expect(served.names.slice(0, 3)).to.deep.equal(['X-Request-Id', 'Content-Type', 'Content-Length']);
    const unknown = await head(randomUUID(), requestId);
    expect(unknown).to.deep.include({ status: 404, echo: requestId });
    expect(unknown.names[0]).to.equal('X-Request-Id');
    const missing = await head(session.mock.providerStateTaskIds.PROCESSED);
    expect(missing.status).to.equal(400);
    expect(missing.names[0]).to.equal('X-Request-Id');
    expect(missing.echo).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('drops the echo of a status success under status-x-request-id-echo, keeping it on a status error', async () => {
    const broken = await startMockSession({ faults: new Set(['status-x-request-id-echo']) });
    try {
      const requestId = randomUUID();
      const send = (taskId: string) =>
        broken.client.send({
          operation: 'bulk-status',
          method: 'GET',
          path: statusPath(taskId),
          headers: { 'X-Request-Id': requestId },
        });
      const served = await send(broken.mock.providerStateTaskIds.PROCESSED);
      expect(served.response.status).to.equal(200);
      expect(headerOf(served.response, 'x-request-id')).to.equal(undefined);
      const unknown = await send(randomUUID());
      expect(unknown.response.status).to.equal(404);
      expect(headerOf(unknown.response, 'x-request-id')).to.equal(requestId);
    } finally {
      await broken.close();
    }
  });

  it('ends SCENARIO_FAILED and SCENARIO_TIMED_OUT files in their state with a detail, keeps SCENARIO_SLOW IN_PROGRESS (A9)', async () => {
    const failed = await taskOf([validRecord(SCENARIO_NAMES.failed)]);
    const timedOut = await taskOf([validRecord(SCENARIO_NAMES.timedOut)]);
    const slow = await taskOf([validRecord(SCENARIO_NAMES.slow)]);
    await sleep(QUEUE_MS + PROCESSING_MS + 20);
    expect(await status(failed)).to.have.property('status', 'FAILED');
    expect((await status(failed)).detail)
      .to.be.a('string')
      .with.length.greaterThan(0);
    expect(await status(timedOut)).to.have.property('status', 'TIMED_OUT');
    expect((await status(timedOut)).detail)
      .to.be.a('string')
      .with.length.greaterThan(0);
    expect(await status(slow)).to.deep.equal({ status: 'IN_PROGRESS' });
  });

  it('ends a corrupt file or one over the record limit FAILED with a detail', async () => {
    const corrupt = String(body(await submitText(`${JSON.stringify(validRecord())}\nnot json\n`)).taskId);
    const tooMany = await taskOf([validRecord(), validRecord(), validRecord(), validRecord()]);
    await sleep(QUEUE_MS + PROCESSING_MS + 20);
    expect(await status(corrupt)).to.deep.include({
      status: 'FAILED',
      detail: 'Line 2 is not a JSON object.',
    });
    expect(await status(tooMany)).to.have.property('status', 'FAILED');
  });

  it('rejects an empty file with 400 INVALID_REQUEST', async () => {
    const exchange = await submitText('');
    expect([exchange.response.status, body(exchange).title]).to.deep.equal([400, 'INVALID_REQUEST']);
  });

  it('answers 403 to a token without the bulk scope on an existing task (A5)', async () => {
    const taskId = await taskOf([validRecord()]);
    const other = await session.limitedClient.tokens.token();
    const exchange = await session.client.send({
      operation: 'bulk-status',
      method: 'GET',
      path: statusPath(taskId),
      headers: { Authorization: `Bearer ${other}` },
    });
    expect(exchange.response.status).to.equal(403);
  });
});
