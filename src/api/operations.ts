/**
 * Operation ids: the six exchanges the interface describes (interface.md Endpoints/1-5) and the
 * bulk submission (assumptions.md A2). `org-check` is the organisation check (endpoint 2),
 * `cop-check` the confirmation of payee (endpoint 3): the API's two single-check calls.
 */
export const OPERATIONS = [
  'token',
  'org-check',
  'cop-check',
  'bulk-submit',
  'bulk-status',
  'bulk-results',
] as const;

/** One of the six operations (see OPERATIONS). */
export type OperationId = (typeof OPERATIONS)[number];

/** The three bulk operations: the submission (A2), the status (Endpoints/4) and the results (Endpoints/5). */
export const BULK_OPERATIONS = ['bulk-submit', 'bulk-status', 'bulk-results'] as const;

/** One of the three bulk operations. */
export type BulkOperationId = (typeof BULK_OPERATIONS)[number];

const BULK: ReadonlySet<OperationId> = new Set(BULK_OPERATIONS);

/** True when `operation` is one of the three bulk operations. */
export function isBulkOperation(operation: OperationId | undefined): operation is BulkOperationId {
  return operation !== undefined && BULK.has(operation);
}
