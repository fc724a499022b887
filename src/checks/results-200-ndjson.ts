import type { Exchange } from '../client/types.ts';
import { ConformanceFailure } from './conformance-failure.ts';
import { verdictFailure } from './verdict-failure.ts';
import type { ResultFileObservation } from './result-file-observation.ts';

/**
 * results-200-ndjson on the lines of a result file (interface.md Endpoints/5: NDJSON, one JSON
 * object per line): the failure naming the first line that is not a JSON object, as the file's
 * ResultLineTally judged it; undefined when every line is one.
 */
export function notObjectFailure(file: ResultFileObservation): ConformanceFailure | undefined {
  return verdictFailure(file.verdicts().find((v) => v.ruleId === 'results-200-ndjson'));
}

/**
 * results-200-ndjson on the answer for the result file of a PROCESSED task (interface.md
 * Endpoints/5): `file` is what was read of a 200, undefined when the answer (`exchange`) was no
 * 200. The failure naming the status when there is no file, else {@link notObjectFailure}'s;
 * undefined when the file is 200 and every line a JSON object.
 */
export function results200Ndjson(
  exchange: Exchange,
  file: ResultFileObservation | undefined,
): ConformanceFailure | undefined {
  if (!file)
    return new ConformanceFailure(
      'results-200-ndjson',
      `${exchange.response.status}`,
      '200 with an NDJSON body',
      { request: exchange.request },
    );
  return notObjectFailure(file);
}
