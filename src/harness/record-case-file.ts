import fc from 'fast-check';
import { bulkRecordByName } from '../../generators/bulk-record.ts';
import { ConformanceFailure, describeResponse } from '../checks/conformance-failure.ts';
import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { expectStatus } from './expect.ts';
import { fetchResults } from './fetch-results.ts';
import { type RecordRuleCase, recordRuleCases } from './record-cases.ts';
import { expectedOutcome, lineOutcome, type ResultLine, resultLinesByUetr } from './result-lines.ts';
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
  #lines: Map<string, ResultLine> | undefined;
  #setupProblem = '';
  #finalStatus: Exchange | undefined;

  /** Each case by the uetr of its record, in the order of the file. */
  get cases(): ReadonlyMap<string, RecordRuleCase> {
    return this.#cases;
  }

  /** The lines of the result file by lower-case uetr; undefined when there is no result file. */
  get lines(): ReadonlyMap<string, ResultLine> | undefined {
    return this.#lines;
  }

  /**
   * Why there is no result file: "the submission answered …" or "the task ended …"; empty
   * when there is one (or the setup has not run).
   */
  get setupProblem(): string {
    return this.#setupProblem;
  }

  /** The status exchange that named the task's final state, when polling reached one. */
  get finalStatus(): Exchange | undefined {
    return this.#finalStatus;
  }

  /**
   * Submits the file with the run's client (records drawn with the run's seed, one uetr each),
   * polls its task until a final state and, when PROCESSED, fetches the result file. A submission
   * not accepted (no 2xx with a taskId) or a task ending otherwise is kept as `setupProblem`.
   * @throws ConformanceFailure of record-error-keeps-task when the results of the PROCESSED task are not 200.
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
    const taskId = (jsonBody(submission) as { taskId?: unknown } | undefined)?.taskId;
    const accepted = submission.response.status >= 200 && submission.response.status < 300;
    if (!accepted || typeof taskId !== 'string') {
      this.#setupProblem = `the submission answered ${describeResponse(submission)}`;
      return;
    }
    const final = (await pollStatus(run, taskId)).final;
    this.#finalStatus = final?.exchange;
    if (final?.status !== 'PROCESSED') {
      this.#setupProblem = `the task ended ${final?.status ?? 'in no final state'}`;
      return;
    }
    const results = await fetchResults(run, taskId);
    expectStatus('record-error-keeps-task', results, [200], '200 with the result file');
    this.#lines = resultLinesByUetr(results.response.bodyText);
  }

  /**
   * Judges every case of `ruleId` in the test `t`: its line is a result record, or an error line
   * FORMAT_ERROR with the expected title (interface.md Errors/Functional errors).
   * Skips the test when there is no result file, naming the setup problem.
   * @throws ConformanceFailure of `ruleId` for the first case whose line is otherwise (its label, the line's start).
   */
  judge(t: RuleTest, ruleId: RuleId): void {
    const lines = this.#lines;
    if (!lines) return skipWith(t, `no result file: ${this.#setupProblem}`);
    for (const [uetr, c] of this.#cases) {
      if (c.ruleId !== ruleId) continue;
      const line = lines.get(uetr);
      const received = line ? JSON.stringify(line).slice(0, 300) : '(no line with this uetr)';
      const got = lineOutcome(line);
      const want = expectedOutcome(c.expected);
      if (got !== want) {
        throw new ConformanceFailure(
          ruleId,
          `${c.label}: ${received}`,
          `${c.label}: ${c.expected === 'result' ? 'a result record' : `an error line FORMAT_ERROR ${c.expected}`}`,
        );
      }
    }
  }
}
