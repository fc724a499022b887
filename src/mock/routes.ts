import type { IncomingMessage, ServerResponse } from 'node:http';
import { PATHS } from '../api/paths.ts';
import { handleResults } from './bulk/bulk-results.ts';
import { handleStatus } from './bulk/bulk-status.ts';
import { handleSubmit } from './bulk/bulk-submit.ts';
import type { MockContext } from './context.ts';
import type { OperationId } from '../api/operations.ts';
import { requestFaults } from './faults/requests.ts';
import { robustnessFaults } from './faults/robustness.ts';
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
  /** True on the bulk paths, where HEAD and OPTIONS follow the `head-options` choice (A16). */
  readonly bulk?: boolean;
  /**
   * True when the handler sends the X-Request-Id echo itself, with the rest of its head in one
   * writeHead: Node's fast path, where a header set beforehand costs the status endpoint about
   * 6 % of its throughput (measured). Only without a fault of the echo.
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
const SUBMIT_ROUTE: Route = { operation: 'bulk-submit', method: 'POST', bulk: true, handler: handleSubmit };
const STATUS_ROUTE: Route = {
  operation: 'bulk-status',
  method: 'GET',
  bulk: true,
  writesEcho: true,
  handler: (ctx, req, res, taskId, echo) =>
    handleStatus(ctx, req, res, requestFaults.taskIdLookedUp(ctx, 'bulk-status', taskId), echo),
};
const RESULTS_ROUTE: Route = {
  operation: 'bulk-results',
  method: 'GET',
  bulk: true,
  handler: (ctx, req, res, taskId) =>
    handleResults(ctx, req, res, requestFaults.taskIdLookedUp(ctx, 'bulk-results', taskId)),
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
 * UUID and none. Faults act through `requestFaults` (another method, the echo of a success
 * answer, the taskId looked up) and `robustnessFaults` (a 500 for unusual free-text header
 * values, or for a path no route serves), in src/mock/faults/. Returns the handler's promise when it is asynchronous (a synchronous one,
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
    robustnessFaults.unknownPath(ctx, path);
    if (echo !== undefined) res.setHeader('X-Request-Id', echo);
    sendProblem(ctx, res, NOT_FOUND.problem);
    return;
  }
  const { found, taskId } = routed;
  robustnessFaults.headers(ctx, found.operation, req.headers, req.rawHeaders, res, echo);
  const early = earlyAnswer(ctx, req, path, found);
  if (!early && found.writesEcho && !requestFaults.echoBroken(ctx, found.operation)) {
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
  requestFaults.breakEchoOnSuccess(ctx, found.operation, res);
  return found.handler(ctx, req, res, taskId, undefined);
}

/** An answer dispatch gives before the handler: a problem (404, 429, 405), or OPTIONS 204 with `Allow`. */
type EarlyAnswer = { readonly problem: Problem } | { readonly allow: string };

/** The answer to a path no route serves. */
const NOT_FOUND = { problem: httpProblem(404, 'NOT_FOUND', 'No such resource.') } as const;

/**
 * The answer dispatch gives to a request for `found` before its handler: 429 over the rate limit
 * (A6; never on the token path), 405 for another method (A16; on a bulk path as
 * `requestFaults.otherMethod` leaves it), OPTIONS 204 when `head-options` allows it; undefined
 * when the handler answers.
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
  if (!allowed.includes(method)) {
    const allow = ctx.choice('method-405-allow') === 'with-allow' ? { Allow: allowed.join(', ') } : undefined;
    const refused = { problem: httpProblem(405, 'METHOD_NOT_ALLOWED', `Use ${found.method}.`, allow) };
    return requestFaults.otherMethod(ctx, found.operation, refused);
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
