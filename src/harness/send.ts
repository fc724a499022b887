import type { Exchange } from '../client/types.ts';
import type { OperationId } from '../api/operations.ts';
import type { RunContext } from './run-context.ts';
import type { Variation } from './bulk-request-tests.ts';

/** A valid request of one operation, before a test varies it. */
export interface BaseRequest {
  readonly operation: OperationId;
  readonly method: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string | null>>;
  readonly body?: string;
}

/**
 * Sends `base` with the run's client as `variation` changes it: headers merged (null removes
 * one), another method (sent without the body), no Authorization, or another client (A5).
 */
export function sendVaried(run: RunContext, base: BaseRequest, variation: Variation): Promise<Exchange> {
  const client = variation.client ?? run.client;
  const method = variation.method ?? base.method;
  const body = method === base.method ? base.body : undefined;
  return client.send({
    operation: base.operation,
    method,
    path: base.path,
    headers: { ...base.headers, ...variation.headers },
    ...(body === undefined ? {} : { body }),
    ...(variation.auth ? { auth: variation.auth } : {}),
  });
}
