import { ConformanceFailure } from './conformance-failure.ts';
import { lineOutcome, outcomeHolds } from './record-outcome.ts';
import type { RecordLinesObservation } from './result-file-observation.ts';
import { notObjectFailure } from './results-200-ndjson.ts';
import { recordLinesFailure } from './results-one-line-per-record.ts';
import { OWN_UETR, strayUetrFailure } from './results-record-uetr.ts';

/**
 * Why the record with `uetr` did not get its outcome, when a rule of the result file broke first
 * (interface.md Endpoints/5, Resources/Result record; A2): a line that is not a JSON object
 * (results-200-ndjson), a line without the uetr of a submitted record (results-record-uetr,
 * record-error-uetr: the stray of the kind the record wants first), a record with no line or with
 * two (results-one-line-per-record), or two lines that carry each other's uetr
 * (results-record-uetr). `expected`: each submitted record's outcome by its uetr in lower case
 * (see `expectedOutcome`). Undefined when the record's line is there, alone, and is just not what
 * its own rule wants. uetrs are compared without regard to case (A11).
 */
export function explainRecordLine(
  file: RecordLinesObservation,
  expected: ReadonlyMap<string, string>,
  uetr: string,
): ConformanceFailure | undefined {
  const notObject = notObjectFailure(file);
  if (notObject) return notObject;
  const key = uetr.toLowerCase();
  const index = file.submitted.indexOf(uetr);
  const want = expected.get(key);
  if (index === undefined || file.linesOf(index) === 0) {
    const stray = strayUetrFailure(file, want === 'result' ? 'result' : 'error') ?? strayUetrFailure(file);
    return stray ?? recordLinesFailure(file, uetr);
  }
  const lines = recordLinesFailure(file, uetr);
  if (lines) return lines;
  const lineOfUetr = (other: string) => {
    const at = file.submitted.indexOf(other);
    return at === undefined ? undefined : file.lineAt(at);
  };
  const got = lineOutcome(file.lineAt(index));
  for (const [other, otherWant] of expected) {
    if (other === key || !outcomeHolds(got, otherWant) || otherWant === want) continue;
    if (!outcomeHolds(lineOutcome(lineOfUetr(other)), want ?? '')) continue;
    return new ConformanceFailure(
      'results-record-uetr',
      `the line with uetr ${uetr} says ${got}, the outcome due to record ${other}, whose line says ${want}, the outcome due to record ${uetr}`,
      OWN_UETR,
    );
  }
  return undefined;
}
