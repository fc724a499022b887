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
import { variantOf } from './faults/index.ts';
import { echoRequestId, sendProblem } from './http-io.ts';
import { httpProblem } from './problem.ts';
import { handleConfirmationOfPayee, handleOrganisationCheck } from './single-checks.ts';
import { handleToken } from './token-endpoint.ts';

type Handler = (ctx: MockContext, req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

interface Route {
  readonly method: string;
  /** Rule id of the 405 rule this route keeps (a fault switches it off). */
  readonly methodRule?: RuleId;
  /** True on the bulk paths, where HEAD and OPTIONS follow the `head-options` choice (A16). */
  readonly bulk?: boolean;
  /** Rule id of the X-Request-Id echo on the success answer of a bulk operation (its faults break it). */
  readonly echoRule?: RuleId;
  readonly handler: Handler;
}

function segment(raw: string): string {
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

function route(path: string): Route | undefined {
  if (path === PATHS.token) return { method: 'POST', handler: handleToken };
  if (path === PATHS.organisationCheck) return { method: 'POST', handler: handleOrganisationCheck };
  if (path === PATHS.confirmationOfPayee) return { method: 'POST', handler: handleConfirmationOfPayee };
  if (path === PATHS.bulk) {
    return {
      method: 'POST',
      methodRule: SUBMIT_RULES['method-405'],
      echoRule: SUBMIT_RULES['x-request-id-echo'],
      bulk: true,
      handler: handleSubmit,
    };
  }
  const bulk = /^\/vopgateway\/v1\/bulk\/([^/]+)(\/status)?$/.exec(path);
  if (!bulk?.[1]) return undefined;
  const taskId = segment(bulk[1]);
  const rules = bulk[2] ? STATUS_RULES : RESULTS_RULES;
  const handle = bulk[2] ? handleStatus : handleResults;
  return {
    method: 'GET',
    methodRule: rules['method-405'],
    echoRule: rules['x-request-id-echo'],
    bulk: true,
    handler: (c, q, s) => handle(c, q, s, taskIdLookedUp(c, rules, taskId)),
  };
}

/**
 * Under the echo faults of `rule`, a success (2xx) answer of `res` carries no X-Request-Id, or
 * (`<rule>/other-value`) a fresh UUID instead of the request's; error answers keep the echo.
 */
function breakEchoOnSuccess(ctx: MockContext, res: ServerResponse, rule: RuleId): void {
  const otherValue = variantOf(rule, 'other-value');
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

/** The methods `found` answers: its own, plus HEAD (GET paths) and OPTIONS when `head-options` allows them. */
function allowedMethods(ctx: MockContext, found: Route): readonly string[] {
  if (!found.bulk || ctx.choice('head-options') === '405') return [found.method];
  return found.method === 'GET' ? ['GET', 'HEAD', 'OPTIONS'] : [found.method, 'OPTIONS'];
}

/**
 * Dispatches one request: 404 for an unknown path, 405 (with `Allow` unless `method-405-allow`
 * says otherwise) for another method (A16), OPTIONS 204 with `Allow` when `head-options` allows
 * it, else the operation's handler (HEAD runs the GET handler; Node sends no body). Bulk paths
 * echo X-Request-Id on every response; without one in the request, `x-request-id-when-absent`
 * decides between a fresh UUID and none. Faults: `<method rule>/404` answers another method 404,
 * the echo faults break the echo of a success answer, `taskid-case-insensitive` compares taskIds
 * case-sensitively.
 */
export async function dispatch(ctx: MockContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const found = route(path);
  const noRequestId = req.headers['x-request-id'] === undefined;
  if (path.startsWith(PATHS.bulk) && !(noRequestId && ctx.choice('x-request-id-when-absent') === 'absent')) {
    echoRequestId(req, res);
  }
  if (!found) {
    sendProblem(ctx, res, httpProblem(404, 'NOT_FOUND', 'No such resource.'));
    return;
  }
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
  await found.handler(ctx, req, res);
}
