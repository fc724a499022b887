import type { JsonObject } from '../api/json-object.ts';
import { ConformanceFailure } from '../checks/conformance-failure.ts';
import { NdjsonSplitter } from '../client/ndjson-reader.ts';
import { MAX_COUNTED_LINES, ResultFileCheck } from './result-file-check.ts';
import { submittedUetrs } from './submitted-uetrs.ts';

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

/** What joins the outcomes any of which conforms. */
const OR = ' or ';

/**
 * The outcome a record must get, to compare with {@link lineOutcome} through {@link outcomeHolds}:
 * `result`, or `FORMAT_ERROR <title>` for a record breaking a field rule (A2), or
 * `FORMAT_ERROR <title> or FORMAT_ERROR <title>` when `expected` lists titles any of which
 * conforms (where the files leave the title open).
 */
export function expectedOutcome(expected: string | readonly string[]): string {
  if (typeof expected === 'string') return expected === 'result' ? 'result' : `FORMAT_ERROR ${expected}`;
  return expected.map((title) => `FORMAT_ERROR ${title}`).join(OR);
}

/** True when the outcome of a line (`got`, {@link lineOutcome}) is the one wanted or one of them (`want`, {@link expectedOutcome}). */
export function outcomeHolds(got: string, want: string): boolean {
  return want.split(OR).includes(got);
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
 * (results-record-uetr). uetrs are compared without regard to case (A11). It holds only what the
 * check keeps (see ResultFileCheck): the lines of the submitted records, never the whole file.
 */
export class ResultFile {
  readonly #fileCheck: ResultFileCheck;
  readonly #expected: ReadonlyMap<string, string>;

  /**
   * `source`: the result file's text, or the check that read it against the uetrs of `expected`
   * (in its order) keeping lines; `expected`: each submitted record's outcome by its uetr.
   */
  constructor(source: string | ResultFileCheck, expected: ReadonlyMap<string, string>, withoutUetr = 0) {
    this.#expected = new Map([...expected].map(([uetr, outcome]) => [uetr.toLowerCase(), outcome]));
    if (typeof source !== 'string') {
      this.#fileCheck = source;
      return;
    }
    this.#fileCheck = new ResultFileCheck({
      submitted: submittedUetrs([...expected.keys()]),
      keepLines: true,
      withoutUetr,
    });
    const splitter = new NdjsonSplitter(Number.POSITIVE_INFINITY);
    for (const line of [...splitter.push(source), ...splitter.end()]) this.#fileCheck.add(line);
  }

  /** How many lines carry `uetr` (0 for a uetr of no submitted record), at most MAX_COUNTED_LINES. */
  countOf(uetr: string): number {
    const index = this.#fileCheck.submitted.indexOf(uetr);
    return index === undefined ? 0 : this.#fileCheck.linesOf(index);
  }

  /**
   * How many error lines MANDATORY_FIELD_NOT_PROVIDED or INVALID_FIELD without the uetr of a
   * submitted record were taken as the lines of the records submitted without a parseable uetr
   * (A2; see ResultFileCheckOptions.withoutUetr): at most as many as there are such records.
   */
  get linesWithoutUetr(): number {
    return this.#fileCheck.linesWithoutUetr;
  }

  /** Of the `linesWithoutUetr`, how many have an `instance` pointing at `/uetr` (A2). */
  get linesWithoutUetrAtUetr(): number {
    return this.#fileCheck.linesWithoutUetrAtUetr;
  }

  /** The line of the record with `uetr` (the first, when it has several); undefined when it has none. */
  lineOf(uetr: string): ResultLine | undefined {
    const index = this.#fileCheck.submitted.indexOf(uetr);
    return index === undefined ? undefined : this.#fileCheck.lineAt(index);
  }

  /**
   * The failure of the first line of kind `kind` (result record, error line; either when
   * undefined) that carries no uetr of a submitted record, under its uetr rule; undefined when
   * there is none.
   */
  strayLine(kind?: 'result' | 'error'): ConformanceFailure | undefined {
    const stray = this.#fileCheck.strayLine(kind);
    if (!stray) return undefined;
    const { uetr } = stray;
    return new ConformanceFailure(
      stray.isError ? 'record-error-uetr' : 'results-record-uetr',
      `line ${stray.number}: ${uetr === undefined ? 'no uetr' : `uetr ${JSON.stringify(uetr)}, which names no submitted record`} (${stray.text})`,
      OWN_UETR,
    );
  }

  /**
   * The failure of the first line without the uetr of a submitted record (see {@link strayLine})
   * when it carries no uetr at all (none, or not a non-empty string); undefined when there is no
   * such line or it carries some uetr.
   */
  lineWithoutUetr(): ConformanceFailure | undefined {
    const stray = this.#fileCheck.strayLine();
    if (!stray || (typeof stray.uetr === 'string' && stray.uetr !== '')) return undefined;
    return this.strayLine(stray.isError ? 'error' : 'result');
  }

  /**
   * Why the record with `uetr` did not get its outcome, when a rule of the result file broke
   * first (see the class); undefined when its line is there, alone, and is just not what the
   * record's own rule wants.
   */
  explain(uetr: string): ConformanceFailure | undefined {
    const notObject = this.#fileCheck.notObject;
    if (notObject) {
      return new ConformanceFailure(
        'results-200-ndjson',
        `line ${notObject.number}: ${notObject.text}`,
        'one JSON object per line',
      );
    }
    const key = uetr.toLowerCase();
    const index = this.#fileCheck.submitted.indexOf(uetr);
    const count = index === undefined ? 0 : this.#fileCheck.linesOf(index);
    const want = this.#expected.get(key);
    if (count === 0) {
      const kind = want === 'result' ? 'result' : 'error';
      const stray = this.strayLine(kind) ?? this.strayLine();
      return (
        stray ?? new ConformanceFailure('results-one-line-per-record', `no line with uetr ${uetr}`, ONE_LINE)
      );
    }
    if (count > 1)
      return new ConformanceFailure(
        'results-one-line-per-record',
        `${count < MAX_COUNTED_LINES ? count : `${MAX_COUNTED_LINES} or more`} lines with uetr ${uetr}`,
        ONE_LINE,
      );
    const got = lineOutcome(this.lineOf(uetr));
    for (const [other, otherWant] of this.#expected) {
      if (other === key || !outcomeHolds(got, otherWant) || otherWant === want) continue;
      if (!outcomeHolds(lineOutcome(this.lineOf(other)), want ?? '')) continue;
      return new ConformanceFailure(
        'results-record-uetr',
        `the line with uetr ${uetr} says ${got}, the outcome due to record ${other}, whose line says ${want}, the outcome due to record ${uetr}`,
        OWN_UETR,
      );
    }
    return undefined;
  }
}
