import fc from 'fast-check';
import { bulkRecordByName } from '../../generators/bulk-record.ts';
import { isAcceptedSubmission } from '../checks/accepted-submission.ts';
import { type ConformanceFailure, describeResponse } from '../checks/conformance-failure.ts';
import { instanceFailure, uetrInstanceFailure } from '../checks/record-error-instance.ts';
import { keeperFailure } from '../checks/record-error-keeps-task.ts';
import { errorStatusFailure } from '../checks/record-error-status-400.ts';
import { missingErrorLineFailure } from '../checks/record-error-uetr.ts';
import { recordLineFailure } from '../checks/record-line.ts';
import { expectedOutcome, lineOutcome, outcomeHolds } from '../checks/record-outcome.ts';
import { uetrInvalidFailure } from '../checks/record-uetr-invalid.ts';
import { strayUetrFailure } from '../checks/results-record-uetr.ts';
import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { fetchResultFile } from './fetch-results.ts';
import { observe } from './observe.ts';
import type { RecordRuleCase } from './record-cases.ts';
import type { ResultFile } from './result-lines.ts';
import { type RuleTest, skipWith } from './rule-test.ts';
import type { RunContext } from './run-context.ts';
import { sampleWithSeed } from './sample.ts';
import { pollStatus, submit } from './tasks.ts';

/** How a record-rules file is made: its cases, and the rule a task not ending PROCESSED breaks. */
export interface RecordCaseFileOptions {
  /** The records of the file (src/harness/record-cases.ts), in its order. */
  readonly cases: readonly RecordRuleCase[];
  /**
   * The rule a file not accepted, or a task ending otherwise than PROCESSED, breaks (its records
   * must not fail the task); its test is the one that fails, the others are skipped. Default
   * record-error-keeps-task (judged by `judgeKeepsTask`).
   */
  readonly keeper?: RuleId;
  /** Added to the run's seed to draw the file's uetrs, so that two files of one run share none. */
  readonly uetrSeed?: number;
}

/**
 * A record-rules file of one suite (interface.md Errors/Functional errors; A2): one record per
 * case, submitted once, polled until final, and its result file read, so that each rule's test
 * judges the lines of its own cases. Made empty by the suite, filled by its `before` hook
 * (`submit`); one per file of a describe, never shared between runs.
 */
export class RecordCaseFile {
  readonly #options: RecordCaseFileOptions;
  readonly #cases = new Map<string, RecordRuleCase>();
  readonly #withoutUetr: RecordRuleCase[] = [];
  #result: ResultFile | undefined;
  #setupProblem = '';
  #endedOtherwise: string | undefined;
  #setupError: Error | undefined;
  #submission: Exchange | undefined;
  #finalStatus: Exchange | undefined;

  constructor(options: RecordCaseFileOptions) {
    this.#options = options;
  }

  /** Forgets everything an earlier `submit` made. */
  #forget(): void {
    this.#cases.clear();
    this.#withoutUetr.length = 0;
    this.#result = undefined;
    this.#setupProblem = '';
    this.#endedOtherwise = undefined;
    this.#setupError = undefined;
    this.#submission = undefined;
    this.#finalStatus = undefined;
  }

  /** Each case with a uetr by the uetr of its record, in the order of the file. */
  get cases(): ReadonlyMap<string, RecordRuleCase> {
    return this.#cases;
  }

  /**
   * Why there is no result file: "the submission answered …" or "the task ended …"; empty
   * when there is one (or the setup has not run).
   */
  get setupProblem(): string {
    return this.#setupProblem;
  }

  /** The submission exchange, once sent. */
  get submission(): Exchange | undefined {
    return this.#submission;
  }

  /** The status exchange that named the task's final state, when polling reached one. */
  get finalStatus(): Exchange | undefined {
    return this.#finalStatus;
  }

  /** The rule a file not accepted or a task not PROCESSED breaks (see RecordCaseFileOptions). */
  get keeper(): RuleId {
    return this.#options.keeper ?? 'record-error-keeps-task';
  }

  /**
   * Submits the file with the run's client (records drawn with the run's seed, one uetr each, or
   * none parseable for a case that says so), polls its task until a final state and, when
   * PROCESSED, fetches the result file. A submission not accepted (no 2xx with a taskId) or a task
   * ending otherwise is kept as `setupProblem`; a failure or a NotJudged on the way (the poll's, a
   * result file that is not 200) is kept and thrown again by each test that needs the file (see
   * `needResult`), so that no hook fails. Each call starts afresh: a describe run again in the
   * same process (Stryker's mocha runner runs the suites once per mutant) judges only its own file.
   * @throws Error when no record can be sampled.
   */
  async submit(run: RunContext): Promise<void> {
    this.#forget();
    const { cases } = this.#options;
    const [valid] = sampleWithSeed(run, bulkRecordByName(), 1);
    if (!valid) throw new Error('no record sampled');
    const [uetrs = []] = fc.sample(
      fc.uniqueArray(fc.uuid({ version: 4 }), { minLength: cases.length, maxLength: cases.length }),
      { numRuns: 1, seed: run.seed + (this.#options.uetrSeed ?? 0) },
    );
    const records = cases.map((c, i) => {
      const uetr = uetrs[i] ?? '';
      const record: Record<string, unknown> = { ...c.make(valid), uetr };
      if (!c.uetr) {
        this.#cases.set(uetr, c);
        return record;
      }
      this.#withoutUetr.push(c);
      const sent = c.uetr(uetr);
      if (sent === undefined) delete record.uetr;
      else record.uetr = sent;
      return record;
    });
    const submission = await submit(run, records);
    this.#submission = submission;
    const taskId = (jsonBody(submission) as { taskId?: unknown } | undefined)?.taskId;
    if (!isAcceptedSubmission(submission, taskId)) {
      this.#setupProblem = `the submission answered ${describeResponse(submission)}`;
      return;
    }
    try {
      const final = (await pollStatus(run, taskId)).final;
      this.#finalStatus = final?.exchange;
      if (final?.status !== 'PROCESSED') {
        this.#endedOtherwise = final?.status ?? 'in no final state';
        this.#setupProblem = `the task ended ${this.#endedOtherwise}`;
        return;
      }
      // An observed case wants no outcome: it never explains another record's line (ResultFile.explain).
      const expected = new Map(
        [...this.#cases].map(([uetr, c]) => [uetr, c.observed ? 'observed' : expectedOutcome(c.expected)]),
      );
      this.#result = (await fetchResultFile(run, taskId, expected, this.#withoutUetr.length)).file;
    } catch (error) {
      this.#setupProblem = `the setup stopped: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      this.#setupError = error instanceof Error ? error : new Error(String(error));
    }
  }

  /**
   * The failure of the file's keeper rule when the file was not accepted or its task did not end
   * PROCESSED, as `keeperFailure` of src/checks/record-error-keeps-task.ts judges it (A2,
   * interface.md Endpoints/5); undefined otherwise.
   */
  keeperFailure(): ConformanceFailure | undefined {
    return keeperFailure({
      keeper: this.keeper,
      submission: this.#submission,
      endedOtherwise: this.#endedOtherwise,
      finalStatus: this.#finalStatus,
    });
  }

  /**
   * The result file; throws again what stopped the setup (a failure of another rule, a NotJudged),
   * throws the keeper's failure when the file was not accepted or its task did not end PROCESSED
   * (the keeper's own test fails with it; every other test's rule is not judged, naming the
   * keeper: one defect, one failure), or skips the test `t` when there is no result file for
   * another reason, naming the setup problem.
   */
  needResult(t: RuleTest): ResultFile {
    if (this.#setupError) throw this.#setupError;
    const failure = this.keeperFailure();
    if (failure) throw failure;
    if (!this.#result) return skipWith(t, `no result file: ${this.#setupProblem}`);
    return this.#result;
  }

  /**
   * Judges every case of `ruleId` with a uetr in the test `t` by `recordLineFailure` of
   * src/checks/record-line.ts: its line is a result record, or an error line FORMAT_ERROR with the
   * expected title, or one of them (interface.md Errors/Functional errors); the line of an
   * `observed` case is recorded under `ruleId`, not judged. When a rule of the result file broke
   * first (`explainRecordLine`), that rule's failure is thrown instead: this test's rule is not
   * judged. Skips the test when there is no result file, naming the setup problem.
   * @throws ConformanceFailure of `ruleId` for the first case whose line is otherwise (its label, the line's start).
   */
  judge(t: RuleTest, ruleId: RuleId): void {
    const result = this.needResult(t);
    for (const [uetr, c] of this.#cases) {
      if (c.ruleId !== ruleId) continue;
      if (c.observed) {
        const line = result.lineOf(uetr);
        observe(t, ruleId, c.label, line ? JSON.stringify(line).slice(0, 300) : '(no line with this uetr)');
        continue;
      }
      const want = expectedOutcome(c.expected);
      const failure = recordLineFailure(result.check, result.expected, {
        ruleId,
        uetr,
        label: c.label,
        want,
      });
      if (failure) throw failure;
    }
  }

  /**
   * Judges record-uetr-invalid in the test `t` (A2: "A record without a parseable `uetr` gives an
   * error line with the title MANDATORY_FIELD_NOT_PROVIDED or INVALID_FIELD"): the valid twin gets
   * its result record (`judge`), and `uetrInvalidFailure` of src/checks judges the count of error
   * lines with either title that carry no uetr of a submitted record against the records sent
   * without a parseable uetr.
   * @throws ConformanceFailure of record-uetr-invalid, or of a rule that broke first.
   */
  judgeWithoutUetr(t: RuleTest): void {
    const result = this.needResult(t);
    this.judge(t, 'record-uetr-invalid');
    const failure = uetrInvalidFailure(
      this.#withoutUetr.map((c) => c.label),
      result.linesWithoutUetr,
    );
    if (failure) throw failure;
  }

  /**
   * Judges record-error-instance in the test `t` (A2: the error line has "`instance` pointing at
   * the field"): each case with a `field` whose line is its error line, in this file and in each
   * of `others` that has a result file, by `instanceFailure` of src/checks (its field or one of its
   * `alsoAt`); the error lines of records without a parseable uetr by `uetrInstanceFailure`. A case
   * whose line is not its error line is its own rule's failure, not judged here; the test is
   * skipped when no case could be judged.
   * @throws ConformanceFailure of record-error-instance for the first case whose instance is absent or points elsewhere.
   */
  judgeErrorInstances(t: RuleTest, others: readonly RecordCaseFile[] = []): void {
    const result = this.needResult(t);
    let judged = this.#judgeInstances(result);
    for (const other of others) if (other.#result) judged += other.#judgeInstances(other.#result);
    if (judged === 0) skipWith(t, 'no record of the file got its error line');
  }

  /** Judges the instances of this file's cases in `result` (see `judgeErrorInstances`); returns how many it judged. */
  #judgeInstances(result: ResultFile): number {
    const withoutUetr = result.linesWithoutUetr;
    const atUetr = uetrInstanceFailure(withoutUetr, result.linesWithoutUetrAtUetr);
    if (atUetr) throw atUetr;
    let judged = withoutUetr;
    for (const [uetr, c] of this.#cases) {
      const line = result.lineOf(uetr);
      const got = lineOutcome(line);
      if (c.field === undefined || got === 'result') continue;
      if (!outcomeHolds(got, expectedOutcome(c.expected))) continue;
      judged += 1;
      const failure = instanceFailure(c.label, line, [c.field, ...(c.alsoAt ?? [])]);
      if (failure) throw failure;
    }
    return judged;
  }

  /**
   * Judges record-error-status-400 in the test `t` (interface.md Errors: record-level errors are
   * "logically equal to 400"): every error line of the file's records, by `errorStatusFailure` of
   * src/checks.
   * @throws ConformanceFailure of record-error-status-400 for the first error line with another status.
   */
  judgeErrorStatuses(t: RuleTest): void {
    const result = this.needResult(t);
    for (const [uetr, c] of this.#cases) {
      const failure = errorStatusFailure(c.label, result.lineOf(uetr));
      if (failure) throw failure;
    }
  }

  /**
   * Judges record-error-uetr in the test `t` (interface.md Errors/Error response: "each with its
   * `uetr`"): no error line lacks the uetr of a submitted record (`strayUetrFailure`), and each
   * broken record has a line with its uetr (`missingErrorLineFailure`, which blames the rule that
   * broke first when it has none: results-one-line-per-record).
   * @throws ConformanceFailure of record-error-uetr, or of the rule that broke first.
   */
  judgeErrorUetrs(t: RuleTest): void {
    const result = this.needResult(t);
    const stray = strayUetrFailure(result.check, 'error');
    if (stray) throw stray;
    for (const [uetr, c] of this.#cases) {
      if (c.expected === 'result' || c.observed) continue;
      const failure = missingErrorLineFailure(result.check, result.expected, uetr, c.label);
      if (failure) throw failure;
    }
  }

  /**
   * Judges record-error-keeps-task in the test `t` (A2: a record that breaks a field rule does not
   * fail the task; interface.md Endpoints/5: "Record-level errors appear as lines inside the file,
   * not as the HTTP status"): the file is accepted (no 4xx other than 429), ends PROCESSED, and its
   * valid record gets a result record.
   * @throws ConformanceFailure of record-error-keeps-task, or of a rule that broke first.
   */
  judgeKeepsTask(t: RuleTest): void {
    this.judge(t, 'record-error-keeps-task');
  }
}
