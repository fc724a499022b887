import type { ResultFileCheck } from './result-file-check.ts';

/**
 * The distinct match values and Plus fields of the lines `fileCheck` read, one per line of text, as
 * recorded under results-record-shape (values beyond MTCH and the Plus structure beyond
 * advancedInfo are not shown, Resources/Result record); a last line says when there were more
 * than the check keeps. The rules of the file are judged in src/checks (results-200-ndjson.ts,
 * results-record-uetr.ts, results-record-shape.ts, results-one-line-per-record.ts).
 */
export function observedValuesText(fileCheck: ResultFileCheck): string {
  const { values, more } = fileCheck.observedValues();
  return more
    ? [...values, `… and more (only the first ${values.length} distinct values are kept)`].join('\n')
    : values.join('\n');
}
