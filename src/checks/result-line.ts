import type { JsonObject } from '../api/json-object.ts';
import { schemaErrorText, validate } from '../schemas/registry.ts';
import type { Verdict } from './exchange-check.ts';
import { FORMAT_ERROR_TITLES, isFormatErrorTitle } from './format-error-titles.ts';
import { instanceFormVerdict } from './instance-form.ts';

/** True when result line `line` is a record-level error line (it has a `code`), else a result record. */
export function isErrorLine(line: JsonObject): boolean {
  return typeof line.code === 'string';
}

/**
 * The uetr rule of result line `line`: results-record-uetr for a result record (interface.md
 * Resources/Result record: "uetr | string | mandatory"), record-error-uetr for a record-level error
 * line (Errors/Error response: "each with its `uetr`").
 */
export function uetrRuleOf(line: JsonObject): 'record-error-uetr' | 'results-record-uetr' {
  return isErrorLine(line) ? 'record-error-uetr' : 'results-record-uetr';
}

/** The schema (path under `schemas/`) a result line of its kind is valid against (Resources/Result record). */
export function lineSchemaOf(line: JsonObject): string {
  return isErrorLine(line) ? 'responses/record-error.schema.json' : 'responses/result-record.schema.json';
}

/**
 * The verdicts on result line `line` (number `number`, 1-based): its shape against
 * schemas/responses/result-record.schema.json or record-error.schema.json (results-record-shape),
 * and apart from it whether it carries a uetr (its uetr rule, see {@link uetrRuleOf}); of a
 * record-level error line with code FORMAT_ERROR, whether its title is one of the FORMAT_ERROR
 * titles (error-format-error-title; A8: "whenever `code` is FORMAT_ERROR"); of every record-level
 * error line, whether its instance is a JSON pointer or an XPath (error-instance-form, Errors/Error
 * response).
 */
export function lineVerdicts(line: JsonObject, number: number): Verdict[] {
  const schema = lineSchemaOf(line);
  const aboutUetr = (e: { instancePath: string; keyword: string; params: Record<string, unknown> }) =>
    e.instancePath === '/uetr' || (e.keyword === 'required' && e.params.missingProperty === 'uetr');
  const errors = validate(schema, line).errors;
  const problems = schemaErrorText(errors.filter((e) => !aboutUetr(e)));
  const uetr = line.uetr;
  const formatError: Verdict[] =
    line.code === 'FORMAT_ERROR'
      ? [
          {
            ruleId: 'error-format-error-title',
            holds: isFormatErrorTitle(line.title),
            received: `line ${number}: code FORMAT_ERROR, title ${line.title === undefined ? '(absent)' : JSON.stringify(line.title)}`,
            documented: `one of the FORMAT_ERROR titles (${FORMAT_ERROR_TITLES.join(', ')})`,
          },
        ]
      : [];
  const instanceForm = isErrorLine(line) ? [instanceFormVerdict(line.instance, `line ${number}`)] : [];
  return [
    {
      ruleId: 'results-record-shape',
      holds: problems === '',
      received: `line ${number}: ${problems}`,
      documented: `a line valid against schemas/${schema}`,
    },
    {
      ruleId: uetrRuleOf(line),
      holds: typeof uetr === 'string' && uetr !== '',
      received: `line ${number}: uetr ${uetr === undefined ? '(absent)' : JSON.stringify(uetr)}`,
      documented: `a ${isErrorLine(line) ? 'record-level error line' : 'result record'} with the uetr of its record`,
    },
    ...formatError,
    ...instanceForm,
  ];
}
