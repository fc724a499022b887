import { ConformanceFailure } from './conformance-failure.ts';
import type { ResultFileObservation, StrayLine } from './result-file-observation.ts';

/** What the uetr rules require of every line of a result file. */
export const OWN_UETR = 'each line carries the uetr of the record it reports on';

/** A stray line as a failure names it: `line <n>: uetr (absent) (<text>)` or `line <n>: uetr "<uetr>", which names no submitted record (<text>)`. */
export function strayLineText(stray: StrayLine): string {
  const { uetr } = stray;
  return `line ${stray.number}: uetr ${uetr === undefined ? '(absent)' : `${JSON.stringify(uetr)}, which names no submitted record`} (${stray.text})`;
}

/**
 * results-record-uetr or record-error-uetr on a result file read against its submitted file
 * (interface.md Resources/Result record: "uetr | string | mandatory"; Errors/Error response:
 * "each with its `uetr`"): the failure naming the first line of kind `kind` (result record, error
 * line; either when undefined) without the uetr of a submitted record, under the line's uetr rule
 * (`uetrRuleOf`); undefined when there is none.
 */
export function strayUetrFailure(
  file: ResultFileObservation,
  kind?: 'result' | 'error',
): ConformanceFailure | undefined {
  const stray = file.strayLine(kind);
  if (!stray) return undefined;
  return new ConformanceFailure(stray.uetrRule, strayLineText(stray), OWN_UETR);
}

/**
 * {@link strayUetrFailure} of the first line without the uetr of a submitted record when that line
 * carries no uetr at all (none, or not a non-empty string); undefined when there is no such line
 * or it carries some uetr.
 */
export function uetrlessLineFailure(file: ResultFileObservation): ConformanceFailure | undefined {
  const stray = file.strayLine();
  if (!stray || (typeof stray.uetr === 'string' && stray.uetr !== '')) return undefined;
  return strayUetrFailure(file, stray.isError ? 'error' : 'result');
}
