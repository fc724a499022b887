import { setTimeout as delay } from 'node:timers/promises';
import { scenarioSlowInProgress } from '../checks/scenario-slow-in-progress.ts';
import { NotJudged } from './not-judged.ts';
import type { RunContext } from './run-context.ts';
import { getStatus, submitNamedTask } from './tasks.ts';

/** Longest time the slow task is watched after its submission, ms (half its slow time if shorter). */
export const SLOW_WATCH_MS = 1_000;

/** Wait between two status reads of the watched task, ms. */
export const SLOW_READ_GAP_MS = 100;

/** What watching a slow task judged: its taskId, and the reads made within its slow time. */
export interface SlowWatch {
  readonly taskId: string;
  /** Status reads whose answer came within `slowMs` of the submission and carried a status. */
  readonly judgedReads: number;
  /** Every status seen, in order, repeats folded. */
  readonly seen: readonly string[];
}

/**
 * Submits one valid record whose `party.name` is the slow scenario name `name`, then reads the
 * task's status at once and every `SLOW_READ_GAP_MS` until `min(run.slowWatchMs ?? SLOW_WATCH_MS,
 * slowMs / 2)` ms have passed since the submission was sent. Source: assumptions.md A9 ("`SCENARIO_SLOW` stays
 * IN_PROGRESS for a configurable time"). A read is judged when its answer came within `slowMs`
 * (wall ms, from before the submission was sent: no task of a provider keeping the time can be
 * final by then) and carries a status; a status outside the five is status-value-enum's to judge.
 * @throws ConformanceFailure of scenario-slow-in-progress (`scenarioSlowInProgress`) when a judged
 * read shows a final state.
 * @throws RateLimited when the submission answered 429 after every retry (A6); NotJudged when it
 * made no task (submit-202-task-id judges that), or when no read could be judged.
 */
export async function watchSlowTask(run: RunContext, name: string, slowMs: number): Promise<SlowWatch> {
  const sentAtMs = Date.now();
  const { exchange, taskId } = await submitNamedTask(run, name, 'a task with the slow scenario name');
  if (taskId === undefined)
    throw new NotJudged(
      `the submission of a task with the slow scenario name answered ${exchange.response.status}`,
    );
  const watchMs = Math.min(run.slowWatchMs ?? SLOW_WATCH_MS, slowMs / 2);
  const seen: string[] = [];
  let judgedReads = 0;
  for (;;) {
    const observed = await getStatus(run, taskId);
    const elapsedMs = Date.now() - sentAtMs;
    const { status } = observed;
    if (status !== undefined && seen.at(-1) !== status) seen.push(status);
    if (status !== undefined && elapsedMs < slowMs) {
      judgedReads += 1;
      const failure = scenarioSlowInProgress({ observed, taskId, name, elapsedMs, slowMs });
      if (failure) throw failure;
    }
    if (elapsedMs >= watchMs) break;
    await delay(SLOW_READ_GAP_MS);
  }
  if (judgedReads === 0)
    throw new NotJudged(
      `no status of task ${taskId} could be read within the slow scenario's ${slowMs} ms (VOP_SCENARIO_SLOW_MS)`,
    );
  return { taskId, judgedReads, seen };
}
