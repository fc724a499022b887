import type { JsonObject } from '../api/json-object.ts';
import { ConformanceFailure } from './conformance-failure.ts';
import { isErrorLine } from './result-line.ts';

/**
 * record-error-status-400 on `line`, the line of the record `label` (interface.md Errors:
 * record-level errors are "logically equal to 400"): an error line has no `status` or status
 * 400. The failure for an error line with another status; undefined otherwise (no line, a result
 * record).
 */
export function errorStatusFailure(
  label: string,
  line: JsonObject | undefined,
): ConformanceFailure | undefined {
  if (line === undefined || !isErrorLine(line)) return undefined;
  if (line.status === undefined || line.status === 400) return undefined;
  return new ConformanceFailure(
    'record-error-status-400',
    `${label}: status ${JSON.stringify(line.status)} (${JSON.stringify(line).slice(0, 200)})`,
    `${label}: a record-level error line without status or with status 400`,
  );
}
