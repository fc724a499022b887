import type { IncomingMessage, ServerResponse } from 'node:http';
import { PATHS } from '../api/paths.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { handleResults } from './bulk-results.ts';
import { handleStatus } from './bulk-status.ts';
import { handleSubmit } from './bulk-submit.ts';
import type { MockContext } from './context.ts';
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
  readonly handler: Handler;
}

function segment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function route(path: string): Route | undefined {
  if (path === PATHS.token) return { method: 'POST', handler: handleToken };
  if (path === PATHS.organisationCheck) return { method: 'POST', handler: handleOrganisationCheck };
  if (path === PATHS.confirmationOfPayee) return { method: 'POST', handler: handleConfirmationOfPayee };
  if (path === PATHS.bulk)
    return { method: 'POST', methodRule: 'submit-method-405', bulk: true, handler: handleSubmit };
  const bulk = /^\/vopgateway\/v1\/bulk\/([^/]+)(\/status)?$/.exec(path);
  if (!bulk?.[1]) return undefined;
  const taskId = segment(bulk[1]);
  return bulk[2]
    ? {
        method: 'GET',
        methodRule: 'status-method-405',
        bulk: true,
        handler: (c, q, s) => handleStatus(c, q, s, taskId),
      }
    : {
        method: 'GET',
        methodRule: 'results-method-405',
        bulk: true,
        handler: (c, q, s) => handleResults(c, q, s, taskId),
      };
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
 * decides between a fresh UUID and none.
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
  await found.handler(ctx, req, res);
}
