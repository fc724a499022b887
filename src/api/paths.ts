/**
 * Paths of the interface. Endpoints 1-5 from interface.md; the submission path is the
 * project's choice (assumptions.md A2).
 */
export const PATHS = {
  /** interface.md Endpoints/1, on {auth_url}. */
  token: '/oauth/client_credential/accesstoken',
  /** interface.md Endpoints/2. */
  organisationCheck: '/account/check/organisations',
  /** interface.md Endpoints/3. */
  confirmationOfPayee: '/v1/gateway',
  /** assumptions.md A2 (submission); interface.md Endpoints/4, 5 below it. */
  bulk: '/vopgateway/v1/bulk',
} as const;

/** Status path of `taskId` (interface.md Endpoints/4). */
export function statusPath(taskId: string): string {
  return `${PATHS.bulk}/${taskId}/status`;
}

/** Results path of `taskId` (interface.md Endpoints/5). */
export function resultsPath(taskId: string): string {
  return `${PATHS.bulk}/${taskId}`;
}
