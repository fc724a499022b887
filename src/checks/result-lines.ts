import { NdjsonSplitter } from '../client/ndjson-reader.ts';
import { isStreamedExchange } from '../client/streamed-exchange.ts';
import type { ExchangeCheck } from './exchange-check.ts';
import { RESULT_LINE_RULES, ResultLineTally } from './result-line-tally.ts';

/**
 * Every line of a buffered result file (a 200 of the results operation): one JSON object, a
 * result record or a record-level error, each with a uetr (interface.md Endpoints/5, Resources/
 * Result record). One verdict per rule per exchange: the first line that broke it, or a pass
 * (see {@link ResultLineTally}). A streamed result file is judged by its reader
 * (src/harness/read-result-file.ts) with the same tally.
 */
export const resultLines: ExchangeCheck = {
  name: 'result_lines',
  rules: RESULT_LINE_RULES,
  judge: (exchange) => {
    if (exchange.request.operation !== 'bulk-results' || exchange.response.status !== 200) return [];
    if (isStreamedExchange(exchange)) return [];
    const tally = new ResultLineTally();
    // The body was read whole under maxBodyBytes: no line cap beyond its length.
    const splitter = new NdjsonSplitter(Number.POSITIVE_INFINITY);
    const { bodyText } = exchange.response;
    for (const line of [...splitter.push(bodyText), ...splitter.end()])
      tally.add(line.number, line.text, line.value);
    return tally.verdicts();
  },
};
