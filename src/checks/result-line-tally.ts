import { isJsonObject } from '../api/json-object.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { validate } from '../schemas/registry.ts';
import type { Verdict } from './exchange-check.ts';
import { isFormatErrorTitle } from './format-error-titles.ts';
import { isJsonPointerOrXPath } from './instance-form.ts';
import { isErrorLine, lineSchemaOf, lineVerdicts, uetrRuleOf } from './result-line.ts';

/** The rules each line of a result file is judged under, in the order of their verdicts. */
export const RESULT_LINE_RULES = [
  'results-200-ndjson',
  'results-record-shape',
  'results-record-uetr',
  'record-error-uetr',
  'error-format-error-title',
  'error-instance-form',
] as const satisfies readonly RuleId[];

type ResultLineRule = (typeof RESULT_LINE_RULES)[number];

/** What each rule requires of a line, for the verdict of a file whose lines all hold. */
const DOCUMENTED: Readonly<Record<ResultLineRule, string>> = {
  'results-200-ndjson': 'one JSON object per line',
  'results-record-shape': 'each line valid against its schema',
  'results-record-uetr': 'each result record with the uetr of its record',
  'record-error-uetr': 'each record-level error line with the uetr of its record',
  'error-format-error-title':
    'each error line with code FORMAT_ERROR titled with one of the FORMAT_ERROR titles',
  'error-instance-form': 'each error line with its instance, if any, a JSON pointer or an XPath',
};

/**
 * The lines of one result file judged one by one, in flat memory: for each rule of
 * {@link RESULT_LINE_RULES}, whether any line was judged under it and the verdict on the first
 * line that broke it. A line that is not a JSON object breaks results-200-ndjson; a JSON object is
 * judged by its shape (results-record-shape), its uetr (results-record-uetr or record-error-uetr),
 * with code FORMAT_ERROR its title (error-format-error-title, A8), and as an error line the form of
 * its instance (error-instance-form), as {@link lineVerdicts} says (interface.md Endpoints/5, Resources/Result record).
 */
export class ResultLineTally {
  readonly #judged = new Set<ResultLineRule>();
  readonly #failures = new Map<RuleId, Verdict>();
  #lines = 0;

  /**
   * Judges line `number` (1-based), its text `text` and its value as parsed (undefined when it is
   * not JSON, a blank line too: NdjsonSplitter returns one wherever it is not after the final newline). `judgeUetr` false: the line's uetr is not judged (the line of a record submitted
   * without a parseable uetr, A2), its shape is.
   */
  add(number: number, text: string, value: unknown, judgeUetr = true): void {
    this.#lines += 1;
    if (!isJsonObject(value)) {
      this.#judged.add('results-200-ndjson');
      this.#fail({
        ruleId: 'results-200-ndjson',
        holds: false,
        received: `line ${number}: ${text.trim() === '' ? '(an empty line)' : text.slice(0, 120)}`,
        documented: DOCUMENTED['results-200-ndjson'],
      });
      return;
    }
    const errorLine = isErrorLine(value);
    const uetrRule = uetrRuleOf(value);
    this.#judged.add('results-200-ndjson').add('results-record-shape');
    if (judgeUetr) this.#judged.add(uetrRule);
    const formatError = value.code === 'FORMAT_ERROR';
    if (formatError) this.#judged.add('error-format-error-title');
    if (errorLine) this.#judged.add('error-instance-form');
    const instance = errorLine ? value.instance : undefined;
    const uetr = value.uetr;
    // The common case, a valid line with its uetr (a FORMAT_ERROR title, an instance in form), costs one validation and no text.
    if (
      typeof uetr === 'string' &&
      uetr !== '' &&
      (!formatError || isFormatErrorTitle(value.title)) &&
      (typeof instance !== 'string' || isJsonPointerOrXPath(instance)) &&
      validate(lineSchemaOf(value), value).valid
    )
      return;
    for (const verdict of lineVerdicts(value, number)) {
      if (!verdict.holds && (judgeUetr || verdict.ruleId !== uetrRule)) this.#fail(verdict);
    }
  }

  /** How many lines were judged. */
  get lines(): number {
    return this.#lines;
  }

  /**
   * One verdict per rule some line was judged under, in the order of {@link RESULT_LINE_RULES}:
   * the first line that broke it, or that every line held. None for a file without lines.
   */
  verdicts(): Verdict[] {
    return RESULT_LINE_RULES.filter((ruleId) => this.#judged.has(ruleId)).map(
      (ruleId) =>
        this.#failures.get(ruleId) ?? {
          ruleId,
          holds: true,
          received: `${this.#lines} line${this.#lines === 1 ? '' : 's'}`,
          documented: DOCUMENTED[ruleId],
        },
    );
  }

  #fail(verdict: Verdict): void {
    if (!this.#failures.has(verdict.ruleId)) this.#failures.set(verdict.ruleId, verdict);
  }
}
