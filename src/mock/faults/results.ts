import type { JsonObject } from '../../api/json-object.ts';
import { httpProblem, type Problem } from '../errors/problem.ts';
import { actingAt, type FaultSwitch, faultRows } from './fault.ts';
import { RECORDS_FAULTS, withoutUetr } from './records.ts';

/** The head of a result file before its length: Content-Type and Content-Disposition. */
type ResultHead = Readonly<Record<string, string>>;

/** Where a fault of the result file acts; each member is named after its hook. */
export interface ResultBehaviour {
  /** The lines of a submitted bulk file as read, given its text and the correct split (LF or CRLF). */
  readonly submittedLines?: (text: string, lines: readonly string[]) => readonly string[];
  /** True when a task in `status` gets its result file, given the correct verdict. */
  readonly served?: (status: string, served: boolean) => boolean;
  /** The answer to the results of a task in `status` (not PROCESSED), given the correct 4xx. */
  readonly unavailable?: (status: string, refused: Problem) => Problem;
  /** The file name Content-Disposition names, given the correct `<taskId>.ndjson`. */
  readonly fileName?: (name: string) => string;
  /** The head of a result file, given the correct one and the request's Accept (undefined: none). */
  readonly head?: (head: ResultHead, accept: string | undefined) => ResultHead;
  /** The lines of a result file before framing, given its result lines (JSON text). */
  readonly fileLines?: (lines: readonly string[]) => readonly string[];
  /** The text of a result file, given the framed text and its result lines (JSON text). */
  readonly fileText?: (text: string, lines: readonly string[]) => string;
  /** A result line as sent, given the correct one; `isError`: a record-level error line. */
  readonly lineUetr?: (line: JsonObject, isError: boolean) => JsonObject;
  /** The result lines with their uetrs as sent, given the correct ones in submission order. */
  readonly uetrs?: (lines: readonly JsonObject[]) => readonly JsonObject[];
  /** The result lines sent, one per record or not, given the correct ones in submission order. */
  readonly lineCount?: (lines: readonly JsonObject[]) => readonly JsonObject[];
  /** The outcome fields of a Plus result record, given the correct ones. */
  readonly matchOutcome?: (outcome: JsonObject) => JsonObject;
  /** `additionalPartyInformation` of a Plus result record, given the correct one. */
  readonly plusInfo?: (info: JsonObject) => JsonObject;
}

/** True for NOT_STARTED and IN_PROGRESS: no final state yet. */
function beforeFinal(status: string): boolean {
  return status === 'NOT_STARTED' || status === 'IN_PROGRESS';
}

/** True for FAILED and TIMED_OUT: a final state without a result file. */
function failedTask(status: string): boolean {
  return status === 'FAILED' || status === 'TIMED_OUT';
}

/** 404 NOT_FOUND with the detail of `refused`. */
function notFound(refused: Problem): Problem {
  return httpProblem(404, 'NOT_FOUND', refused.body.detail ?? '');
}

/** True for a record-level error line (it has a `code`). */
function isErrorLine(line: JsonObject): boolean {
  return typeof line.code === 'string';
}

/** `head` without its Content-Disposition. */
function withoutDisposition(head: ResultHead): ResultHead {
  return Object.fromEntries(Object.entries(head).filter(([name]) => name !== 'Content-Disposition'));
}

/**
 * Line `line` of a file split at LF only, as a reader that keeps a CR before the LF inside the
 * last field reads it: `{…,"uetr":"…"}\r` becomes `{…,"uetr":"…\r"}`.
 */
function crKeptInLastField(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1).replace(/"(\s*[}\]]*\s*)$/, '\\r"$1') : line;
}

const fault = faultRows<ResultBehaviour>();

/** Faults of the result file (Endpoints/5; A3), with their behaviour. */
export const RESULTS_FAULTS = [
  fault({
    id: 'results-200-ndjson/json-array',
    rule: 'results-200-ndjson',
    summary: 'The result file is one JSON array of the records, not NDJSON lines.',
    fileText: (_text, lines) => `[${lines.join(',')}]\n`,
  }),
  fault({
    id: 'results-200-ndjson',
    summary: 'The result file ends with a summary line that is not JSON (# N records).',
    fileLines: (lines) => [...lines, `# ${lines.length} records`],
  }),
  fault({
    id: 'results-200-ndjson/blank-line',
    rule: 'results-200-ndjson',
    summary:
      'A result file of more than two lines has an empty line in its middle (after half of its lines), a line that is no JSON object.',
    fileLines: (lines) => {
      if (lines.length <= 2) return lines;
      const middle = Math.floor(lines.length / 2);
      return [...lines.slice(0, middle), '', ...lines.slice(middle)];
    },
  }),
  fault({
    id: 'results-before-processed-4xx',
    summary: 'Results fetched before PROCESSED get 404.',
    unavailable: (status, refused) => (beforeFinal(status) ? notFound(refused) : refused),
  }),
  fault({
    id: 'results-content-disposition/other-file',
    rule: 'results-content-disposition',
    summary: 'Content-Disposition names results.ndjson, not <taskId>.ndjson.',
    fileName: () => 'results.ndjson',
  }),
  fault({
    id: 'results-content-disposition/plain-fetch-only',
    rule: 'results-content-disposition',
    summary:
      'The result file comes with Content-Disposition only when the request has no Accept (not for Accept: application/x-ndjson, application/json or */*).',
    head: (head, accept) => (accept === undefined ? head : withoutDisposition(head)),
  }),
  fault({
    id: 'results-content-disposition',
    summary: 'The result file comes without Content-Disposition.',
    head: withoutDisposition,
  }),
  fault({
    id: 'results-content-type-ndjson',
    summary: 'The result file is served as application/json instead of application/x-ndjson.',
    head: (head) => ({ ...head, 'Content-Type': 'application/json' }),
  }),
  fault({
    id: 'results-failed-task-4xx',
    summary: 'Results of a FAILED or TIMED_OUT task get 404.',
    unavailable: (status, refused) => (failedTask(status) ? notFound(refused) : refused),
  }),
  fault({
    id: 'results-one-line-per-record/crlf-split',
    rule: 'results-one-line-per-record',
    summary:
      'A submitted file is split at LF only and a CR before it is kept in the last field: with CRLF line ends each uetr ends in CR, so no record gets a line with its uetr.',
    submittedLines: (text) => text.split('\n').map(crKeptInLastField),
  }),
  fault({
    id: 'results-one-line-per-record/duplicate',
    rule: 'results-one-line-per-record',
    summary: 'The first record gets its result line twice.',
    lineCount: ([first, ...rest]) => (first ? [first, first, ...rest] : rest),
  }),
  fault({
    id: 'results-one-line-per-record/missing',
    rule: 'results-one-line-per-record',
    summary: 'The first record gets no result line.',
    lineCount: (lines) => lines.slice(1),
  }),
  fault({
    id: 'results-only-when-processed/failed-task',
    rule: 'results-only-when-processed',
    summary: 'A FAILED or TIMED_OUT task gets 200 and a result file.',
    served: (status, served) => served || failedTask(status),
  }),
  fault({
    id: 'results-only-when-processed',
    summary: 'A task still NOT_STARTED or IN_PROGRESS gets 200 and a result file.',
    served: (status, served) => served || beforeFinal(status),
  }),
  fault({
    id: 'results-record-shape/account-holder-type',
    rule: 'results-record-shape',
    summary: 'accountHolderType is a number (1), not a string.',
    plusInfo: (info) => ({
      ...info,
      advancedInfo: { ...(info.advancedInfo as JsonObject), accountHolderType: 1 },
    }),
  }),
  fault({
    id: 'results-record-shape/plus-without-advanced-info',
    rule: 'results-record-shape',
    summary:
      'additionalPartyInformation is an empty object: no advancedInfo with accountHolderType and accountStatus.',
    plusInfo: () => ({}),
  }),
  fault({
    id: 'results-record-shape/empty-other-outcome',
    rule: 'results-record-shape',
    summary: 'A name that does not match, or matches closely, gets partyNameMatch "" (only MTCH is written).',
    matchOutcome: (outcome) =>
      typeof outcome.partyNameMatch === 'string' && outcome.partyNameMatch !== 'MTCH'
        ? { ...outcome, partyNameMatch: '' }
        : outcome,
  }),
  fault({
    id: 'results-record-shape/match-value',
    rule: 'results-record-shape',
    summary: 'partyNameMatch and partyIdMatch are numbers (0), not enum strings.',
    matchOutcome: (outcome) =>
      Object.fromEntries(
        Object.entries(outcome).map(([key, value]) =>
          key === 'partyNameMatch' || key === 'partyIdMatch' ? [key, 0] : [key, value],
        ),
      ),
  }),
  fault({
    id: 'results-record-uetr/other-record',
    rule: 'results-record-uetr',
    summary: 'The first result record and the first error line swap their uetrs.',
    uetrs: (lines) => {
      const result = lines.findIndex((line) => !isErrorLine(line));
      const error = lines.findIndex(isErrorLine);
      const [a, b] = [lines[result], lines[error]];
      if (!a || !b) return lines;
      return lines.map((line, i) =>
        i === result ? { ...line, uetr: b.uetr } : i === error ? { ...line, uetr: a.uetr } : line,
      );
    },
  }),
  fault({
    id: 'results-record-uetr',
    summary: 'Result records (not record-level error lines) come without uetr.',
    lineUetr: (line, isError) => (isError ? line : withoutUetr(line)),
  }),
] as const;

const SUBMITTED_LINES = actingAt(RESULTS_FAULTS, 'submittedLines');
const SERVED = actingAt(RESULTS_FAULTS, 'served');
const UNAVAILABLE = actingAt(RESULTS_FAULTS, 'unavailable');
const FILE_NAME = actingAt(RESULTS_FAULTS, 'fileName');
const HEAD = actingAt(RESULTS_FAULTS, 'head');
const FILE_LINES = actingAt(RESULTS_FAULTS, 'fileLines');
const FILE_TEXT = actingAt(RESULTS_FAULTS, 'fileText');
/** The uetr of each line: the result records' (here) and the error lines' (records.ts). */
const LINE_UETR = [...actingAt(RECORDS_FAULTS, 'lineUetr'), ...actingAt(RESULTS_FAULTS, 'lineUetr')];
const UETRS = actingAt(RESULTS_FAULTS, 'uetrs');
const LINE_COUNT = actingAt(RESULTS_FAULTS, 'lineCount');
const MATCH_OUTCOME = actingAt(RESULTS_FAULTS, 'matchOutcome');
const PLUS_INFO = actingAt(RESULTS_FAULTS, 'plusInfo');

/**
 * The hooks of the result file (src/mock/bulk/, src/mock/records/): each takes the correct value
 * and returns it as the faults switched on in `on` change it (in table order, unless it says so).
 */
export const resultFaults = {
  /** The lines of a submitted bulk file as read, given its text and the correct split (A2: NDJSON). */
  submittedLines(on: FaultSwitch, text: string, lines: readonly string[]): readonly string[] {
    let out = lines;
    for (const f of SUBMITTED_LINES) if (on.breaks(f.id)) out = f.submittedLines(text, out);
    return out;
  },

  /** True when a task in `status` gets its result file, given the correct verdict (PROCESSED only). */
  served(on: FaultSwitch, status: string, served: boolean): boolean {
    let out = served;
    for (const f of SERVED) if (on.breaks(f.id)) out = f.served(status, out);
    return out;
  },

  /** The answer to the results of a task in `status` (not PROCESSED), given the correct 4xx (A3). */
  unavailable(on: FaultSwitch, status: string, refused: Problem): Problem {
    let out = refused;
    for (const f of UNAVAILABLE) if (on.breaks(f.id)) out = f.unavailable(status, out);
    return out;
  },

  /** The file name Content-Disposition names, given the correct `<taskId>.ndjson`. */
  fileName(on: FaultSwitch, name: string): string {
    let out = name;
    for (const f of FILE_NAME) if (on.breaks(f.id)) out = f.fileName(out);
    return out;
  },

  /**
   * The head of a result file (Content-Type, Content-Disposition), given the correct one and the
   * request's `accept` (undefined: no Accept).
   */
  head(on: FaultSwitch, head: ResultHead, accept: string | undefined): ResultHead {
    let out = head;
    for (const f of HEAD) if (on.breaks(f.id)) out = f.head(out, accept);
    return out;
  },

  /** The lines of a result file before framing, given its result lines (JSON text, in the order sent). */
  fileLines(on: FaultSwitch, lines: readonly string[]): readonly string[] {
    let out = lines;
    for (const f of FILE_LINES) if (on.breaks(f.id)) out = f.fileLines(out);
    return out;
  },

  /** The text of a result file, given the framed text and its result lines (JSON text, in the order sent). */
  fileText(on: FaultSwitch, text: string, lines: readonly string[]): string {
    let out = text;
    for (const f of FILE_TEXT) if (on.breaks(f.id)) out = f.fileText(out, lines);
    return out;
  },

  /**
   * The result lines of a file, given the correct ones in submission order: each line's uetr
   * first, then the uetrs across lines, then the first fault switched on that changes how many
   * lines there are.
   */
  resultLines(on: FaultSwitch, lines: readonly JsonObject[]): readonly JsonObject[] {
    const uetr = LINE_UETR.filter((f) => on.breaks(f.id));
    let out =
      uetr.length === 0
        ? lines
        : lines.map((line) => uetr.reduce((sent, f) => f.lineUetr(sent, isErrorLine(line)), line));
    for (const f of UETRS) if (on.breaks(f.id)) out = f.uetrs(out);
    const count = LINE_COUNT.find((f) => on.breaks(f.id));
    return count ? count.lineCount(out) : out;
  },

  /** The outcome fields of a Plus result record, given the correct ones. */
  matchOutcome(on: FaultSwitch, outcome: JsonObject): JsonObject {
    let out = outcome;
    for (const f of MATCH_OUTCOME) if (on.breaks(f.id)) out = f.matchOutcome(out);
    return out;
  },

  /** `additionalPartyInformation` of a Plus result record, given the correct one. */
  plusInfo(on: FaultSwitch, info: JsonObject): JsonObject {
    let out = info;
    for (const f of PLUS_INFO) if (on.breaks(f.id)) out = f.plusInfo(out);
    return out;
  },
};
