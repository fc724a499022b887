import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { expect } from 'chai';
import { BULK_TASK_READERS } from '../../src/calibration/bulk-task-readers.ts';
import { dispositionNamesResultFile } from '../../src/client/content-disposition.ts';
import { type Exchange, headerOf } from '../../src/client/types.ts';
import { resolveChoiceSet } from '../../src/mock/choices/choice-set.ts';
import type { MockOptions } from '../../src/mock/options.ts';
import { validate } from '../../src/schemas/registry.ts';
import { PATHS, resultsPath, statusPath } from '../../src/api/paths.ts';
import { SCENARIO_NAMES } from '../../src/api/scenario-names.ts';
import { body, type MockSession, startMockSession, validRecord } from '../helpers/mock-session.ts';

type Headers = Record<string, string | null>;
type Line = Record<string, unknown>;

const QUEUE_MS = 100;
const PROCESSING_MS = 200;

/** A mock with `overrides` over the first alternatives, a manual clock, and `advance(ms)` to move it. */
interface ChoiceMock extends MockSession {
  advance(ms: number): void;
}

async function withMock(
  overrides: Readonly<Record<string, string>>,
  run: (s: ChoiceMock) => Promise<void>,
  options: Partial<MockOptions> = {},
): Promise<void> {
  let now = 1_000_000;
  const session = await startMockSession({
    queueMs: QUEUE_MS,
    processingMs: PROCESSING_MS,
    clock: () => now,
    ...options,
    choices: resolveChoiceSet({ mode: 'first', overrides }),
  });
  try {
    await run({ ...session, advance: (ms) => (now += ms) });
  } finally {
    await session.close();
  }
}

interface Extra {
  readonly method?: string;
  readonly auth?: 'bearer' | 'none';
}

function getStatus(s: MockSession, headers: Headers = {}, taskId?: string, extra: Extra = {}) {
  return s.client.send({
    operation: 'bulk-status',
    method: extra.method ?? 'GET',
    path: statusPath(taskId ?? s.mock.providerStateTaskIds.PROCESSED),
    headers,
    auth: extra.auth ?? 'bearer',
  });
}

function getResults(s: MockSession, headers: Headers = {}, taskId?: string, extra: Extra = {}) {
  return s.client.send({
    operation: 'bulk-results',
    method: extra.method ?? 'GET',
    path: resultsPath(taskId ?? s.mock.providerStateTaskIds.PROCESSED),
    headers,
    auth: extra.auth ?? 'bearer',
  });
}

function submit(s: MockSession, text: string, headers: Headers = {}, extra: Extra = {}) {
  return s.client.send({
    operation: 'bulk-submit',
    method: extra.method ?? 'POST',
    path: PATHS.bulk,
    headers: { 'Content-Type': 'application/x-ndjson', ...headers },
    body: text,
    auth: extra.auth ?? 'bearer',
  });
}

/** `method` on the submission path, with no body. */
function onSubmitPath(s: MockSession, method: string) {
  return s.client.send({ operation: 'bulk-submit', method, path: PATHS.bulk });
}

const ndjson = (records: readonly object[]) => records.map((r) => `${JSON.stringify(r)}\n`).join('');

/** Submits `records`, lets the task end, and returns its taskId and result file. */
async function processed(s: ChoiceMock, records: readonly object[]): Promise<[string, Exchange]> {
  const submitted = await submit(s, ndjson(records));
  expect(submitted.response.status).to.equal(202);
  const taskId = String(body(submitted).taskId);
  s.advance(QUEUE_MS + PROCESSING_MS);
  return [taskId, await getResults(s, {}, taskId)];
}

/** The parsed lines of a result file (LF or CRLF ends, final newline or not). */
function linesOf(exchange: Exchange): Line[] {
  return exchange.response.bodyText
    .split(/\r?\n/)
    .filter((text) => text.trim() !== '')
    .map((text) => JSON.parse(text) as Line);
}

/** [status, title] of `exchange`; title undefined for a body without one. */
function answer(exchange: Exchange): [number, unknown] {
  const { bodyText } = exchange.response;
  return [exchange.response.status, bodyText ? body(exchange).title : undefined];
}

/** Every error body keeps the documented shape and limits (interface.md Errors; A8). */
function expectErrorBody(exchange: Exchange): void {
  expect(validate('responses/error.schema.json', body(exchange)).valid, exchange.response.bodyText).to.equal(
    true,
  );
  expect(headerOf(exchange.response, 'content-type')).to.match(/^application\/(problem\+)?json/);
}

describe('mock choices of the bulk request checks (A10, A11, A14, A16; interface.md Errors)', () => {
  it('uuid-acceptance: the strict alternatives take versions 1-5 or 1-8 with the RFC variant, never the nil UUID', async () => {
    const v4 = '0B3C5D7E-1111-4222-8333-944455556666';
    const v7 = '0b3c5d7e-1111-7222-8333-944455556666';
    const v9 = '0b3c5d7e-1111-9222-8333-944455556666';
    const ncs = '0b3c5d7e-1111-4222-0333-944455556666';
    const nil = '00000000-0000-0000-0000-000000000000';
    await withMock({ 'uuid-acceptance': 'rfc4122-versions-1-5' }, async (s) => {
      expect((await getStatus(s, { 'X-Request-Id': v4 })).response.status).to.equal(200);
      for (const id of [v7, ncs, nil])
        expect(answer(await getStatus(s, { 'X-Request-Id': id })), id).to.deep.equal([400, 'INVALID_HEADER']);
      expect(answer(await getStatus(s, {}, nil))).to.deep.equal([400, 'INVALID_FIELD']);
      expect(answer(await getResults(s, {}, v7))).to.deep.equal([400, 'INVALID_FIELD']);
      expect(
        (await getStatus(s, {}, s.mock.providerStateTaskIds.PROCESSED.toUpperCase())).response.status,
      ).to.equal(200);
    });
    await withMock({ 'uuid-acceptance': 'versions-1-8' }, async (s) => {
      expect((await getStatus(s, { 'X-Request-Id': v7 })).response.status).to.equal(200);
      expect((await getStatus(s, {}, v7)).response.status).to.equal(404);
      for (const id of [v9, ncs, nil])
        expect(answer(await getStatus(s, { 'X-Request-Id': id })), id).to.deep.equal([400, 'INVALID_HEADER']);
      expect(answer(await submit(s, ndjson([validRecord()]), { 'X-Request-Id': nil }))).to.deep.equal([
        400,
        'INVALID_HEADER',
      ]);
    });
  });

  it('accept-language-extended rejected: one two-letter code only; tags, lists and * get 400 INVALID_HEADER', async () => {
    await withMock({ 'accept-language-extended': 'rejected' }, async (s) => {
      for (const ok of ['en', 'NL'])
        expect((await getStatus(s, { 'Accept-Language': ok })).response.status, ok).to.equal(200);
      for (const bad of ['en-GB', 'nl,en;q=0.8', '*', 'english', '']) {
        const exchange = await getResults(s, { 'Accept-Language': bad });
        expect(answer(exchange), bad).to.deep.equal([400, 'INVALID_HEADER']);
      }
    });
  });

  it('empty-mandatory-header INVALID_HEADER: empty X-Request-Id or Content-Type; a missing one stays MANDATORY_HEADER_NOT_PROVIDED', async () => {
    await withMock({ 'empty-mandatory-header': 'INVALID_HEADER' }, async (s) => {
      expect(answer(await getStatus(s, { 'X-Request-Id': ' ' }))).to.deep.equal([400, 'INVALID_HEADER']);
      expect(answer(await getStatus(s, { 'X-Request-Id': null }))).to.deep.equal([
        400,
        'MANDATORY_HEADER_NOT_PROVIDED',
      ]);
      const line = ndjson([validRecord()]);
      expect(answer(await submit(s, line, { 'Content-Type': '' }))).to.deep.equal([400, 'INVALID_HEADER']);
      expect(answer(await submit(s, line, { 'Content-Type': null }))).to.deep.equal([
        400,
        'MANDATORY_HEADER_NOT_PROVIDED',
      ]);
    });
  });

  /** One request per rule, breaking only that rule, and the answer every order must give (A16). */
  const singleBreaks = (s: MockSession): Array<[string, () => Promise<Exchange>, number]> => [
    ['no token', () => getStatus(s, {}, undefined, { auth: 'none' }), 401],
    ['unknown token', () => getResults(s, { Authorization: 'Bearer nope' }), 401],
    ['X-Channel of 71', () => getStatus(s, { 'X-Channel': 'c'.repeat(71) }), 400],
    ['Accept text/html', () => getResults(s, { Accept: 'text/html' }), 406],
    ['taskId not a UUID', () => getStatus(s, {}, 'not-a-uuid'), 400],
    ['unknown taskId', () => getResults(s, {}, randomUUID()), 404],
    ['Content-Type text/csv', () => submit(s, ndjson([validRecord()]), { 'Content-Type': 'text/csv' }), 415],
    ['submission without token', () => submit(s, ndjson([validRecord()]), {}, { auth: 'none' }), 401],
  ];

  for (const order of ['headers-first', 'path-first']) {
    it(`check-order ${order}: a request breaking one rule still gets that rule's answer`, async () => {
      await withMock({ 'check-order': order }, async (s) => {
        for (const [label, send, status] of singleBreaks(s)) {
          const exchange = await send();
          expect(exchange.response.status, label).to.equal(status);
          expectErrorBody(exchange);
        }
      });
    });
  }

  it('check-order: with two rules broken, the order decides which answer comes first', async () => {
    const noToken = { auth: 'none' } as const;
    await withMock({ 'check-order': 'headers-first' }, async (s) => {
      expect(
        (await getStatus(s, { 'X-Channel': 'c'.repeat(71) }, undefined, noToken)).response.status,
      ).to.equal(400);
      expect((await getResults(s, { Accept: 'text/html' }, undefined, noToken)).response.status).to.equal(
        406,
      );
      expect((await getStatus(s, {}, 'not-a-uuid', noToken)).response.status).to.equal(401);
      const csv = await submit(s, ndjson([validRecord()]), { 'Content-Type': 'text/csv' }, noToken);
      expect(csv.response.status).to.equal(415);
    });
    await withMock({ 'check-order': 'path-first' }, async (s) => {
      expect(answer(await getStatus(s, {}, 'not-a-uuid', noToken))).to.deep.equal([400, 'INVALID_FIELD']);
      expect(
        (await getStatus(s, { 'X-Channel': 'c'.repeat(71) }, undefined, noToken)).response.status,
      ).to.equal(401);
    });
  });

  it('check-order keeps the faults: a fault still breaks exactly its rule', async () => {
    await withMock(
      { 'check-order': 'headers-first' },
      async (s) => {
        expect((await getStatus(s, {}, undefined, { auth: 'none' })).response.status).to.equal(200);
        expect((await getStatus(s, { 'X-Channel': 'c'.repeat(71) })).response.status).to.equal(400);
      },
      { faults: new Set(['status-auth-missing-401']) },
    );
  });

  it('head-options allowed: HEAD answers as GET without a body, OPTIONS 204 with Allow; other methods 405', async () => {
    await withMock({ 'head-options': 'allowed' }, async (s) => {
      const head = await getResults(s, {}, undefined, { method: 'HEAD' });
      expect(head.response.status).to.equal(200);
      expect(head.response.bodyText).to.equal('');
      expect(headerOf(head.response, 'content-disposition')).to.include('.ndjson');
      expect((await getStatus(s, {}, undefined, { method: 'HEAD' })).response.status).to.equal(200);
      const options = await getStatus(s, {}, undefined, { method: 'OPTIONS' });
      expect(options.response.status).to.equal(204);
      expect(headerOf(options.response, 'allow')).to.equal('GET, HEAD, OPTIONS');
      const submitOptions = await onSubmitPath(s, 'OPTIONS');
      expect([submitOptions.response.status, headerOf(submitOptions.response, 'allow')]).to.deep.equal([
        204,
        'POST, OPTIONS',
      ]);
      expect((await onSubmitPath(s, 'HEAD')).response.status).to.equal(405);
      const deleted = await getStatus(s, {}, undefined, { method: 'DELETE' });
      expect([deleted.response.status, headerOf(deleted.response, 'allow')]).to.deep.equal([
        405,
        'GET, HEAD, OPTIONS',
      ]);
    });
  });

  it('method-405-allow without-allow: the 405 carries no Allow header, its body keeps the shape', async () => {
    await withMock({ 'method-405-allow': 'without-allow' }, async (s) => {
      for (const exchange of [
        await getStatus(s, {}, undefined, { method: 'POST' }),
        await onSubmitPath(s, 'GET'),
      ]) {
        expect(exchange.response.status).to.equal(405);
        expect(headerOf(exchange.response, 'allow')).to.equal(undefined);
        expectErrorBody(exchange);
      }
    });
  });

  it('x-request-id-when-absent absent: no X-Request-Id on the response to a request without one; echoed otherwise', async () => {
    await withMock({ 'x-request-id-when-absent': 'absent' }, async (s) => {
      const missing = await getStatus(s, { 'X-Request-Id': null });
      expect(answer(missing)).to.deep.equal([400, 'MANDATORY_HEADER_NOT_PROVIDED']);
      expect(headerOf(missing.response, 'x-request-id')).to.equal(undefined);
      const requestId = randomUUID();
      const sent = await getStatus(s, { 'X-Request-Id': requestId });
      expect(headerOf(sent.response, 'x-request-id')).to.equal(requestId);
    });
  });
});

describe('mock choices of the bulk submission and status (A2; interface.md Resources, Limits)', () => {
  it('submit-content-type-missing 415: no Content-Type gets 415; an empty one still 400 (A14)', async () => {
    await withMock({ 'submit-content-type-missing': '415' }, async (s) => {
      const missing = await submit(s, ndjson([validRecord()]), { 'Content-Type': null });
      expect(missing.response.status).to.equal(415);
      expectErrorBody(missing);
      expect(answer(await submit(s, ndjson([validRecord()]), { 'Content-Type': ' ' }))).to.deep.equal([
        400,
        'MANDATORY_HEADER_NOT_PROVIDED',
      ]);
    });
  });

  it('submit-corrupt-file reject-400: a line that is not a JSON object gets 400 FORMAT_ERROR INVALID_REQUEST', async () => {
    await withMock({ 'submit-corrupt-file': 'reject-400' }, async (s) => {
      const exchange = await submit(s, `${JSON.stringify(validRecord())}\nthis line is not JSON\n`);
      expect(answer(exchange)).to.deep.equal([400, 'INVALID_REQUEST']);
      expect(body(exchange).code).to.equal('FORMAT_ERROR');
      expect((await submit(s, ndjson([validRecord()]))).response.status).to.equal(202);
    });
  });

  it('file-limits small: over 1,000 records or 1 MiB the task ends FAILED with a detail', async () => {
    await withMock({ 'file-limits': 'small' }, async (s) => {
      const ids: string[] = [];
      for (const text of [
        ndjson(Array.from({ length: 1_001 }, () => ({ uetr: randomUUID() }))),
        ndjson([validRecord('x'.repeat(1024 * 1024))]),
      ]) {
        const exchange = await submit(s, text);
        expect(exchange.response.status).to.equal(202);
        ids.push(String(body(exchange).taskId));
      }
      const fits = await submit(s, ndjson(Array.from({ length: 1_000 }, () => validRecord())));
      s.advance(QUEUE_MS + PROCESSING_MS);
      for (const taskId of ids) {
        const status = body(await getStatus(s, {}, taskId));
        expect(status.status).to.equal('FAILED');
        expect(status.detail).to.match(/maximum/);
      }
      expect(body(await getStatus(s, {}, String(body(fits).taskId))).status).to.equal('PROCESSED');
    });
  });

  it('submit-response extras: 202 {taskId, status, createdAt} and a Location naming the status path', async () => {
    await withMock({ 'submit-response': 'extras' }, async (s) => {
      const exchange = await submit(s, ndjson([validRecord()]));
      expect(exchange.response.status).to.equal(202);
      const submitted = body(exchange);
      expect(validate('responses/submission.schema.json', submitted).valid).to.equal(true);
      expect(submitted).to.include({ status: 'NOT_STARTED', createdAt: new Date(1_000_000).toISOString() });
      expect(headerOf(exchange.response, 'location')).to.equal(statusPath(String(submitted.taskId)));
    });
  });

  it('status-detail always: a progress detail in every state, the reason kept for FAILED and TIMED_OUT', async () => {
    await withMock({ 'status-detail': 'always' }, async (s) => {
      const taskId = String(
        body(await submit(s, ndjson(Array.from({ length: 5 }, () => validRecord())))).taskId,
      );
      const seen: unknown[] = [];
      for (const step of [0, QUEUE_MS + PROCESSING_MS * 0.4, PROCESSING_MS]) {
        s.advance(step);
        seen.push(body(await getStatus(s, {}, taskId)));
      }
      expect(seen).to.deep.equal([
        { status: 'NOT_STARTED', detail: 'The file is queued; no record is checked yet.' },
        { status: 'IN_PROGRESS', detail: '2 of 5 records checked.' },
        { status: 'PROCESSED', detail: '5 of 5 records checked.' },
      ]);
      const failed = body(await getStatus(s, {}, s.mock.providerStateTaskIds.FAILED));
      expect(failed).to.deep.equal({ status: 'FAILED', detail: 'Seeded task: the file was corrupt.' });
      const scenario = await submit(s, ndjson([validRecord(SCENARIO_NAMES.timedOut)]));
      s.advance(QUEUE_MS + PROCESSING_MS);
      const timedOut = body(await getStatus(s, {}, String(body(scenario).taskId)));
      expect(timedOut.status).to.equal('TIMED_OUT');
      expect(timedOut.detail).to.match(/timeframe/);
    });
    await withMock(
      { 'status-detail': 'always' },
      async (s) => {
        expect(body(await getStatus(s, {}, s.mock.providerStateTaskIds.FAILED))).to.deep.equal({
          status: 'FAILED',
        });
      },
      { faults: new Set(['status-detail-when-failed']) },
    );
  });
});

describe('mock choices of the bulk results (A3; interface.md Endpoints/5)', () => {
  for (const [status, code] of [
    ['400', 'RESULTS_NOT_READY'],
    ['425', 'TOO_EARLY'],
    ['423', 'LOCKED'],
  ] as const) {
    it(`results-before-processed-status ${status}: a task not yet PROCESSED gets ${status} with an error body`, async () => {
      await withMock({ 'results-before-processed-status': status }, async (s) => {
        const taskId = String(body(await submit(s, ndjson([validRecord()]))).taskId);
        for (const id of [taskId, s.mock.providerStateTaskIds.IN_PROGRESS]) {
          const exchange = await getResults(s, {}, id);
          expect([exchange.response.status, body(exchange).code]).to.deep.equal([Number(status), code]);
          expectErrorBody(exchange);
        }
      });
    });
  }

  for (const [status, code] of [
    ['410', 'GONE'],
    ['400', 'TASK_NOT_PROCESSED'],
    ['422', 'UNPROCESSABLE_ENTITY'],
  ] as const) {
    it(`results-failed-task-status ${status}: FAILED and TIMED_OUT tasks get ${status} and no result file`, async () => {
      await withMock({ 'results-failed-task-status': status }, async (s) => {
        for (const id of [s.mock.providerStateTaskIds.FAILED, s.mock.providerStateTaskIds.TIMED_OUT]) {
          const exchange = await getResults(s, {}, id);
          expect([exchange.response.status, body(exchange).code]).to.deep.equal([Number(status), code]);
          expect(headerOf(exchange.response, 'content-disposition')).to.equal(undefined);
          expectErrorBody(exchange);
        }
      });
    });
  }

  for (const charset of ['application/x-ndjson; charset=utf-8', 'application/x-ndjson;charset=UTF-8']) {
    it(`results-content-type ${charset}: still NDJSON per the schema`, async () => {
      await withMock({ 'results-content-type': charset }, async (s) => {
        const contentType = headerOf((await getResults(s)).response, 'content-type') ?? '';
        expect(contentType).to.equal(charset);
        expect(
          validate('responses/results-headers.schema.json#/properties/content-type', contentType).valid,
        ).to.equal(true);
      });
    });
  }

  for (const [form, header] of [
    ['attachment-quoted', (id: string) => `attachment; filename="${id}.ndjson"`],
    ['unquoted', (id: string) => `attachment; filename=${id}.ndjson`],
    ['ext-value', (id: string) => `attachment; filename*=UTF-8''${id}.ndjson`],
    ['ext-value-language', (id: string) => `attachment; filename*=UTF-8'en'${id}.ndjson`],
    ['inline-spaced', (id: string) => `inline; filename = "${id}.ndjson"`],
  ] as const) {
    it(`content-disposition-form ${form}: names <taskId>.ndjson, and the calibration reads ${form} back`, async () => {
      await withMock({ 'content-disposition-form': form }, async (s) => {
        const taskId = s.mock.providerStateTaskIds.PROCESSED;
        const exchange = await getResults(s);
        const disposition = headerOf(exchange.response, 'content-disposition');
        expect(disposition).to.equal(header(taskId));
        expect(dispositionNamesResultFile(disposition, taskId)).to.equal(true);
        const reader = BULK_TASK_READERS.find((r) => r.choice === 'content-disposition-form');
        expect(reader?.read({ exchange })).to.deep.equal({ alternatives: [form] });
      });
    });
  }

  it('ndjson-framing crlf and no-final-newline: every line one JSON object', async () => {
    const records = [validRecord('Zoë'), validRecord()];
    await withMock({ 'ndjson-framing': 'crlf' }, async (s) => {
      const [, exchange] = await processed(s, records);
      expect(exchange.response.bodyText).to.match(/^(\{[^\r\n]*\}\r\n){2}$/);
      expect(linesOf(exchange).map((l) => l.uetr)).to.deep.equal(records.map((r) => r.uetr));
    });
    await withMock({ 'ndjson-framing': 'no-final-newline' }, async (s) => {
      const [, exchange] = await processed(s, records);
      expect(exchange.response.bodyText).to.match(/^\{.*\}\n\{.*\}$/);
      expect(linesOf(exchange)).to.have.length(2);
    });
  });

  it('ndjson-framing chunked: several chunks without Content-Length, one cut inside a UTF-8 character', async () => {
    await withMock({ 'ndjson-framing': 'chunked' }, async (s) => {
      const records = [validRecord('Jane Doe'), validRecord('Zoë Ørsted')];
      const [taskId, exchange] = await processed(s, records);
      expect(linesOf(exchange).map((l) => l.matchedName)).to.deep.equal(['Jane Doe', 'Zoë Ørsted']);
      const { headers, chunks } = await rawChunks(s, resultsPath(taskId));
      expect(headers).to.match(/transfer-encoding: chunked/i);
      expect(headers).not.to.match(/content-length/i);
      expect(chunks.length).to.be.greaterThan(2);
      expect(Buffer.concat(chunks).toString('utf8')).to.equal(exchange.response.bodyText);
      const cutInside = chunks.some((chunk) => chunk.toString('utf8').endsWith('\uFFFD'));
      expect(cutInside, 'a chunk ends inside a multi-byte character').to.equal(true);
    });
  });

  it('result-line-order reversed and uetr-case lower-case: lines found by uetr, compared case-insensitively', async () => {
    const records = [validRecord('A'), validRecord('B'), validRecord('C')].map((r) => ({
      ...r,
      uetr: r.uetr.toUpperCase(),
    }));
    await withMock({ 'result-line-order': 'reversed', 'uetr-case': 'lower-case' }, async (s) => {
      const [, exchange] = await processed(s, records);
      expect(linesOf(exchange).map((l) => l.uetr)).to.deep.equal(
        records.map((r) => r.uetr.toLowerCase()).reverse(),
      );
    });
  });

  it('match-values epc-mix and plus-fields more: EPC outcomes in turn, more holder types, statuses and NMTC/NOAP detail', async () => {
    const byName = ['Ann', 'Bob', 'Cy', 'Di'].map((name) => validRecord(name));
    const byId = [0, 1, 2].map(() => ({
      ...validRecord(),
      party: { id: { organisationId: { lei: '5493001KJTIIGC8Y1R12' } } },
    }));
    await withMock({ 'match-values': 'epc-mix', 'plus-fields': 'more' }, async (s) => {
      const lines = linesOf((await processed(s, [...byName, ...byId]))[1]);
      expect(lines.map((l) => l.partyNameMatch ?? l.partyIdMatch)).to.deep.equal([
        'MTCH',
        'CMTC',
        'NMTC',
        'NOAP',
        'NMTC',
        'NOAP',
        'MTCH',
      ]);
      expect(lines[1]?.matchedName).to.equal('Bob');
      const info = lines.map((l) => l.additionalPartyInformation as Record<string, Record<string, unknown>>);
      expect(info.map((i) => i.advancedInfo?.accountHolderType)).to.deep.equal([
        'NP',
        'LE',
        'NP',
        'LE',
        'ORG',
        'LE',
        'ORG',
      ]);
      expect(info.map((i) => i.advancedInfo?.accountStatus)).to.include.members([
        'ACTIVE',
        'DORMANT',
        'CLOSED',
      ]);
      expect(info[2]?.nameMatchDetail).to.have.property('reasonCode');
      expect(info[0]?.nameMatchDetail).to.equal(undefined);
      for (const line of lines)
        expect(validate('responses/result-record.schema.json', line).valid).to.equal(true);
    });
  });

  it('record-error-instance xpath: record errors point at the field with an XPath', async () => {
    const longName = validRecord('x'.repeat(141));
    const badOther = {
      ...validRecord(),
      party: { id: { organisationId: { others: [{ schemeNameCode: 'COID' }] } } },
    };
    await withMock({ 'record-error-instance': 'xpath' }, async (s) => {
      const lines = linesOf((await processed(s, [longName, badOther]))[1]);
      expect(lines.map((l) => [l.title, l.instance])).to.deep.equal([
        ['NAME_TOO_LONG', '/Document/party/name'],
        ['MANDATORY_FIELD_NOT_PROVIDED', '/Document/party/id/organisationId/others[1]/identification'],
      ]);
      for (const line of lines)
        expect(validate('responses/record-error.schema.json', line).valid).to.equal(true);
    });
  });

  it('iban-checksum enforced: a checksum-invalid IBAN gets an INVALID_FIELD line, a valid one a result', async () => {
    const bad = { ...validRecord(), partyAccount: { iban: 'NL91ABNA0417164301' } };
    const good = { ...validRecord(), partyAccount: { iban: 'GB29NWBK60161331926819' } };
    await withMock({ 'iban-checksum': 'enforced' }, async (s) => {
      const lines = linesOf((await processed(s, [bad, good]))[1]);
      expect(lines[0]).to.include({
        code: 'FORMAT_ERROR',
        title: 'INVALID_FIELD',
        instance: '/partyAccount/iban',
      });
      expect(lines[1]).to.include({ partyNameMatch: 'MTCH' });
    });
    await withMock({}, async (s) => {
      expect(linesOf((await processed(s, [bad]))[1])[0]).to.include({ partyNameMatch: 'MTCH' });
    });
  });

  it('name-length-unit: an emoji counts 2 UTF-16 units by default, 1 code point with code-points', async () => {
    const astral = validRecord(`${'N'.repeat(139)}😀`);
    const bmp141 = validRecord('é'.repeat(141));
    await withMock({}, async (s) => {
      const lines = linesOf((await processed(s, [astral, bmp141]))[1]);
      expect(lines.map((l) => l.title)).to.deep.equal(['NAME_TOO_LONG', 'NAME_TOO_LONG']);
    });
    await withMock({ 'name-length-unit': 'code-points' }, async (s) => {
      const lines = linesOf((await processed(s, [astral, bmp141]))[1]);
      expect(lines.map((l) => l.title ?? l.partyNameMatch)).to.deep.equal(['MTCH', 'NAME_TOO_LONG']);
    });
  });

  it('result-file choices keep the faults: no Content-Disposition, no uetr', async () => {
    await withMock(
      { 'content-disposition-form': 'ext-value', 'uetr-case': 'lower-case' },
      async (s) => {
        const [, exchange] = await processed(s, [validRecord()]);
        expect(headerOf(exchange.response, 'content-disposition')).to.equal(undefined);
        expect(linesOf(exchange)[0]).not.to.have.property('uetr');
      },
      { faults: new Set(['results-content-disposition', 'results-record-uetr']) },
    );
  });
});

/** GETs `path` over a raw socket and returns the response head and the chunks of its chunked body. */
async function rawChunks(s: MockSession, path: string): Promise<{ headers: string; chunks: Buffer[] }> {
  const token = await s.client.tokens.token();
  const { host, hostname, port } = new URL(s.mock.baseUrl);
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''));
    const parts: Buffer[] = [];
    socket.on('data', (part: Buffer) => parts.push(part));
    socket.on('end', () => resolve(Buffer.concat(parts)));
    socket.on('error', reject);
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\n` +
        `X-Request-Id: ${randomUUID()}\r\nConnection: close\r\n\r\n`,
    );
  });
  const headEnd = raw.indexOf('\r\n\r\n');
  const chunks: Buffer[] = [];
  let at = headEnd + 4;
  for (;;) {
    const sizeEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, sizeEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    chunks.push(raw.subarray(sizeEnd + 2, sizeEnd + 2 + size));
    at = sizeEnd + 2 + size + 2;
  }
  return { headers: raw.subarray(0, headEnd).toString('latin1'), chunks };
}
