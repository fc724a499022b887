import { ConformanceFailure } from '../checks/conformance-failure.ts';
import { MAX_COUNTED_LINES, type ResultFileCheck } from './result-file-check.ts';

/** Most records named in a results-one-line-per-record failure; the rest are counted. */
const MAX_NAMED_RECORDS = 20;

/**
 * results-200-ndjson on a file `fileCheck` read (interface.md Endpoints/5: NDJSON, one JSON object
 * per line): the failure naming the first line that is not a JSON object; undefined when none is.
 */
export function notObjectFailure(fileCheck: ResultFileCheck): ConformanceFailure | undefined {
  const line = fileCheck.notObject;
  if (!line) return undefined;
  return new ConformanceFailure(
    'results-200-ndjson',
    `line ${line.number}: ${line.text}`,
    'one JSON object per line',
  );
}

/**
 * results-record-uetr on a file `fileCheck` read against the submitted file (interface.md
 * Resources/Result record: "uetr | string | mandatory"): the failure naming the first line
 * without the uetr of a submitted record, under record-error-uetr when it is a record-level error
 * line (Errors/Error response: "each with its `uetr`"); undefined when every line has one.
 */
export function strayUetrFailure(fileCheck: ResultFileCheck): ConformanceFailure | undefined {
  const stray = fileCheck.strayLine();
  if (!stray) return undefined;
  return new ConformanceFailure(
    stray.isError ? 'record-error-uetr' : 'results-record-uetr',
    `line ${stray.number}: uetr ${stray.uetr === undefined ? '(absent)' : JSON.stringify(stray.uetr)}`,
    'the uetr of a submitted record',
  );
}

/**
 * results-record-shape on a file `fileCheck` read: the failure of the first line that is neither a
 * result record nor a record-level error (its uetr aside: judged by the uetr rules); undefined
 * when every line is one.
 */
export function shapeFailure(fileCheck: ResultFileCheck): ConformanceFailure | undefined {
  const shape = fileCheck.verdicts().find((v) => v.ruleId === 'results-record-shape');
  if (!shape || shape.holds) return undefined;
  return new ConformanceFailure('results-record-shape', shape.received, shape.documented);
}

/**
 * The distinct match values and Plus fields of the lines `fileCheck` read, one per line of text, as
 * recorded under results-record-shape (values beyond MTCH and the Plus structure beyond
 * advancedInfo are not shown, Resources/Result record); a last line says when there were more
 * than the check keeps.
 */
export function observedValuesText(fileCheck: ResultFileCheck): string {
  const { values, more } = fileCheck.observedValues();
  return more
    ? [...values, `… and more (only the first ${values.length} distinct values are kept)`].join('\n')
    : values.join('\n');
}

/** What results-one-line-per-record says of a file: a failure, or why it cannot be judged. */
export type OneLineVerdict =
  | { readonly failure: ConformanceFailure; readonly notJudged?: undefined }
  | { readonly failure?: undefined; readonly notJudged: string };

/**
 * results-one-line-per-record on a file `fileCheck` read against the submitted file (A2: one result
 * line per submitted record): undefined when each record has exactly one line; not judged when
 * the records without their line sit beside lines without a submitted uetr (which line is whose
 * is unknown: results-record-uetr's); else the failure naming each record with its count of lines
 * (the first 20 by name).
 */
export function oneLinePerRecord(fileCheck: ResultFileCheck): OneLineVerdict | undefined {
  const { submitted } = fileCheck;
  const named: number[] = [];
  let wrong = 0;
  let noLine = true;
  for (let index = 0; index < submitted.size; index += 1) {
    const lines = fileCheck.linesOf(index);
    if (lines === 1) continue;
    wrong += 1;
    if (named.length < MAX_NAMED_RECORDS) named.push(index);
    if (lines > 0) noLine = false;
  }
  if (wrong === 0) return undefined;
  if (fileCheck.strays > 0 && noLine) {
    return {
      notJudged: `not judged: ${fileCheck.strays} line(s) without the uetr of a submitted record (results-record-uetr)`,
    };
  }
  const count = (index: number) => {
    const lines = fileCheck.linesOf(index);
    return lines < MAX_COUNTED_LINES ? `${lines}` : `${MAX_COUNTED_LINES} or more`;
  };
  const listed = named.map((i) => `${submitted.uetrAt(i)}: ${count(i)} lines`).join(', ');
  const received = wrong > named.length ? `${listed} and ${wrong - named.length} more records` : listed;
  return {
    failure: new ConformanceFailure('results-one-line-per-record', received, 'one line per submitted record'),
  };
}
