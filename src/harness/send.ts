import type { Exchange } from '../client/types.ts';
import type { RequestSpec } from '../client/request-spec.ts';
import type { VopClient } from '../client/vop-client.ts';
import type { OperationId } from '../api/operations.ts';
import type { RunContext } from './run-context.ts';

/** How one request of a bulk operation under test is varied: headers set or removed (`null`), method, auth, client. */
export interface Variation {
  readonly headers?: Readonly<Record<string, string | null>>;
  readonly method?: string;
  readonly auth?: 'bearer' | 'none';
  readonly client?: VopClient;
  /** Query parameters added to the path (none in a valid request). */
  readonly query?: Readonly<Record<string, string>>;
}

/** A valid request of one operation, before a test varies it. */
export interface BaseRequest {
  readonly operation: OperationId;
  readonly method: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string | null>>;
  readonly body?: string;
}

/**
 * `base` as `variation` changes it, and the client to send it with (the run's unless the
 * variation names another, A5): headers merged (null removes one), another method (sent without
 * the body), no Authorization, query parameters added.
 */
export function variedRequest(
  run: RunContext,
  base: BaseRequest,
  variation: Variation,
): { readonly client: VopClient; readonly spec: RequestSpec } {
  const method = variation.method ?? base.method;
  const body = method === base.method ? base.body : undefined;
  const query = variation.query ? `?${new URLSearchParams(variation.query).toString()}` : '';
  const spec: RequestSpec = {
    operation: base.operation,
    method,
    path: `${base.path}${query}`,
    headers: { ...base.headers, ...variation.headers },
    ...(body === undefined ? {} : { body }),
    ...(variation.auth ? { auth: variation.auth } : {}),
  };
  return { client: variation.client ?? run.client, spec };
}

/**
 * Sends `base` with the run's client as `variation` changes it (see {@link variedRequest}).
 * @throws TransportError, SizeLimitError, TokenError.
 */
export function sendVaried(run: RunContext, base: BaseRequest, variation: Variation): Promise<Exchange> {
  const { client, spec } = variedRequest(run, base, variation);
  return client.send(spec);
}
