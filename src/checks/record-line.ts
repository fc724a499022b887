import type { OutgoingRequest } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { ConformanceFailure } from './conformance-failure.ts';
import { explainRecordLine } from './record-line-explanation.ts';
import { lineOutcome, outcomeHolds } from './record-outcome.ts';
import type { RecordLinesObservation } from './result-file-observation.ts';

/** One submitted record judged by its line: the rule, the record's uetr, what it is and the outcome it must get. */
export interface RecordLineCase {
  /** The record rule its line is judged under (record-*, A2). */
  readonly ruleId: RuleId;
  /** The record's uetr as submitted. */
  readonly uetr: string;
  /** What the record is, for Received (a case's label, or the record itself). */
  readonly label: string;
  /** The outcome its line must have (`expectedOutcome`: `result` or `FORMAT_ERROR <title>`, or several joined by ` or `). */
  readonly want: string;
}

/**
 * A record rule on one record's line (interface.md Errors/Functional errors; A2): its line is a
 * result record, or an error line FORMAT_ERROR with the expected title (or one of them). Undefined
 * when it is; when a rule of the result file broke first ({@link explainRecordLine}: `file` read
 * against `expected`, each record's outcome by its uetr in lower case), that rule's failure, this
 * record's rule not judged; else the failure of `c.ruleId` naming the record and its line's start
 * (`replay`: the submission, for the curl line).
 */
export function recordLineFailure(
  file: RecordLinesObservation,
  expected: ReadonlyMap<string, string>,
  c: RecordLineCase,
  replay?: { readonly request: OutgoingRequest },
): ConformanceFailure | undefined {
  const index = file.submitted.indexOf(c.uetr);
  const line = index === undefined ? undefined : file.lineAt(index);
  if (outcomeHolds(lineOutcome(line), c.want)) return undefined;
  const explained = explainRecordLine(file, expected, c.uetr);
  if (explained) return explained;
  const received = line ? JSON.stringify(line).slice(0, 300) : '(no line with this uetr)';
  return new ConformanceFailure(
    c.ruleId,
    `${c.label}: ${received}`,
    c.want === 'result' ? 'a result record' : `an error line ${c.want} with the record's uetr`,
    replay,
  );
}
