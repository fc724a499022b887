import type { JsonObject } from '../api/json-object.ts';
import { NdjsonSplitter } from '../client/ndjson-reader.ts';
import { ResultFileCheck } from './result-file-check.ts';
import { submittedUetrs } from './submitted-uetrs.ts';

/** One parsed line of a result file (interface.md Resources/Result record). */
export type ResultLine = JsonObject;

/**
 * The result file of a submitted bulk file, read against the outcome each record must get
 * (`expected`: by uetr, `result` or `FORMAT_ERROR <title>`, see `expectedOutcome` of
 * src/checks/record-outcome.ts). It only observes: the record judges of src/checks take its
 * `check` and `expected` (`recordLineFailure`, `explainRecordLine`, …). uetrs are compared without
 * regard to case (A11). It holds only what the check keeps (see ResultFileCheck): the lines of the
 * submitted records, never the whole file.
 */
export class ResultFile {
  readonly #fileCheck: ResultFileCheck;
  readonly #expected: ReadonlyMap<string, string>;

  /**
   * `source`: the result file's text, or the check that read it against the uetrs of `expected`
   * (in its order) keeping lines; `expected`: each submitted record's outcome by its uetr;
   * `withoutUetr`: how many records were submitted without a parseable uetr (ResultFileCheckOptions).
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

  /** What was observed of the file, for the judges of src/checks (a RecordLinesObservation). */
  get check(): ResultFileCheck {
    return this.#fileCheck;
  }

  /** Each submitted record's outcome by its uetr in lower case (see the constructor). */
  get expected(): ReadonlyMap<string, string> {
    return this.#expected;
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
}
