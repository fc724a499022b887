import { isJsonObject, type JsonObject } from '../api/json-object.ts';
import type { Verdict } from '../checks/exchange-check.ts';
import { instancePointsAt } from '../checks/error-instance.ts';
import {
  MAX_COUNTED_LINES,
  type NotObjectLine,
  type RecordLinesObservation,
  type StrayLine,
} from '../checks/result-file-observation.ts';
import { isErrorLine, uetrRuleOf } from '../checks/result-line.ts';
import { ResultLineTally } from '../checks/result-line-tally.ts';
import type { NdjsonLine } from '../client/ndjson-reader.ts';
import { MatchValues } from './match-values.ts';
import { type SubmittedUetrs, submittedUetrs } from './submitted-uetrs.ts';

/** How a {@link ResultFileCheck} reads one result file. */
export interface ResultFileCheckOptions {
  /** The records of the submitted file; default none (every line is then stray). */
  readonly submitted?: SubmittedUetrs;
  /** Keep the first line of each submitted record, for `lineAt` (a small file of record cases); default false. */
  readonly keepLines?: boolean;
  /** Most distinct match values kept for the observation (see `observedValues`); default {@link MAX_OBSERVED_VALUES}. */
  readonly maxObservedValues?: number;
  /**
   * How many records of the file were submitted without a parseable uetr (none, or not a UUID);
   * default 0. Each gets an error line MANDATORY_FIELD_NOT_PROVIDED or INVALID_FIELD (A2) that
   * carries no uetr of a submitted record: the first this many such lines are theirs (counted as
   * `linesWithoutUetr`, not stray, their uetr not judged).
   */
  readonly withoutUetr?: number;
}

/** The titles of the error line of a record without a parseable uetr (A2). */
const WITHOUT_UETR_TITLES: readonly unknown[] = ['MANDATORY_FIELD_NOT_PROVIDED', 'INVALID_FIELD'];

/** Default of `maxObservedValues`: distinct match values kept of one result file. */
export const MAX_OBSERVED_VALUES = 20;

const TEXT_CHARS = 200;

/**
 * The one check of a result file (interface.md Endpoints/5, Resources/Result record; A2), fed line
 * by line as the file streams in, in memory that does not grow with the lines read: the verdict
 * of each line rule (first broken line, see ResultLineTally), how many lines carry each submitted
 * record's uetr (one byte per record, indexed by its submission order), the first line that is
 * not a JSON object, the first stray line of each kind (no uetr of a submitted record), a capped
 * set of distinct match values, and (with `keepLines`) the first line of each submitted record.
 * uetrs are compared without regard to case (A11). It only observes: the judges of src/checks
 * (results-200-ndjson.ts, results-record-uetr.ts, …) take it as a `RecordLinesObservation`.
 */
export class ResultFileCheck implements RecordLinesObservation {
  /** The records of the submitted file the lines are counted against. */
  readonly submitted: SubmittedUetrs;
  readonly #tally = new ResultLineTally();
  readonly #counts: Uint8Array;
  readonly #lines: Array<JsonObject | undefined> | undefined;
  readonly #observed: MatchValues;
  #notObject: NotObjectLine | undefined;
  #strayResult: StrayLine | undefined;
  #strayError: StrayLine | undefined;
  #strays = 0;
  readonly #withoutUetr: number;
  #linesWithoutUetr = 0;
  #linesWithoutUetrAtUetr = 0;

  constructor(options: ResultFileCheckOptions = {}) {
    this.submitted = options.submitted ?? submittedUetrs([]);
    this.#withoutUetr = options.withoutUetr ?? 0;
    this.#counts = new Uint8Array(this.submitted.size);
    this.#lines = options.keepLines ? new Array<JsonObject | undefined>(this.submitted.size) : undefined;
    this.#observed = new MatchValues(options.maxObservedValues ?? MAX_OBSERVED_VALUES);
  }

  /** Judges one non-empty line of the file, in file order. */
  add(line: NdjsonLine): void {
    const { value } = line;
    if (isJsonObject(value) && this.#ofRecordWithoutUetr(value)) {
      this.#linesWithoutUetr += 1;
      if (instancePointsAt(value.instance, '/uetr')) this.#linesWithoutUetrAtUetr += 1;
      this.#tally.add(line.number, line.text, value, false);
      this.#observed.add(value);
      return;
    }
    this.#tally.add(line.number, line.text, value);
    if (!isJsonObject(value)) {
      this.#notObject ??= { number: line.number, text: line.text.slice(0, TEXT_CHARS) };
      return;
    }
    this.#observed.add(value);
    const uetr = value.uetr;
    const index = typeof uetr === 'string' ? this.submitted.indexOf(uetr) : undefined;
    if (index === undefined) {
      this.#stray(line, value);
      return;
    }
    const count = this.#counts[index] ?? 0;
    if (count < MAX_COUNTED_LINES) this.#counts[index] = count + 1;
    if (count === 0 && this.#lines) this.#lines[index] = value;
  }

  /** How many non-empty lines were judged. */
  get lines(): number {
    return this.#tally.lines;
  }

  /** One verdict per line rule some line was judged under (ResultLineTally): the first broken line, or a pass. */
  verdicts(): Verdict[] {
    return this.#tally.verdicts();
  }

  /** The first line that is not a JSON object; undefined when every line is one. */
  get notObject(): NotObjectLine | undefined {
    return this.#notObject;
  }

  /**
   * How many error lines were taken as the lines of the records submitted without a parseable
   * uetr (see `withoutUetr`), at most that many.
   */
  get linesWithoutUetr(): number {
    return this.#linesWithoutUetr;
  }

  /**
   * Of the `linesWithoutUetr`, how many have an `instance` pointing at `/uetr` (A2: "`instance`
   * pointing at the field").
   */
  get linesWithoutUetrAtUetr(): number {
    return this.#linesWithoutUetrAtUetr;
  }

  /** How many JSON-object lines carry no uetr of a submitted record. */
  get strays(): number {
    return this.#strays;
  }

  /** The first stray line of kind `kind` (result record, error line; either when undefined). */
  strayLine(kind?: 'result' | 'error'): StrayLine | undefined {
    if (kind === 'result') return this.#strayResult;
    if (kind === 'error') return this.#strayError;
    const [result, error] = [this.#strayResult, this.#strayError];
    if (!result || !error) return result ?? error;
    return result.number < error.number ? result : error;
  }

  /** How many lines carry the uetr of the record at `index`, at most {@link MAX_COUNTED_LINES}. */
  linesOf(index: number): number {
    return this.#counts[index] ?? 0;
  }

  /** The first line of the record at `index`, when the check keeps lines (`keepLines`) and it has one. */
  lineAt(index: number): JsonObject | undefined {
    return this.#lines?.[index];
  }

  /**
   * The distinct match values of the JSON-object lines, in the order first seen (`partyNameMatch
   * …, partyIdMatch …, additionalPartyInformation …`), at most `maxObservedValues`; `more` when
   * the file had further ones.
   */
  observedValues(): { readonly values: readonly string[]; readonly more: boolean } {
    return { values: this.#observed.values, more: this.#observed.more };
  }

  /** True when `value` is taken as the line of a record submitted without a parseable uetr (see `withoutUetr`). */
  #ofRecordWithoutUetr(value: JsonObject): boolean {
    if (this.#linesWithoutUetr >= this.#withoutUetr || !isErrorLine(value)) return false;
    const { uetr } = value;
    if (typeof uetr === 'string' && this.submitted.indexOf(uetr) !== undefined) return false;
    return WITHOUT_UETR_TITLES.includes(value.title);
  }

  #stray(line: NdjsonLine, value: JsonObject): void {
    this.#strays += 1;
    const isError = isErrorLine(value);
    if (isError ? this.#strayError : this.#strayResult) return;
    const stray = {
      number: line.number,
      text: line.text.slice(0, TEXT_CHARS),
      uetr: value.uetr,
      isError,
      uetrRule: uetrRuleOf(value),
    };
    if (isError) this.#strayError = stray;
    else this.#strayResult = stray;
  }
}
