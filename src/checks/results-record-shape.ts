import type { ConformanceFailure } from './conformance-failure.ts';
import { verdictFailure } from './verdict-failure.ts';
import type { ResultFileObservation } from './result-file-observation.ts';

/**
 * results-record-shape on a result file (interface.md Resources/Result record): the failure of the
 * first line that is neither a result record nor a record-level error (its uetr aside: judged by
 * the uetr rules), as the file's ResultLineTally judged it; undefined when every line is one.
 */
export function shapeFailure(file: ResultFileObservation): ConformanceFailure | undefined {
  return verdictFailure(file.verdicts().find((v) => v.ruleId === 'results-record-shape'));
}
