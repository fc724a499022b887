import { isJsonObject, type JsonObject } from '../api/json-object.ts';
import { ConformanceFailure } from '../checks/conformance-failure.ts';
import { isErrorLine, uetrRuleOf } from '../checks/result-lines.ts';

/** One parsed line of a result file (interface.md Resources/Result record). */
export type ResultLine = JsonObject;

/**
 * What a record's line says, to compare with {@link expectedOutcome}: `result` for a result
 * record, `<code> <title>` for a record-level error line, `missing` when there is no line.
 */
export function lineOutcome(line: ResultLine | undefined): string {
  if (line === undefined) return 'missing';
  return typeof line.code === 'string' ? `${line.code} ${String(line.title)}` : 'result';
}

/** The outcome a record must get: `result`, or `FORMAT_ERROR <title>` for a record breaking a field rule (A2). */
export function expectedOutcome(expected: string): string {
  return expected === 'result' ? 'result' : `FORMAT_ERROR ${expected}`;
}

/** One line of a result file: its 1-based number, its text, and its value when it is a JSON object. */
interface NumberedLine {
  readonly number: number;
  readonly text: string;
  readonly value: ResultLine | undefined;
}

const ONE_LINE = 'one line per submitted record, found by its uetr (A2)';
const OWN_UETR = 'each line carries the uetr of the record it reports on';

/**
 * The result file of a submitted bulk file, read against the outcome each record must get
 * (`expected`: by uetr, `result` or `FORMAT_ERROR <title>`, see {@link expectedOutcome}). When a
 * record's line is not what its rule wants, {@link explain} names the rule of the result file
 * that broke first, if one did: a line that is not a JSON object (results-200-ndjson), a line
 * without the uetr of a submitted record (results-record-uetr, record-error-uetr), a record with
 * no line or with two (results-one-line-per-record), or two lines that carry each other's uetr
 * (results-record-uetr). uetrs are compared without regard to case (A11).
 */
export class ResultFile {
  readonly #lines: readonly NumberedLine[];
  readonly #byUetr = new Map<string, ResultLine[]>();
  readonly #expected: ReadonlyMap<string, string>;

  /** `bodyText`: the result file; `expected`: each submitted record's outcome by its uetr. */
  constructor(bodyText: string, expected: ReadonlyMap<string, string>) {
    this.#expected = new Map([...expected].map(([uetr, outcome]) => [uetr.toLowerCase(), outcome]));
    this.#lines = bodyText
      .split('\n')
      .map((text, index) => ({ number: index + 1, text, value: parseObject(text) }))
      .filter((line) => line.text.trim() !== '');
    for (const { value } of this.#lines) {
      if (value === undefined || typeof value.uetr !== 'string') continue;
      const key = value.uetr.toLowerCase();
      this.#byUetr.set(key, [...(this.#byUetr.get(key) ?? []), value]);
    }
  }

  /** The line of the record with `uetr` (the first, when it has several); undefined when it has none. */
  lineOf(uetr: string): ResultLine | undefined {
    return this.#byUetr.get(uetr.toLowerCase())?.[0];
  }

  /**
   * The failure of the first line of kind `kind` (result record, error line; either when
   * undefined) that carries no uetr of a submitted record, under its uetr rule; undefined when
   * there is none.
   */
  strayLine(kind?: 'result' | 'error'): ConformanceFailure | undefined {
    const stray = this.#lines.find(
      ({ value }) =>
        value !== undefined &&
        (kind === undefined || (kind === 'error') === isErrorLine(value)) &&
        !(typeof value.uetr === 'string' && this.#expected.has(value.uetr.toLowerCase())),
    );
    if (!stray?.value) return undefined;
    const uetr = stray.value.uetr;
    return new ConformanceFailure(
      uetrRuleOf(stray.value),
      `line ${stray.number}: ${uetr === undefined ? 'no uetr' : `uetr ${JSON.stringify(uetr)}, which names no submitted record`} (${stray.text.slice(0, 200)})`,
      OWN_UETR,
    );
  }

  /**
   * Why the record with `uetr` did not get its outcome, when a rule of the result file broke
   * first (see the class); undefined when its line is there, alone, and is just not what the
   * record's own rule wants.
   */
  explain(uetr: string): ConformanceFailure | undefined {
    const notObject = this.#lines.find((line) => line.value === undefined);
    if (notObject) {
      return new ConformanceFailure(
        'results-200-ndjson',
        `line ${notObject.number}: ${notObject.text.slice(0, 200)}`,
        'one JSON object per line',
      );
    }
    const key = uetr.toLowerCase();
    const lines = this.#byUetr.get(key) ?? [];
    const want = this.#expected.get(key);
    if (lines.length === 0) {
      const kind = want === 'result' ? 'result' : 'error';
      const stray = this.strayLine(kind) ?? this.strayLine();
      return (
        stray ?? new ConformanceFailure('results-one-line-per-record', `no line with uetr ${uetr}`, ONE_LINE)
      );
    }
    if (lines.length > 1)
      return new ConformanceFailure(
        'results-one-line-per-record',
        `${lines.length} lines with uetr ${uetr}`,
        ONE_LINE,
      );
    const got = lineOutcome(lines[0]);
    for (const [other, otherWant] of this.#expected) {
      if (other === key || otherWant !== got || otherWant === want) continue;
      if (lineOutcome(this.lineOf(other)) !== want) continue;
      return new ConformanceFailure(
        'results-record-uetr',
        `the line with uetr ${uetr} says ${got}, the outcome due to record ${other}, whose line says ${want}, the outcome due to record ${uetr}`,
        OWN_UETR,
      );
    }
    return undefined;
  }
}

function parseObject(text: string): ResultLine | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
