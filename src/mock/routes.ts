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
import { handleResults } from './bulk-results.ts';
import { handleStatus } from './bulk-status.ts';
import { handleSubmit } from './bulk-submit.ts';
import type { MockContext } from './context.ts';
import { type FaultId, variantOf } from './faults/index.ts';
import { echoRequestId, sendProblem } from './http-io.ts';
import { httpProblem } from './problem.ts';
import { handleConfirmationOfPayee, handleOrganisationCheck } from './single-checks.ts';
import { handleToken } from './token-endpoint.ts';

/** One operation's handler; `taskId` is the `{taskId}` path segment, empty on paths without one. */
type Handler = (
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
  taskId: string,
) => Promise<void> | void;

interface Route {
  readonly method: 'GET' | 'POST';
  /** Rule id of the 405 rule this route keeps (a fault switches it off). */
  readonly methodRule?: RuleId;
  /** True on the bulk paths, where HEAD and OPTIONS follow the `head-options` choice (A16). */
  readonly bulk?: boolean;
  /** Rule id of the X-Request-Id echo on the success answer of a bulk operation (its faults break it). */
  readonly echoRule?: RuleId;
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
const TOKEN_ROUTE: Route = { method: 'POST', handler: handleToken };
const ORGANISATION_CHECK_ROUTE: Route = { method: 'POST', handler: handleOrganisationCheck };
const CONFIRMATION_OF_PAYEE_ROUTE: Route = { method: 'POST', handler: handleConfirmationOfPayee };
const SUBMIT_ROUTE: Route = {
  method: 'POST',
  methodRule: SUBMIT_RULES['method-405'],
  echoRule: SUBMIT_RULES['x-request-id-echo'],
  bulk: true,
  handler: handleSubmit,
};
const STATUS_ROUTE: Route = {
  method: 'GET',
  methodRule: STATUS_RULES['method-405'],
  echoRule: STATUS_RULES['x-request-id-echo'],
  bulk: true,
  handler: (ctx, req, res, taskId) => handleStatus(ctx, req, res, taskIdLookedUp(ctx, STATUS_RULES, taskId)),
};
const RESULTS_ROUTE: Route = {
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

/**
 * Under the echo faults of `rule`, a success (2xx) answer of `res` carries no X-Request-Id, or
 * (`<rule>/other-value`) a fresh UUID instead of the request's; error answers keep the echo.
 */
function breakEchoOnSuccess(ctx: MockContext, res: ServerResponse, rule: RuleId): void {
  const otherValue = ECHO_OTHER_VALUE.get(rule);
  const drop = ctx.breaks(rule);
  if (!drop && !(otherValue !== undefined && ctx.breaks(otherValue))) return;
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
 * echo X-Request-Id on every response; without one in the request, `x-request-id-when-absent`
 * decides between a fresh UUID and none. Faults: `<method rule>/404` answers another method 404,
 * the echo faults break the echo of a success answer, `taskid-case-insensitive` compares taskIds
 * case-sensitively. Returns the handler's promise when it is asynchronous (a synchronous one,
 * status and results, answers without a promise in between).
 * @throws what a synchronous handler throws (the server answers 500).
 */
export function dispatch(ctx: MockContext, req: IncomingMessage, res: ServerResponse): Promise<void> | void {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const routed = route(path);
  const noRequestId = req.headers['x-request-id'] === undefined;
  if (path.startsWith(PATHS.bulk) && !(noRequestId && ctx.choice('x-request-id-when-absent') === 'absent')) {
    echoRequestId(req, res);
  }
  if (!routed) {
    sendProblem(ctx, res, httpProblem(404, 'NOT_FOUND', 'No such resource.'));
    return;
  }
  const { found, taskId } = routed;
  if (path !== PATHS.token && ctx.overRateLimit()) {
    req.resume();
    sendProblem(
      ctx,
      res,
      httpProblem(429, 'TOO_MANY_REQUESTS', 'Rate limit exceeded.', { 'Retry-After': '1' }),
    );
    return;
  }
  const allowed = allowedMethods(ctx, found);
  const method = req.method ?? '';
  if (!allowed.includes(method) && !(found.methodRule && ctx.breaks(found.methodRule))) {
    req.resume();
    // The /404 variant answers another method as if the path did not exist.
    const as404 = found.methodRule && variantOf(found.methodRule, '404');
    if (as404 && ctx.breaks(as404)) {
      sendProblem(ctx, res, httpProblem(404, 'NOT_FOUND', 'No such resource.'));
      return;
    }
    const allow = ctx.choice('method-405-allow') === 'with-allow' ? { Allow: allowed.join(', ') } : undefined;
    sendProblem(ctx, res, httpProblem(405, 'METHOD_NOT_ALLOWED', `Use ${found.method}.`, allow));
    return;
  }
  if (method === 'OPTIONS' && allowed.includes('OPTIONS')) {
    req.resume();
    res.writeHead(204, { Allow: allowed.join(', ') });
    res.end();
    return;
  }
  if (found.echoRule) breakEchoOnSuccess(ctx, res, found.echoRule);
  return found.handler(ctx, req, res, taskId);
}
