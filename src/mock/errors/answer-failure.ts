import type { ServerResponse } from 'node:http';
import type { MockContext } from '../context.ts';
import { sendProblem } from './http-io.ts';
import { httpProblem } from './problem.ts';

/**
 * Answers 500 INTERNAL_ERROR (detail: the error's message, at most 400 characters) for a handler
 * that threw `error`; drops the connection when the answer has begun and is not complete, or when
 * the 500 itself cannot be made (its own code throws); leaves a complete answer (ended) as it is:
 * dropping the connection then could cut off the part of it not yet sent (a result file of
 * megabytes). It never throws: the mock runs in the process of the run,
 * where an exception out of a request handler is uncaught. It would end a `vop-conformance run`,
 * and under mutation testing mocha would charge it to whatever test runs then, in a later run
 * (a kill of a mutant that changed nothing), while the request it left unanswered keeps the
 * client waiting past the run.
 */
export function answerFailure(ctx: MockContext, res: ServerResponse, error: unknown): void {
  const detail = error instanceof Error ? error.message.slice(0, 400) : 'unexpected failure';
  try {
    if (!res.headersSent) sendProblem(ctx, res, httpProblem(500, 'INTERNAL_ERROR', detail));
    else if (!res.writableEnded) res.destroy();
  } catch {
    res.destroy();
  }
}
