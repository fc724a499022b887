import type { ServerResponse } from 'node:http';
import type { MockContext } from '../context.ts';
import { sendJson, sendProblem, sendText } from '../errors/http-io.ts';
import { singleCheckFaults, type SingleCheckOperation } from '../faults/single-checks.ts';
import { obEnvelope, obError } from './ob-envelope.ts';
import type { Problem } from '../errors/problem.ts';

/**
 * How the two single checks answer, as the choice `single-check-response-shape` says
 * (interface.md Endpoints/2, 3: "Response shape: not shown."). The status never depends on it (A7).
 */

/**
 * Answers the single check `operation` with `problem`'s status and, under `flat`, its error body
 * (interface.md Errors/Error response, shaped by the error choices); under `ob-envelope`, an OB
 * error body as `application/json` (as the faults of the error leave it: `singleCheckFaults.problem`).
 */
export function answerCheckProblem(
  ctx: MockContext,
  res: ServerResponse,
  operation: SingleCheckOperation,
  problem: Problem,
): void {
  const sent = singleCheckFaults.problem(ctx, operation, problem);
  if (ctx.choice('single-check-response-shape') === 'flat') sendProblem(ctx, res, sent);
  else sendJson(res, sent.status, obError(sent), 'application/json');
}

/**
 * Answers the single check `operation` with 200 and `flat` as it is, or, under `ob-envelope`,
 * `data` in the OB envelope whose `Links.Self` is `selfPath`, as JSON (as the faults of the
 * answer leave it: `singleCheckFaults.result`).
 */
export function answerCheckResult(
  ctx: MockContext,
  res: ServerResponse,
  operation: SingleCheckOperation,
  flat: Readonly<Record<string, unknown>>,
  data: Readonly<Record<string, unknown>>,
  selfPath: string,
): void {
  const ob = ctx.choice('single-check-response-shape') === 'ob-envelope';
  const text = JSON.stringify(ob ? obEnvelope(data, selfPath) : flat);
  const answer = singleCheckFaults.result(
    ctx,
    operation,
    { text, contentType: 'application/json;charset=utf-8' },
    flat,
  );
  sendText(res, 200, answer.text, answer.contentType);
}
