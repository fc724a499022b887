import type { JsonObject } from '../api/json-object.ts';
import type { Verdict } from './exchange-check.ts';

/** Most lines counted per record: a count saturates there (one byte per record). */
export const MAX_COUNTED_LINES = 255;

/**
 * The records of a submitted bulk file, in submission order, looked up by uetr without regard to
 * case (A11): what a result file is judged against.
 */
export interface SubmittedRecords {
  /** How many records were submitted. */
  readonly size: number;
  /** The index (0-based, submission order) of the record with `uetr` in any letter case; undefined when none has it. */
  indexOf(uetr: string): number | undefined;
  /** The uetr of the record at `index` (0 ≤ index < size), as submitted. */
  uetrAt(index: number): string;
}

/** A line of a result file that carries no uetr of a submitted record. */
export interface StrayLine {
  /** 1-based line number. */
  readonly number: number;
  /** The start of the line, at most 200 characters. */
  readonly text: string;
  /** Its `uetr` member as parsed; undefined when it has none. */
  readonly uetr: unknown;
  /** True for a record-level error line (it has a `code`), false for a result record. */
  readonly isError: boolean;
  /** The rule its uetr is judged by (`uetrRuleOf` of src/checks/result-line.ts). */
  readonly uetrRule: 'record-error-uetr' | 'results-record-uetr';
}

/** A line of a result file that is not a JSON object: its 1-based number and its first 200 characters. */
export interface NotObjectLine {
  readonly number: number;
  readonly text: string;
}

/**
 * What the harness observed of one result file read against its submitted file (interface.md
 * Endpoints/5, Resources/Result record; A2), in memory that does not grow with its lines: the
 * verdict of each line rule (see ResultLineTally), how many lines carry each submitted record's
 * uetr, and the first stray line of each kind. The judges of the result file take it
 * (src/harness/result-file-check.ts's ResultFileCheck is one).
 */
export interface ResultFileObservation {
  /** The records of the submitted file the lines are counted against. */
  readonly submitted: SubmittedRecords;
  /** How many JSON-object lines carry no uetr of a submitted record. */
  readonly strays: number;
  /** One verdict per line rule some line was judged under: the first broken line, or a pass. */
  verdicts(): Verdict[];
  /** The first stray line of kind `kind` (result record, error line; either when undefined). */
  strayLine(kind?: 'result' | 'error'): StrayLine | undefined;
  /** How many lines carry the uetr of the record at `index`, at most {@link MAX_COUNTED_LINES}. */
  linesOf(index: number): number;
}

/** A {@link ResultFileObservation} that kept the first line of each submitted record (a small file of record cases). */
export interface RecordLinesObservation extends ResultFileObservation {
  /** The first line of the record at `index`; undefined when it has none. */
  lineAt(index: number): JsonObject | undefined;
}

/** A rule that could not be judged, and why (the report's `not judged: …` reason). */
export interface NotJudgedReason {
  readonly notJudged: string;
}
