import { ERRORS_FAULTS } from './errors.ts';
import type { MockFault } from './fault.ts';
import { LIFECYCLE_FAULTS } from './lifecycle.ts';
import { RECORDS_FAULTS } from './records.ts';
import { REQUESTS_FAULTS } from './requests.ts';
import { RESULTS_FAULTS } from './results.ts';
import { ROBUSTNESS_FAULTS } from './robustness.ts';
import { SINGLE_CHECKS_FAULTS } from './single-checks.ts';
import { TOKEN_FAULTS } from './token.ts';

/**
 * The fault catalogue of the mock, with which the suite proves it catches what it should: every way the mock can break one rule on purpose,
 * one row per fault in its area's table (the fault's behaviour beside its id), the tables in the
 * order a run meets them. Started with
 * `startMock({ faults })`, `vop-conformance mock --break ID` or `run --mock-break ID`; judged by
 * `vop-conformance efficacy`.
 */
export const MOCK_FAULTS = [
  // The token endpoint.
  ...TOKEN_FAULTS,
  // The organisation check and confirmation of payee.
  ...SINGLE_CHECKS_FAULTS,
  // Requests to the three bulk operations: headers, authorization, scope, methods, the taskId.
  ...REQUESTS_FAULTS,
  // The task lifecycle and the status body.
  ...LIFECYCLE_FAULTS,
  // The result file.
  ...RESULTS_FAULTS,
  // Record-level rules of the result file.
  ...RECORDS_FAULTS,
  // Error responses on every operation.
  ...ERRORS_FAULTS,
  // Legal but unusual input on every operation: a 5xx (server-no-5xx).
  ...ROBUSTNESS_FAULTS,
] as const;

/** The id of a fault of the catalogue: `<rule id>` or `<rule id>/<variant>`. */
export type FaultId = (typeof MOCK_FAULTS)[number]['id'];

/** Every fault id, in catalogue order. */
export const FAULT_IDS: readonly FaultId[] = MOCK_FAULTS.map((f) => f.id);

const BY_ID: ReadonlyMap<string, MockFault<FaultId>> = new Map(MOCK_FAULTS.map((f) => [f.id, f]));

/** True when `text` names a fault of the catalogue (the values `--break` takes). */
export function isMockFault(text: string): text is FaultId {
  return BY_ID.has(text);
}

/** The fault with id `id`. */
export function faultById(id: FaultId): MockFault<FaultId> {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`unknown fault ${id}`);
  return found;
}
