import type { ServerResponse } from 'node:http';
import type { MockContext } from '../context.ts';
import { sendJson, sendProblem } from '../errors/http-io.ts';
import { obEnvelope, obError } from './ob-envelope.ts';
import type { Problem } from '../errors/problem.ts';

/**
 * How the two single checks answer, as the choice `single-check-response-shape` says
 * (interface.md Endpoints/2, 3: "Response shape: not shown."). The status never depends on it (A7).
 */

/**
 * Answers a single check with `problem`'s status and, under `flat`, its error body (interface.md
 * Errors/Error response, shaped by the error choices); under `ob-envelope`, an OB error body as
 * `application/json`.
 */
export function answerCheckProblem(ctx: MockContext, res: ServerResponse, problem: Problem): void {
  if (ctx.choice('single-check-response-shape') === 'flat') sendProblem(ctx, res, problem);
  else sendJson(res, problem.status, obError(problem), 'application/json');
}

/**
 * Answers a single check with 200 and `flat` as it is, or, under `ob-envelope`, `data` in the OB
 * envelope whose `Links.Self` is `selfPath`.
 */
export function answerCheckResult(
  ctx: MockContext,
  res: ServerResponse,
  flat: Readonly<Record<string, unknown>>,
  data: Readonly<Record<string, unknown>>,
  selfPath: string,
): void {
  const ob = ctx.choice('single-check-response-shape') === 'ob-envelope';
  sendJson(res, 200, ob ? obEnvelope(data, selfPath) : flat);
}
