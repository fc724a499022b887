import { isJsonObject } from '../api/json-object.ts';
import { schemaErrorText, validate } from '../schemas/registry.ts';
import type { ExchangeCheck, Verdict } from './exchange-check.ts';

/** Every line of a buffered result file: one JSON object, a result record or a record-level error. */
export const resultLines: ExchangeCheck = {
  name: 'result_lines',
  rules: ['results-200-ndjson', 'results-record-shape'],
  judge: (exchange) => {
    if (exchange.request.operation !== 'bulk-results' || exchange.response.status !== 200) return [];
    const verdicts: Verdict[] = [];
    for (const [index, line] of exchange.response.bodyText.split('\n').entries()) {
      if (line.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        value = undefined;
      }
      const isObject = isJsonObject(value);
      verdicts.push({
        ruleId: 'results-200-ndjson',
        holds: isObject,
        received: `line ${index + 1}: ${line.slice(0, 120)}`,
        documented: 'one JSON object per line',
      });
      if (!isObject) continue;
      const schema =
        typeof (value as { code?: unknown }).code === 'string'
          ? 'responses/record-error.schema.json'
          : 'responses/result-record.schema.json';
      const problems = schemaErrorText(validate(schema, value).errors);
      verdicts.push({
        ruleId: 'results-record-shape',
        holds: problems === '',
        received: `line ${index + 1}: ${problems}`,
        documented: `a line valid against schemas/${schema}`,
      });
    }
    return verdicts;
  },
};
