import { randomUUID } from 'node:crypto';
import { PATHS, resultsPath, statusPath } from '../../src/api/paths.ts';
import type { BulkOperationId } from '../../src/api/operations.ts';
import {
  type BulkOperation,
  processedTaskId,
  type TaskPathOperation,
} from '../../src/harness/bulk-operations.ts';
import { expectNoServerError } from '../../src/checks/expect-no-server-error.ts';
import { observe } from '../../src/harness/observe.ts';
import type { RuleTest } from '../../src/harness/rule-test.ts';
import type { Variation } from '../../src/harness/send.ts';
import type { RuleId } from '../../src/rules/catalogue.ts';
import { ruleIt } from './rule-it.ts';

/**
 * UUIDs A11 neither requires nor forbids (version and variant digits, the nil UUID), sent as an
 * X-Request-Id or a taskId only to record what the target does with them.
 */
const OPEN_UUID_FORMS: ReadonlyArray<[string, string]> = [
  ['nil', '00000000-0000-0000-0000-000000000000'],
  ['version 0', '0b3c5d7e-1111-0222-8333-944455556666'],
  ['version 6', '1ef21d2f-1207-6660-8c4f-419efbd44d48'],
  ['version 7', '01890a5d-ac96-774b-bcce-b302099a8057'],
  ['version 8', '0b3c5d7e-1111-8222-8333-944455556666'],
  ['NCS variant', '0b3c5d7e-1111-4222-0333-944455556666'],
  ['Microsoft variant', '0b3c5d7e-1111-4222-c333-944455556666'],
];

/**
 * X-Request-Id values A11 leaves open, on `operation`: judged only for no 5xx under `ruleId`
 * (server-no-5xx); what the target answers is recorded as observed (A11).
 */
export function openRequestIdFormsNoServerError(operation: BulkOperation, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    `${operation.subject}: the nil UUID, versions 0 and 6-8, other variants as X-Request-Id get no 5xx (A11: the answer is observed)`,
    async (t) => {
      for (const [label, value] of OPEN_UUID_FORMS) {
        const exchange = await operation.send(t.run, { headers: { 'X-Request-Id': value } });
        observe(t, ruleId, `${operation.subject}: X-Request-Id ${label} ${value}`, exchange);
        expectNoServerError(exchange);
      }
    },
  );
}

/**
 * taskIds A11 leaves open (the nil UUID, unusual versions and variants, naming no task), on the
 * bulk GET endpoint `operation`: judged only for no 5xx under `ruleId`; the answer (400 or 404)
 * is recorded as observed (A11).
 */
export function openTaskIdFormsNoServerError(operation: TaskPathOperation, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    `${operation.subject}: the nil UUID, versions 0 and 6-8, other variants as taskId get no 5xx (A11: 400 or 404 is observed)`,
    async (t) => {
      for (const [label, value] of OPEN_UUID_FORMS) {
        const exchange = await operation.send(t.run, {}, value);
        observe(t, ruleId, `${operation.subject}: taskId ${label} ${value}`, exchange);
        expectNoServerError(exchange);
      }
    },
  );
}

/** The operation id and path of a request of `operation` with another method (no body, no streamed read). */
async function pathOf(
  operation: BulkOperation,
  t: RuleTest,
): Promise<{ readonly id: BulkOperationId; readonly path: string }> {
  if (operation.subject === 'submit') return { id: 'bulk-submit', path: PATHS.bulk };
  const taskId = await processedTaskId(t.run);
  return operation.subject === 'status'
    ? { id: 'bulk-status', path: statusPath(taskId) }
    : { id: 'bulk-results', path: resultsPath(taskId) };
}

/**
 * Requests on `operation` the files do not address: two X-Request-Id headers, two Authorization
 * headers (the valid one first or second), an empty Accept, HEAD and OPTIONS (A16: "duplicate
 * headers", "an empty Accept", "HEAD and OPTIONS are neither required nor forbidden"), a region subtag, a weighted list and `*` as
 * Accept-Language (A10: "the suite sends them only to check that they cause no 5xx"), and on the
 * GET endpoints a Content-Type (Versioning: "not a request header"). Judged only for no 5xx under
 * `ruleId` (server-no-5xx); each answer is recorded as observed.
 */
export function unaddressedRequestsNoServerError(operation: BulkOperation, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    `${operation.subject}: two X-Request-Id headers, two Authorization headers, an empty Accept, HEAD, OPTIONS, Accept-Language en-GB, nl,en;q=0.8 and * get no 5xx (A10, A16: the answer is observed)`,
    async (t) => {
      const token = await t.run.client.tokens.token();
      const unknown = `Bearer unknown-${randomUUID()}`;
      // Two spellings of one name: the transport sends both header lines.
      const varied: ReadonlyArray<[string, Variation]> = [
        [
          'two X-Request-Id headers',
          { headers: { 'X-Request-Id': randomUUID(), 'x-request-id': randomUUID() } },
        ],
        [
          'two Authorization headers, the valid token first',
          { headers: { Authorization: `Bearer ${token}`, authorization: unknown } },
        ],
        [
          'two Authorization headers, the valid token second',
          { headers: { Authorization: unknown, authorization: `Bearer ${token}` } },
        ],
        ['an empty Accept (A16: open)', { headers: { Accept: '' } }],
        ...(operation.subject === 'submit'
          ? []
          : [
              [
                'a Content-Type on a GET (Versioning: not a request header of this endpoint)',
                { headers: { 'Content-Type': 'application/json' } },
              ] as [string, Variation],
            ]),
        ...['en-GB', 'nl,en;q=0.8', '*'].map((language): [string, Variation] => [
          `Accept-Language: ${language} (A10: open)`,
          { headers: { 'Accept-Language': language } },
        ]),
      ];
      for (const [label, variation] of varied) {
        const exchange = await operation.send(t.run, variation);
        observe(t, ruleId, `${operation.subject}: ${label}`, exchange);
        expectNoServerError(exchange);
      }
      const { id, path } = await pathOf(operation, t);
      for (const method of ['HEAD', 'OPTIONS']) {
        const exchange = await t.run.client.send({ operation: id, method, path });
        observe(t, ruleId, `${operation.subject}: ${method} (A16: open)`, exchange);
        expectNoServerError(exchange);
      }
    },
  );
}

/**
 * Paths of no operation the files describe, each beside a documented one: the submission path
 * with a trailing slash, a step after a status path, another name beside `bulk`. GET with a valid
 * bearer token and a fresh X-Request-Id, so that only the path is unaddressed.
 */
function unknownPaths(): ReadonlyArray<readonly [string, string]> {
  const taskId = randomUUID();
  return [
    ['the submission path with a trailing slash', `${PATHS.bulk}/`],
    ['a step after a status path', `${statusPath(taskId)}/x`],
    ['another name beside bulk', PATHS.bulk.replace(/bulk$/, 'no-such-operation')],
  ];
}

/**
 * Requests to paths no operation serves (A16: "Requests the documentation does not address ...
 * are sent only to check that they cause no 5xx"): judged only for no 5xx under `ruleId`
 * (server-no-5xx); the answer (404, 401, 405, a gateway's page) is recorded as observed. Sent
 * as no operation, so that no check of a bulk operation judges a gateway's answer.
 */
export function unknownPathsNoServerError(ruleId: RuleId): void {
  ruleIt(
    ruleId,
    'GET on paths no operation serves (a trailing slash, a step after /status, another name beside bulk) gets no 5xx (A16: the answer is observed)',
    async (t) => {
      for (const [label, path] of unknownPaths()) {
        const exchange = await t.run.client.send({ method: 'GET', path });
        observe(t, ruleId, `GET ${label} (A16: open)`, exchange);
        expectNoServerError(exchange);
      }
    },
  );
}
