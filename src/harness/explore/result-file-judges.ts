import { oneLinePerRecord } from '../../checks/results-one-line-per-record.ts';
import { expectedOutcome } from '../../checks/record-outcome.ts';
import { recordLineFailure } from '../../checks/record-line.ts';
import { resultsContentTypeNdjson } from '../../checks/results-content-type-ndjson.ts';
import { verdictFailure } from '../../checks/verdict-failure.ts';
import { sameResultLinesAsSubmitter } from '../../checks/x-end-user-no-effect.ts';
import { parseRuleId } from '../../rules/catalogue.ts';
import type { ResultFileRead } from '../lifecycle-steps.ts';
import { verdictUnderMode } from '../assumption-outcome.ts';
import type { RunContext } from '../run-context.ts';
import type { ModelTask } from './explore-model.ts';
import { throwCounted } from './step-judges.ts';

/**
 * The result file of a PROCESSED task of the model, read whole (`read`, a 200): each line's rules
 * (results-200-ndjson, results-record-uetr, results-record-shape and the record-level error rules,
 * as `ResultFileCheck` tallies them), its media type (results-content-type-ndjson), one line per
 * record (results-one-line-per-record, A2), and each record's line the outcome the model expects:
 * a result record for a valid record (record-error-keeps-task: "its valid records get result
 * records"), an error line with one of its titles under its rule for a broken one (A2).
 * @throws ConformanceFailure of the first rule broken.
 */
export function judgeResultFile(run: RunContext, task: ModelTask, read: ResultFileRead): void {
  judgeLines(run, task, read);
  judgeAgainstFirstRead(run, task, read);
}

/** The header `name` of `exchange`'s request, in any letter case. */
function requestHeader(read: ResultFileRead, name: string): string | undefined {
  const entry = Object.entries(read.exchange.request.headers).find(([key]) => key.toLowerCase() === name);
  return entry?.[1];
}

/**
 * A later read of a task's file with the same Accept-Language (which chooses the language of
 * matchedName) and another X-End-User has the same line for each record as its first read
 * (results-x-end-user-no-effect: X-End-User "has no effect on the result", Endpoints/4, 5). The
 * model keeps the first read.
 * @throws ConformanceFailure of results-x-end-user-no-effect.
 */
function judgeAgainstFirstRead(run: RunContext, task: ModelTask, read: ResultFileRead): void {
  const { fileCheck } = read;
  if (!fileCheck) return;
  const lines = task.records.map((_, index) => JSON.stringify(fileCheck.lineAt(index) ?? null));
  const seen = {
    exchange: read.exchange,
    lines,
    endUser: requestHeader(read, 'x-end-user'),
    language: requestHeader(read, 'accept-language'),
  };
  const first = task.firstRead;
  if (!first) {
    task.firstRead = seen;
    return;
  }
  if (first.language !== seen.language || first.endUser === seen.endUser) return;
  const as = (endUser: string | undefined) => (endUser === undefined ? 'no X-End-User' : endUser);
  throwCounted(
    run,
    sameResultLinesAsSubmitter(
      'results-x-end-user-no-effect',
      first,
      seen,
      `read with ${as(seen.endUser)}`,
      as(first.endUser),
    ),
  );
}

function judgeLines(run: RunContext, task: ModelTask, read: ResultFileRead): void {
  const { fileCheck, exchange } = read;
  if (!fileCheck) return;
  for (const verdict of fileCheck.verdicts()) {
    const { failure } = verdictUnderMode(run.assumptions, verdict, exchange);
    if (failure) throw failure;
  }
  throwCounted(run, verdictFailure(resultsContentTypeNdjson(exchange), exchange));
  throwCounted(run, oneLinePerRecord(fileCheck)?.failure);
  const expected = new Map(
    task.records.map((r) => [r.record.uetr.toLowerCase(), expectedOutcome(r.expected)]),
  );
  for (const r of task.records) {
    const want = expectedOutcome(r.expected);
    const ruleId = parseRuleId(r.ruleId ?? 'record-error-keeps-task');
    const label = `${r.expected === 'result' ? 'valid record' : want}: ${JSON.stringify(r.record).slice(0, 200)}`;
    throwCounted(
      run,
      recordLineFailure(fileCheck, expected, { ruleId, uetr: r.record.uetr, label, want }, exchange),
    );
  }
}
