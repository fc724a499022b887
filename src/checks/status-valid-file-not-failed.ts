import { ConformanceFailure, describeResponse } from './conformance-failure.ts';
import type { StatusObservation } from './status-observation.ts';

/**
 * status-valid-file-not-failed (interface.md States and transitions: FAILED is for a file that
 * "could not be processed"; A2, A9: a file of valid records, no scenario name): the final status
 * of a task made from a file of valid records is PROCESSED or TIMED_OUT (the SLA's call), not
 * FAILED. `final`: the poll's final observation (undefined: the task reached no final state).
 * @returns undefined when held; a ConformanceFailure replaying the final status read otherwise.
 */
export function statusValidFileNotFailed(
  final: StatusObservation | undefined,
): ConformanceFailure | undefined {
  if (final?.status === 'PROCESSED' || final?.status === 'TIMED_OUT') return undefined;
  return new ConformanceFailure(
    'status-valid-file-not-failed',
    final ? describeResponse(final.exchange) : 'no final state',
    'a file of valid records ends PROCESSED (or TIMED_OUT), not FAILED',
    final?.exchange,
  );
}
