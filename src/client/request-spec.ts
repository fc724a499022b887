import type { OperationId } from '../api/operations.ts';

/**
 * One request of a test. The client adds `Authorization: Bearer <token>` and a fresh UUID
 * `X-Request-Id` unless the test sets them; a header set to `null` is not sent at all.
 */
export interface RequestSpec {
  /** The operation the request belongs to; absent for a path no operation serves (A16). */
  readonly operation?: OperationId;
  readonly method: string;
  /** Path under the base URL, e.g. `/vopgateway/v1/bulk/<taskId>/status`. */
  readonly path: string;
  readonly headers?: Readonly<Record<string, string | null>>;
  /** `bearer` (default): the client's token; `none`: no Authorization unless set in headers. */
  readonly auth?: 'bearer' | 'none';
  readonly body?: string;
}

/** Whether `spec` names header `name` (any case), with a value or `null`. */
export function namesHeader(spec: RequestSpec, name: string): boolean {
  return Object.keys(spec.headers ?? {}).some((key) => key.toLowerCase() === name.toLowerCase());
}

/** Whether the request of `spec` carries the client's own bearer token (A1: renewed after a 401). */
export function usesOwnToken(spec: RequestSpec): boolean {
  return (spec.auth ?? 'bearer') === 'bearer' && !namesHeader(spec, 'authorization');
}
