import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PATHS } from '../api/paths.ts';
import type { RuleId } from '../rules/catalogue.ts';
import {
  RESULTS_RULES,
  STATUS_RULES,
  SUBMIT_RULES,
  type TaskPathRuleIds,
} from '../rules/operation-rule-ids.ts';
import { handleResults } from './bulk/bulk-results.ts';
import { handleStatus } from './bulk/bulk-status.ts';
import { handleSubmit } from './bulk/bulk-submit.ts';
import type { MockContext } from './context.ts';
import type { OperationId } from '../api/operations.ts';
import { type FaultId, variantOf } from './faults/index.ts';
import { headerTrip } from './faults/robustness/trip.ts';
import { requestIdEcho, sendProblem } from './errors/http-io.ts';
import { httpProblem, type Problem } from './errors/problem.ts';
import { handleConfirmationOfPayee, handleOrganisationCheck } from './single-checks/single-checks.ts';
import { handleToken } from './token/token-endpoint.ts';

/**
 * One operation's handler; `taskId` is the `{taskId}` path segment, empty on paths without one;
 * `echo` the X-Request-Id the handler sends with its answer itself (only on a route that
 * `writesEcho`, and only when dispatch has not set it already).
 */
type Handler = (
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
  taskId: string,
  echo: string | undefined,
) => Promise<void> | void;

interface Route {
  readonly operation: OperationId;
  readonly method: 'GET' | 'POST';
  /** Rule id of the 405 rule this route keeps (a fault switches it off). */
  readonly methodRule?: RuleId;
  /** True on the bulk paths, where HEAD and OPTIONS follow the `head-options` choice (A16). */
  readonly bulk?: boolean;
  /** Rule id of the X-Request-Id echo on the success answer of a bulk operation (its faults break it). */
  readonly echoRule?: RuleId;
  /**
   * True when the handler sends the X-Request-Id echo itself, with the rest of its head in one
   * writeHead: Node's fast path, where a header set beforehand costs the status endpoint about
   * 6 % of its throughput (measured). Only without an echo fault.
   */
  readonly writesEcho?: boolean;
  readonly handler: Handler;
}

function segment(raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The taskId a bulk GET handler looks up: `taskId`, or under the `taskid-case-insensitive` fault
 * of `rules` a fresh UUID (naming no task, so 404) when `taskId` names an issued task in another
 * letter case than issued (A11).
 */
function taskIdLookedUp(ctx: MockContext, rules: TaskPathRuleIds, taskId: string): string {
  if (!ctx.breaks(rules['taskid-case-insensitive'])) return taskId;
  const issued = ctx.clients.map((c) => ctx.tasks.find(taskId, c.id)).find((task) => task !== undefined);
  return issued && issued.taskId !== taskId ? randomUUID() : taskId;
}

// The routes, made once: a request only looks its route up.
const TOKEN_ROUTE: Route = { operation: 'token', method: 'POST', handler: handleToken };
const ORGANISATION_CHECK_ROUTE: Route = {
  operation: 'org-check',
  method: 'POST',
  handler: handleOrganisationCheck,
};
const CONFIRMATION_OF_PAYEE_ROUTE: Route = {
  operation: 'cop-check',
  method: 'POST',
  handler: handleConfirmationOfPayee,
};
const SUBMIT_ROUTE: Route = {
  operation: 'bulk-submit',
  method: 'POST',
  methodRule: SUBMIT_RULES['method-405'],
  echoRule: SUBMIT_RULES['x-request-id-echo'],
  bulk: true,
  handler: handleSubmit,
};
const STATUS_ROUTE: Route = {
  operation: 'bulk-status',
  method: 'GET',
  methodRule: STATUS_RULES['method-405'],
  echoRule: STATUS_RULES['x-request-id-echo'],
  bulk: true,
  writesEcho: true,
  handler: (ctx, req, res, taskId, echo) =>
    handleStatus(ctx, req, res, taskIdLookedUp(ctx, STATUS_RULES, taskId), echo),
};
const RESULTS_ROUTE: Route = {
  operation: 'bulk-results',
  method: 'GET',
  methodRule: RESULTS_RULES['method-405'],
  echoRule: RESULTS_RULES['x-request-id-echo'],
  bulk: true,
  handler: (ctx, req, res, taskId) =>
    handleResults(ctx, req, res, taskIdLookedUp(ctx, RESULTS_RULES, taskId)),
};

const TASK_PATH = /^\/vopgateway\/v1\/bulk\/([^/]+)(\/status)?$/;

/** The route of `path` and its `{taskId}` segment (decoded; empty on paths without one), or undefined. */
function route(path: string): { readonly found: Route; readonly taskId: string } | undefined {
  if (path === PATHS.token) return { found: TOKEN_ROUTE, taskId: '' };
  if (path === PATHS.organisationCheck) return { found: ORGANISATION_CHECK_ROUTE, taskId: '' };
  if (path === PATHS.confirmationOfPayee) return { found: CONFIRMATION_OF_PAYEE_ROUTE, taskId: '' };
  if (path === PATHS.bulk) return { found: SUBMIT_ROUTE, taskId: '' };
  const bulk = TASK_PATH.exec(path);
  if (!bulk?.[1]) return undefined;
  return { found: bulk[2] ? STATUS_ROUTE : RESULTS_ROUTE, taskId: segment(bulk[1]) };
}

/** The `/other-value` echo fault of each echo rule, looked up once (undefined: the catalogue has none). */
const ECHO_OTHER_VALUE = new Map<RuleId, FaultId | undefined>(
  [SUBMIT_ROUTE, STATUS_ROUTE, RESULTS_ROUTE].flatMap((r) =>
    r.echoRule ? [[r.echoRule, variantOf(r.echoRule, 'other-value')] as const] : [],
  ),
);

/** True when the mock breaks the echo of `rule` on success answers (`<rule>`, `<rule>/other-value`). */
function echoBroken(ctx: MockContext, rule: RuleId): boolean {
  const otherValue = ECHO_OTHER_VALUE.get(rule);
  return ctx.breaks(rule) || (otherValue !== undefined && ctx.breaks(otherValue));
}

/**
 * Under the echo faults of `rule`, a success (2xx) answer of `res` carries no X-Request-Id, or
 * (`<rule>/other-value`) a fresh UUID instead of the request's; error answers keep the echo.
 */
function breakEchoOnSuccess(ctx: MockContext, res: ServerResponse, rule: RuleId): void {
  if (!echoBroken(ctx, rule)) return;
  const drop = ctx.breaks(rule);
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((...args: Parameters<ServerResponse['writeHead']>) => {
    if (args[0] >= 200 && args[0] < 300) {
      if (drop) res.removeHeader('X-Request-Id');
      else res.setHeader('X-Request-Id', randomUUID());
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

const GET_ONLY: readonly string[] = ['GET'];
const GET_HEAD_OPTIONS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];
const POST_ONLY: readonly string[] = ['POST'];
const POST_OPTIONS: readonly string[] = ['POST', 'OPTIONS'];

/** The methods `found` answers: its own, plus HEAD (GET paths) and OPTIONS when `head-options` allows them. */
function allowedMethods(ctx: MockContext, found: Route): readonly string[] {
  const extended = found.bulk === true && ctx.choice('head-options') !== '405';
  if (found.method === 'GET') return extended ? GET_HEAD_OPTIONS : GET_ONLY;
  return extended ? POST_OPTIONS : POST_ONLY;
}

/**
 * Dispatches one request: 404 for an unknown path, 405 (with `Allow` unless `method-405-allow`
 * says otherwise) for another method (A16), OPTIONS 204 with `Allow` when `head-options` allows
 * it, else the operation's handler (HEAD runs the GET handler; Node sends no body). Bulk paths
 * echo X-Request-Id on every response, as its first header (set here, or by a handler that
 * `writesEcho`); without one in the request, `x-request-id-when-absent` decides between a fresh
 * UUID and none. Faults: `<method rule>/404` answers another method 404,
 * the echo faults break the echo of a success answer, `taskid-case-insensitive` compares taskIds
 * case-sensitively, the robustness faults answer 500 for unusual free-text header values
 * (`faults/robustness/trip.ts`). Returns the handler's promise when it is asynchronous (a synchronous one,
 * status and results, answers without a promise in between).
 * @throws what a synchronous handler throws (the server answers 500).
 */
export function dispatch(ctx: MockContext, req: IncomingMessage, res: ServerResponse): Promise<void> | void {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const routed = route(path);
  const noRequestId = req.headers['x-request-id'] === undefined;
  const echo =
    path.startsWith(PATHS.bulk) && !(noRequestId && ctx.choice('x-request-id-when-absent') === 'absent')
      ? requestIdEcho(req)
      : undefined;
  if (!routed) {
    if (echo !== undefined) res.setHeader('X-Request-Id', echo);
    sendProblem(ctx, res, NOT_FOUND.problem);
    return;
  }
  const { found, taskId } = routed;
  const tripped = headerTrip(ctx, found.operation, req.headers);
  if (tripped) {
    // A crash still answers with the echo, as every answer of a bulk path does.
    if (echo !== undefined) res.setHeader('X-Request-Id', echo);
    throw new Error(`${tripped}: a header value could not be stored.`);
  }
  const early = earlyAnswer(ctx, req, path, found);
  if (!early && found.writesEcho && !(found.echoRule && echoBroken(ctx, found.echoRule))) {
    return withEchoOnFailure(res, echo, () => found.handler(ctx, req, res, taskId, echo));
  }
  // Every other answer carries the echo as its first header.
  if (echo !== undefined) res.setHeader('X-Request-Id', echo);
  if (early) {
    req.resume();
    if ('problem' in early) sendProblem(ctx, res, early.problem);
    else {
      res.writeHead(204, { Allow: early.allow });
      res.end();
    }
    return;
  }
  if (found.echoRule) breakEchoOnSuccess(ctx, res, found.echoRule);
  return found.handler(ctx, req, res, taskId, undefined);
}

/** An answer dispatch gives before the handler: a problem (404, 429, 405), or OPTIONS 204 with `Allow`. */
type EarlyAnswer = { readonly problem: Problem } | { readonly allow: string };

/** The answer to a path no route serves. */
const NOT_FOUND = { problem: httpProblem(404, 'NOT_FOUND', 'No such resource.') } as const;

/**
 * The answer dispatch gives to a request for `found` before its handler: 429 over the rate limit
 * (A6; never on the token path), 405 for another method (A16; 404 under `<method rule>/404`),
 * OPTIONS 204 when `head-options` allows it; undefined when the handler answers.
 */
function earlyAnswer(
  ctx: MockContext,
  req: IncomingMessage,
  path: string,
  found: Route,
): EarlyAnswer | undefined {
  if (path !== PATHS.token && ctx.overRateLimit()) {
    return { problem: httpProblem(429, 'TOO_MANY_REQUESTS', 'Rate limit exceeded.', { 'Retry-After': '1' }) };
  }
  const allowed = allowedMethods(ctx, found);
  const method = req.method ?? '';
  if (!allowed.includes(method) && !(found.methodRule && ctx.breaks(found.methodRule))) {
    // The /404 variant answers another method as if the path did not exist.
    const as404 = found.methodRule && variantOf(found.methodRule, '404');
    if (as404 && ctx.breaks(as404)) return NOT_FOUND;
    const allow = ctx.choice('method-405-allow') === 'with-allow' ? { Allow: allowed.join(', ') } : undefined;
    return { problem: httpProblem(405, 'METHOD_NOT_ALLOWED', `Use ${found.method}.`, allow) };
  }
  if (method === 'OPTIONS' && allowed.includes('OPTIONS')) return { allow: allowed.join(', ') };
  return undefined;
}

/**
 * Runs `handle`, which sends `echo` with its own answer; when it fails before answering, sets
 * `echo`, so that the 500 the server then sends carries it like every other answer.
 */
function withEchoOnFailure(
  res: ServerResponse,
  echo: string | undefined,
  handle: () => Promise<void> | void,
): Promise<void> | void {
  try {
    return handle()?.catch((error: unknown) => rethrowWithEcho(res, echo, error));
  } catch (error) {
    return rethrowWithEcho(res, echo, error);
  }
}

/** Sets `echo` on `res` unless its head is sent, and throws `error` on. */
function rethrowWithEcho(res: ServerResponse, echo: string | undefined, error: unknown): never {
  if (echo !== undefined && !res.headersSent) res.setHeader('X-Request-Id', echo);
  throw error;
}
