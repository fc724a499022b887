import { ConformanceFailure } from './conformance-failure.ts';
import type { StatusObservation } from './status-observation.ts';
import type { Exchange } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';

/**
 * The X-End-User of a read has no effect on the status (interface.md Endpoints/4: X-End-User "has
 * no effect on the result"), judged under `ruleId`: `seen`, read as `readAs` ("read with
 * X-End-User: dept-b"), shows `expected`, the status read with the submitter's X-End-User
 * (`submittedBy`).
 * @returns undefined when held; a ConformanceFailure of `ruleId` replaying the read otherwise.
 */
export function sameStatusAsSubmitter(
  ruleId: RuleId,
  seen: StatusObservation,
  expected: string,
  readAs: string,
  submittedBy: string,
): ConformanceFailure | undefined {
  if (seen.status === expected) return undefined;
  return new ConformanceFailure(
    ruleId,
    `status ${String(seen.status)}, ${readAs}`,
    `status ${expected}, as read with X-End-User: ${submittedBy}`,
    seen.exchange,
  );
}

/** The result lines of one read of a task's results, record by record ("(none)": no line). */
export interface ResultLinesRead {
  readonly exchange: Exchange;
  readonly lines: readonly string[];
}

/**
 * The X-End-User of a read has no effect on the result file (interface.md Endpoints/5; Endpoints/4:
 * "has no effect on the result"), judged under `ruleId`: record by record, `other` (read as
 * `readAs`) has the same line as `own` (read with the submitter's X-End-User, `submittedBy`).
 * @returns undefined when held; a ConformanceFailure of `ruleId` naming the first record whose
 * line differs, replaying the other read.
 */
export function sameResultLinesAsSubmitter(
  ruleId: RuleId,
  own: ResultLinesRead,
  other: ResultLinesRead,
  readAs: string,
  submittedBy: string,
): ConformanceFailure | undefined {
  const differs = other.lines.findIndex((line, i) => line !== own.lines[i]);
  if (differs === -1) return undefined;
  return new ConformanceFailure(
    ruleId,
    `result line of record ${differs + 1}, ${readAs}: ${other.lines[differs] ?? ''}`,
    `the line read with X-End-User: ${submittedBy}: ${own.lines[differs] ?? ''}`,
    other.exchange,
  );
}
