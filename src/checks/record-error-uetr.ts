import { ConformanceFailure } from './conformance-failure.ts';
import { explainRecordLine } from './record-line-explanation.ts';
import type { RecordLinesObservation } from './result-file-observation.ts';

/**
 * record-error-uetr on the record `uetr` (what it is: `label`) that breaks a field rule
 * (interface.md Errors/Error response: "each with its `uetr`"): it has a line with its uetr.
 * Undefined when it has; when a rule of the result file broke first ({@link explainRecordLine}:
 * `file` read against `expected`), that rule's failure; else the failure naming the record.
 */
export function missingErrorLineFailure(
  file: RecordLinesObservation,
  expected: ReadonlyMap<string, string>,
  uetr: string,
  label: string,
): ConformanceFailure | undefined {
  const index = file.submitted.indexOf(uetr);
  if (index !== undefined && file.lineAt(index)) return undefined;
  return (
    explainRecordLine(file, expected, uetr) ??
    new ConformanceFailure(
      'record-error-uetr',
      `no line with uetr ${uetr} (${label})`,
      `an error line with uetr ${uetr}`,
    )
  );
}
