import type { OperationId } from '../api/operations.ts';

/** The three bulk operations: the submission (A2), the status (Endpoints/4) and the results (Endpoints/5). */
export type BulkOperationId = Extract<OperationId, `bulk-${string}`>;

const BULK_OPERATIONS: ReadonlySet<OperationId> = new Set<BulkOperationId>([
  'bulk-submit',
  'bulk-status',
  'bulk-results',
]);

/** True when `operation` is one of the three bulk operations. */
export function isBulkOperation(operation: OperationId | undefined): operation is BulkOperationId {
  return operation !== undefined && BULK_OPERATIONS.has(operation);
}
