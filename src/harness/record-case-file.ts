import fc from 'fast-check';
import { bulkRecordByName } from '../../generators/bulk-record.ts';
import { ConformanceFailure, describeResponse } from '../checks/conformance-failure.ts';
import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { fetchResultFile } from './fetch-results.ts';
import { type RecordRuleCase, recordRuleCases } from './record-cases.ts';
import { expectedOutcome, lineOutcome, ResultFile } from './result-lines.ts';
import { type RuleTest, skipWith } from './rule-test.ts';
import type { RunContext } from './run-context.ts';
import { sampleWithSeed } from './sample.ts';
import { pollStatus, submit } from './tasks.ts';

/**
 * The record-rules file of one suite (interface.md Errors/Functional errors; A2): one record per
 * case of `recordRuleCases()`, submitted once, polled until final, and its result file read, so
 * that each rule's test judges the lines of its own cases. Made empty by the suite, filled by
 * its `before` hook (`submit`); one per describe, never shared between runs.
 */
export class RecordCaseFile {
  readonly #cases = new Map<string, RecordRuleCase>();
  #result: ResultFile | undefined;
  #setupProblem = '';
  #setupError: Error | undefined;
  #submission: Exchange | undefined;
  #finalStatus: Exchange | undefined;

  /** Each case by the uetr of its record, in the order of the file. */
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

  /**
   * Submits the file with the run's client (records drawn with the run's seed, one uetr each),
   * polls its task until a final state and, when PROCESSED, fetches the result file. A submission
   * not accepted (no 2xx with a taskId) or a task ending otherwise is kept as `setupProblem`; a
   * failure or a NotJudged on the way (the poll's, a result file that is not 200) is kept and
   * thrown again by each test that needs the file (see `needResult`), so that no hook fails.
   * @throws Error when no record can be sampled.
   */
  async submit(run: RunContext): Promise<void> {
    const [valid] = sampleWithSeed(run, bulkRecordByName(), 1);
    const uetrs = fc.sample(fc.uuid({ version: 4 }), { numRuns: 40, seed: run.seed });
    if (!valid) throw new Error('no record sampled');
    const records = recordRuleCases().map((c, i) => {
      const uetr = uetrs[i] ?? '';
      this.#cases.set(uetr, c);
      return { ...c.make(valid), uetr };
    });
    const submission = await submit(run, records);
    this.#submission = submission;
    const taskId = (jsonBody(submission) as { taskId?: unknown } | undefined)?.taskId;
    const accepted = submission.response.status >= 200 && submission.response.status < 300;
    if (!accepted || typeof taskId !== 'string') {
      this.#setupProblem = `the submission answered ${describeResponse(submission)}`;
      return;
    }
    try {
      const final = (await pollStatus(run, taskId)).final;
      this.#finalStatus = final?.exchange;
      if (final?.status !== 'PROCESSED') {
        this.#setupProblem = `the task ended ${final?.status ?? 'in no final state'}`;
        return;
      }
      const expected = new Map([...this.#cases].map(([uetr, c]) => [uetr, expectedOutcome(c.expected)]));
      this.#result = (await fetchResultFile(run, taskId, expected)).file;
    } catch (error) {
      this.#setupProblem = `the setup stopped: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      this.#setupError = error instanceof Error ? error : new Error(String(error));
    }
  }

  /**
   * The result file; throws again what stopped the setup (a failure of another rule, a NotJudged),
   * or skips the test `t` when there is no result file, naming the setup problem.
   */
  needResult(t: RuleTest): ResultFile {
    if (this.#setupError) throw this.#setupError;
    if (!this.#result) return skipWith(t, `no result file: ${this.#setupProblem}`);
    return this.#result;
  }

  /**
   * Judges every case of `ruleId` in the test `t`: its line is a result record, or an error line
   * FORMAT_ERROR with the expected title (interface.md Errors/Functional errors). When a rule of
   * the result file broke first (a line without the record's uetr, a record with no line or two:
   * `ResultFile.explain`), that rule's failure is thrown instead: this test's rule is not judged.
   * Skips the test when there is no result file, naming the setup problem.
   * @throws ConformanceFailure of `ruleId` for the first case whose line is otherwise (its label, the line's start).
   */
  judge(t: RuleTest, ruleId: RuleId): void {
    const result = this.needResult(t);
    for (const [uetr, c] of this.#cases) {
      if (c.ruleId !== ruleId) continue;
      const line = result.lineOf(uetr);
      const got = lineOutcome(line);
      const want = expectedOutcome(c.expected);
      if (got === want) continue;
      const explained = result.explain(uetr);
      if (explained) throw explained;
      const received = line ? JSON.stringify(line).slice(0, 300) : '(no line with this uetr)';
      throw new ConformanceFailure(
        ruleId,
        `${c.label}: ${received}`,
        `${c.label}: ${c.expected === 'result' ? 'a result record' : `an error line FORMAT_ERROR ${c.expected}`}`,
      );
    }
  }

  /**
   * Judges record-error-uetr in the test `t` (interface.md Errors/Error response: "each with its
   * `uetr`"): no error line lacks the uetr of a submitted record, and each broken record has a
   * line with its uetr (when it has no line at all, `ResultFile.explain` blames the rule that
   * broke first: results-one-line-per-record).
   * @throws ConformanceFailure of record-error-uetr, or of the rule that broke first.
   */
  judgeErrorUetrs(t: RuleTest): void {
    const result = this.needResult(t);
    const stray = result.strayLine('error');
    if (stray) throw stray;
    for (const [uetr, c] of this.#cases) {
      if (c.expected === 'result' || result.lineOf(uetr)) continue;
      throw (
        result.explain(uetr) ??
        new ConformanceFailure(
          'record-error-uetr',
          `no line with uetr ${uetr} (${c.label})`,
          `an error line with uetr ${uetr}`,
        )
      );
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
    const submission = this.#submission;
    const status = submission?.response.status ?? 0;
    if (submission && status >= 400 && status < 500 && status !== 429) {
      throw new ConformanceFailure(
        'record-error-keeps-task',
        describeResponse(submission),
        '202 {taskId}: records that break field rules get error lines, not an HTTP error',
        submission,
      );
    }
    if (this.#setupProblem.startsWith('the task ended')) {
      throw new ConformanceFailure(
        'record-error-keeps-task',
        this.#setupProblem,
        'PROCESSED',
        this.#finalStatus ? { request: this.#finalStatus.request } : undefined,
      );
    }
    this.judge(t, 'record-error-keeps-task');
  }
}
