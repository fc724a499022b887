import { randomUUID } from 'node:crypto';
import { ConformanceFailure, describeResponse } from '../../src/checks/conformance-failure.ts';
import { type Exchange, headerOf } from '../../src/client/types.ts';
import type { VopClient } from '../../src/client/vop-client.ts';
import type { BulkSubject } from '../../src/rules/bulk-request-rules.ts';
import { runContext } from '../../src/runner/context.ts';
import { limits } from '../../src/schemas/limits.ts';
import { expectFormatError, expectStatus } from './expect.ts';
import { ruleIt, skipWith } from './rule-test.ts';

/** How one request of a bulk operation under test is varied: headers set or removed (`null`), method, auth, client. */
export interface Variation {
  readonly headers?: Readonly<Record<string, string | null>>;
  readonly method?: string;
  readonly auth?: 'bearer' | 'none';
  readonly client?: VopClient;
}

/** One bulk operation under test: its rule-id prefix, how to send a valid request with a variation, what a valid one gets. */
export interface BulkTarget {
  readonly subject: BulkSubject;
  readonly send: (variation: Variation) => Promise<Exchange>;
  /** Statuses a valid request gets (200 for the GETs, 202 for the submission). */
  readonly okStatuses: readonly number[];
  /** Methods A16 expects 405 for. */
  readonly otherMethods: readonly string[];
}

/** A value of `length` characters made of `unit` repeated (no white space at either end). */
export function repeated(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/**
 * The request-rule tests all three bulk operations share (interface.md Endpoints/4 request
 * headers, Limits, Authentication; A2, A5, A10-A12, A14, A16). Each negative request breaks one
 * rule and keeps the rest valid (A16); each limit is also tested just inside, so an off-by-one
 * provider fails either way.
 */
export function bulkRequestTests(target: BulkTarget): void {
  const s = target.subject;
  const l = limits();
  const accepted = async (ruleId: string, variation: Variation, what: string) => {
    const exchange = await target.send(variation);
    expectStatus(ruleId, exchange, target.okStatuses, `${target.okStatuses.join(' or ')} for ${what}`);
  };
  const rejected = async (
    ruleId: string,
    headers: Record<string, string | null>,
    titles: readonly string[],
  ) => {
    expectFormatError(ruleId, await target.send({ headers }), titles);
  };

  ruleIt(
    `${s}-x-request-id-mandatory`,
    'no X-Request-Id gets 400 MANDATORY_HEADER_NOT_PROVIDED',
    async () => {
      await rejected(`${s}-x-request-id-mandatory`, { 'X-Request-Id': null }, [
        'MANDATORY_HEADER_NOT_PROVIDED',
      ]);
    },
  );

  ruleIt(
    `${s}-x-request-id-uuid`,
    'a non-UUID X-Request-Id gets 400 INVALID_HEADER; upper case passes',
    async () => {
      const id = `${s}-x-request-id-uuid`;
      await accepted(
        id,
        { headers: { 'X-Request-Id': randomUUID().toUpperCase() } },
        'an upper-case UUID (A11)',
      );
      await rejected(id, { 'X-Request-Id': 'not-a-uuid' }, ['INVALID_HEADER']);
    },
  );

  ruleIt(
    `${s}-x-request-id-max-128`,
    `an X-Request-Id of ${l.requestIdMax + 1} characters gets 400 INVALID_HEADER`,
    async () => {
      const value = randomUUID() + repeated('0a', l.requestIdMax + 1 - 36);
      await rejected(`${s}-x-request-id-max-128`, { 'X-Request-Id': value }, ['INVALID_HEADER']);
    },
  );

  ruleIt(
    `${s}-x-end-user-pattern`,
    'X-End-User "Dept-42-abc" passes, "dept_42" gets 400 INVALID_HEADER',
    async () => {
      const id = `${s}-x-end-user-pattern`;
      await accepted(id, { headers: { 'X-End-User': 'Dept-42-abc' } }, 'X-End-User Dept-42-abc');
      await rejected(id, { 'X-End-User': 'dept_42' }, ['INVALID_HEADER']);
    },
  );

  ruleIt(
    `${s}-x-end-user-length`,
    `X-End-User of ${l.endUserMin} and ${l.endUserMax} characters pass, ${l.endUserMin - 1} and ${l.endUserMax + 1} get 400`,
    async () => {
      const id = `${s}-x-end-user-length`;
      for (const length of [l.endUserMin, l.endUserMax]) {
        await accepted(
          id,
          { headers: { 'X-End-User': repeated('a1-', length) } },
          `X-End-User of ${length} characters`,
        );
      }
      for (const length of [l.endUserMin - 1, l.endUserMax + 1]) {
        await rejected(id, { 'X-End-User': repeated('a1-', length) }, ['INVALID_HEADER']);
      }
    },
  );

  for (const [header, max, ruleId] of [
    ['X-Software-Supplier', l.softwareSupplierMax, `${s}-x-software-supplier-max-70`],
    ['X-Channel', l.channelMax, `${s}-x-channel-max-70`],
  ] as const) {
    ruleIt(ruleId, `${header} of ${max} characters passes, ${max + 1} gets 400 INVALID_HEADER`, async () => {
      await accepted(
        ruleId,
        { headers: { [header]: repeated('AcmeSoft-', max) } },
        `${header} of ${max} characters`,
      );
      await rejected(ruleId, { [header]: repeated('AcmeSoft-', max + 1) }, ['INVALID_HEADER']);
    });
  }

  ruleIt(
    `${s}-accept-language-iso-639-1`,
    'Accept-Language "nl" passes, "english" gets 400 INVALID_HEADER',
    async () => {
      const id = `${s}-accept-language-iso-639-1`;
      await accepted(id, { headers: { 'Accept-Language': 'nl' } }, 'Accept-Language nl');
      await rejected(id, { 'Accept-Language': 'english' }, ['INVALID_HEADER']);
    },
  );

  ruleIt(`${s}-auth-missing-401`, 'no Authorization gets 401', async () => {
    expectStatus(
      `${s}-auth-missing-401`,
      await target.send({ auth: 'none' }),
      [401],
      '401 with an error body',
    );
  });

  ruleIt(`${s}-auth-invalid-401`, 'an unknown bearer token gets 401', async () => {
    const exchange = await target.send({ headers: { Authorization: `Bearer unknown-${randomUUID()}` } });
    expectStatus(`${s}-auth-invalid-401`, exchange, [401], '401 with an error body');
  });

  ruleIt(`${s}-scope-403`, 'a token without the bulk scope gets 403 (A5)', async function () {
    const { limitedClient } = runContext();
    if (!limitedClient) {
      return skipWith(
        this,
        'needs a limited-scope client: set VOP_LIMITED_API_KEY and VOP_LIMITED_API_SECRET (A5)',
      );
    }
    expectStatus(
      `${s}-scope-403`,
      await target.send({ client: limitedClient }),
      [403],
      '403 with an error body',
    );
  });

  ruleIt(`${s}-method-405`, `${target.otherMethods.join(', ')} get 405 with Allow (A16)`, async () => {
    const id = `${s}-method-405`;
    for (const method of target.otherMethods) {
      const exchange = await target.send({ method });
      expectStatus(id, exchange, [405], `405 for ${method}`);
      if (!headerOf(exchange.response, 'allow')) {
        throw new ConformanceFailure(
          id,
          `${describeResponse(exchange)} without Allow`,
          '405 with an Allow header',
          exchange,
        );
      }
    }
  });

  ruleIt(`${s}-x-request-id-echo`, 'a valid request gets its X-Request-Id back', async () => {
    const id = `${s}-x-request-id-echo`;
    const requestId = randomUUID();
    const exchange = await target.send({ headers: { 'X-Request-Id': requestId } });
    expectStatus(id, exchange, target.okStatuses, 'a valid request accepted');
    const echoed = headerOf(exchange.response, 'x-request-id');
    if (echoed !== requestId) {
      throw new ConformanceFailure(
        id,
        `X-Request-Id: ${echoed ?? '(absent)'}`,
        `X-Request-Id: ${requestId}`,
        exchange,
      );
    }
  });
}
