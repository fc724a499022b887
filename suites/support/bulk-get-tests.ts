import { randomUUID } from 'node:crypto';
import type { Exchange } from '../../src/client/types.ts';
import { headerOf } from '../../src/client/types.ts';
import type { OperationId } from '../../src/rules/rule.ts';
import { runContext } from '../../src/runner/context.ts';
import { limits } from '../../src/schemas/limits.ts';
import { checkRule } from './checks.ts';
import { expectErrorResponse, expectFormatError, expectStatus } from './expect.ts';
import { ConformanceFailure, describeResponse } from './failure.ts';
import { ruleIt } from './rule-test.ts';

/** One bulk GET operation under test: rule-id prefix, operation, path of a task, the Accept it serves. */
export interface BulkGetTarget {
  readonly subject: 'status' | 'results';
  readonly operation: OperationId;
  readonly pathOf: (taskId: string) => string;
  /** An existing taskId (set in the suite's `before`). */
  readonly taskId: () => string;
  /** Statuses a valid request may get for that task (200, or a 4xx for results before PROCESSED). */
  readonly okStatuses: readonly number[];
}

function get(
  target: BulkGetTarget,
  headers: Record<string, string | null>,
  taskId = target.taskId(),
  method = 'GET',
) {
  return runContext().client.send({
    operation: target.operation,
    method,
    path: target.pathOf(taskId),
    headers,
  });
}

function accepted(ruleId: string, target: BulkGetTarget, exchange: Exchange, what: string): void {
  expectStatus(ruleId, exchange, target.okStatuses, `${target.okStatuses.join(' or ')} for ${what}`);
}

/** A value of `length` characters made of `unit` repeated. */
function repeated(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/**
 * The request-header, taskId, auth, method and existence tests that endpoints 4 and 5 share
 * (interface.md Endpoints/5: "Their rules are as in endpoint 4"). Each negative request breaks
 * one rule and keeps the rest valid (A16); each limit has its positive twin.
 */
export function bulkGetTests(target: BulkGetTarget): void {
  const s = target.subject;
  const l = limits();

  ruleIt(
    `${s}-x-request-id-mandatory`,
    'no X-Request-Id gets 400 MANDATORY_HEADER_NOT_PROVIDED',
    async () => {
      expectFormatError(`${s}-x-request-id-mandatory`, await get(target, { 'X-Request-Id': null }), [
        'MANDATORY_HEADER_NOT_PROVIDED',
      ]);
    },
  );

  ruleIt(`${s}-x-request-id-uuid`, 'a non-UUID X-Request-Id gets 400 INVALID_HEADER', async () => {
    expectFormatError(`${s}-x-request-id-uuid`, await get(target, { 'X-Request-Id': 'not-a-uuid' }), [
      'INVALID_HEADER',
    ]);
  });

  ruleIt(
    `${s}-x-request-id-max-128`,
    `an X-Request-Id of ${l.requestIdMax + 1} characters gets 400 INVALID_HEADER`,
    async () => {
      const value = randomUUID() + repeated('0a', l.requestIdMax + 1 - 36);
      expectFormatError(`${s}-x-request-id-max-128`, await get(target, { 'X-Request-Id': value }), [
        'INVALID_HEADER',
      ]);
    },
  );

  ruleIt(
    `${s}-x-end-user-pattern`,
    'an X-End-User with "_" gets 400 INVALID_HEADER; letters, digits and "-" pass',
    async () => {
      const id = `${s}-x-end-user-pattern`;
      accepted(id, target, await get(target, { 'X-End-User': 'Dept-42-abc' }), 'X-End-User Dept-42-abc');
      expectFormatError(id, await get(target, { 'X-End-User': 'dept_42' }), ['INVALID_HEADER']);
    },
  );

  ruleIt(
    `${s}-x-end-user-length`,
    `X-End-User of ${l.endUserMin} and ${l.endUserMax} characters pass, ${l.endUserMin - 1} and ${l.endUserMax + 1} get 400`,
    async () => {
      const id = `${s}-x-end-user-length`;
      for (const length of [l.endUserMin, l.endUserMax]) {
        accepted(
          id,
          target,
          await get(target, { 'X-End-User': repeated('a1-', length) }),
          `X-End-User of ${length} characters`,
        );
      }
      for (const length of [l.endUserMin - 1, l.endUserMax + 1]) {
        expectFormatError(id, await get(target, { 'X-End-User': repeated('a1-', length) }), [
          'INVALID_HEADER',
        ]);
      }
    },
  );

  for (const [header, max, ruleId] of [
    ['X-Software-Supplier', l.softwareSupplierMax, `${s}-x-software-supplier-max-70`],
    ['X-Channel', l.channelMax, `${s}-x-channel-max-70`],
  ] as const) {
    ruleIt(ruleId, `${header} of ${max} characters passes, ${max + 1} gets 400 INVALID_HEADER`, async () => {
      accepted(
        ruleId,
        target,
        await get(target, { [header]: repeated('AcmeSoft-', max) }),
        `${header} of ${max} characters`,
      );
      expectFormatError(ruleId, await get(target, { [header]: repeated('AcmeSoft-', max + 1) }), [
        'INVALID_HEADER',
      ]);
    });
  }

  ruleIt(
    `${s}-accept-language-iso-639-1`,
    'Accept-Language "nl" passes, "english" gets 400 INVALID_HEADER',
    async () => {
      const id = `${s}-accept-language-iso-639-1`;
      accepted(id, target, await get(target, { 'Accept-Language': 'nl' }), 'Accept-Language nl');
      expectFormatError(id, await get(target, { 'Accept-Language': 'english' }), ['INVALID_HEADER']);
    },
  );

  ruleIt(`${s}-accept-406`, 'Accept text/html or a non-UTF-8 charset gets 406', async () => {
    const id = `${s}-accept-406`;
    expectErrorResponse(id, await get(target, { Accept: 'text/html' }), [406], '406 for Accept: text/html');
    expectErrorResponse(
      id,
      await get(target, { Accept: 'application/json; charset=iso-8859-1' }),
      [406],
      '406 for a charset other than UTF-8',
    );
  });

  ruleIt(`${s}-taskid-uuid`, 'a taskId that is not a UUID gets 400 INVALID_FIELD', async () => {
    expectFormatError(`${s}-taskid-uuid`, await get(target, {}, 'not-a-uuid'), ['INVALID_FIELD']);
  });

  ruleIt(`${s}-auth-missing-401`, 'no Authorization gets 401', async () => {
    const exchange = await runContext().client.send({
      operation: target.operation,
      method: 'GET',
      path: target.pathOf(target.taskId()),
      auth: 'none',
    });
    expectErrorResponse(`${s}-auth-missing-401`, exchange, [401], '401 with an error body');
  });

  ruleIt(`${s}-auth-invalid-401`, 'an unknown bearer token gets 401', async () => {
    const exchange = await get(target, { Authorization: `Bearer unknown-${randomUUID()}` });
    expectErrorResponse(`${s}-auth-invalid-401`, exchange, [401], '401 with an error body');
  });

  ruleIt(`${s}-unknown-task-404`, 'a UUID that names no task gets 404 (A4)', async () => {
    expectErrorResponse(
      `${s}-unknown-task-404`,
      await get(target, {}, randomUUID()),
      [404],
      '404 with an error body',
    );
  });

  ruleIt(`${s}-method-405`, 'POST, PUT, PATCH and DELETE get 405 with Allow (A16)', async () => {
    const id = `${s}-method-405`;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const exchange = await get(target, {}, target.taskId(), method);
      expectErrorResponse(id, exchange, [405], `405 for ${method}`);
      const allow = headerOf(exchange.response, 'allow');
      if (!allow)
        throw new ConformanceFailure(
          id,
          `${describeResponse(exchange)} without Allow`,
          '405 with an Allow header',
          exchange,
        );
    }
  });

  ruleIt(`${s}-x-request-id-echo`, 'a valid request gets its X-Request-Id back', async () => {
    const exchange = await get(target, {});
    accepted(`${s}-x-request-id-echo`, target, exchange, 'a valid request');
    const sent = exchange.request.headers['X-Request-Id'];
    const echoed = headerOf(exchange.response, 'x-request-id');
    checkRule(
      `${s}-x-request-id-echo`,
      echoed === sent,
      `X-Request-Id: ${echoed ?? '(absent)'}`,
      `X-Request-Id: ${sent}`,
      exchange,
    );
  });
}
