import { ConformanceFailure } from './conformance-failure.ts';
import { MAX_COUNTED_LINES, type ResultFileObservation } from './result-file-observation.ts';

/** Most records named in a results-one-line-per-record failure; the rest are counted. */
const MAX_NAMED_RECORDS = 20;

/** What results-one-line-per-record requires of one record's lines (A2). */
const ONE_LINE = 'one line per submitted record, found by its uetr (A2)';

/** What results-one-line-per-record says of a file: a failure, or why it cannot be judged. */
export type OneLineVerdict =
  | { readonly failure: ConformanceFailure; readonly notJudged?: undefined }
  | { readonly failure?: undefined; readonly notJudged: string };

/** A count of lines as a failure names it: `255 or more` once it saturates. */
function countText(lines: number): string {
  return lines < MAX_COUNTED_LINES ? `${lines}` : `${MAX_COUNTED_LINES} or more`;
}

/**
 * results-one-line-per-record on a result file read against the submitted file (A2: one result
 * line per submitted record): undefined when each record has exactly one line; not judged when
 * the records without their line sit beside lines without a submitted uetr (which line is whose
 * is unknown: results-record-uetr's); else the failure naming each record with its count of lines
 * (the first 20 by name).
 */
export function oneLinePerRecord(file: ResultFileObservation): OneLineVerdict | undefined {
  const { submitted } = file;
  const named: number[] = [];
  let wrong = 0;
  let noLine = true;
  for (let index = 0; index < submitted.size; index += 1) {
    const lines = file.linesOf(index);
    if (lines === 1) continue;
    wrong += 1;
    if (named.length < MAX_NAMED_RECORDS) named.push(index);
    if (lines > 0) noLine = false;
  }
  if (wrong === 0) return undefined;
  if (file.strays > 0 && noLine) {
    return {
      notJudged: `not judged: ${file.strays} line(s) without the uetr of a submitted record (results-record-uetr)`,
    };
  }
  const listed = named.map((i) => `${submitted.uetrAt(i)}: ${countText(file.linesOf(i))} lines`).join(', ');
  const received = wrong > named.length ? `${listed} and ${wrong - named.length} more records` : listed;
  return { failure: new ConformanceFailure('results-one-line-per-record', received, ONE_LINE) };
}

/**
 * results-one-line-per-record on one record (`uetr`) of a result file (A2): the failure when it
 * has no line or more than one; undefined when it has exactly one.
 */
export function recordLinesFailure(
  file: ResultFileObservation,
  uetr: string,
): ConformanceFailure | undefined {
  const index = file.submitted.indexOf(uetr);
  const count = index === undefined ? 0 : file.linesOf(index);
  if (count === 1) return undefined;
  const received = count === 0 ? `no line with uetr ${uetr}` : `${countText(count)} lines with uetr ${uetr}`;
  return new ConformanceFailure('results-one-line-per-record', received, ONE_LINE);
}
