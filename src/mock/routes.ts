import type { IncomingMessage, ServerResponse } from 'node:http';
import { PATHS } from '../spec/paths.ts';
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
  readonly methodRule?: string;
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
  if (path === PATHS.bulk) return { method: 'POST', methodRule: 'submit-method-405', handler: handleSubmit };
  const bulk = /^\/vopgateway\/v1\/bulk\/([^/]+)(\/status)?$/.exec(path);
  if (!bulk?.[1]) return undefined;
  const taskId = segment(bulk[1]);
  return bulk[2]
    ? { method: 'GET', methodRule: 'status-method-405', handler: (c, q, s) => handleStatus(c, q, s, taskId) }
    : {
        method: 'GET',
        methodRule: 'results-method-405',
        handler: (c, q, s) => handleResults(c, q, s, taskId),
      };
}

/**
 * Dispatches one request: 404 for an unknown path, 405 with `Allow` for another method
 * (A16), else the operation's handler. Bulk paths echo X-Request-Id on every response.
 */
export async function dispatch(ctx: MockContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const found = route(path);
  if (path.startsWith(PATHS.bulk)) echoRequestId(req, res);
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
  if (req.method !== found.method && !(found.methodRule && ctx.breaks(found.methodRule))) {
    req.resume();
    sendProblem(
      ctx,
      res,
      httpProblem(405, 'METHOD_NOT_ALLOWED', `Use ${found.method}.`, { Allow: found.method }),
    );
    return;
  }
  await found.handler(ctx, req, res);
}
