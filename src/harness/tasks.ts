import { bulkRecordByName } from '../../generators/bulk-record.ts';
import { type PollOutcome, pollUntil } from '../client/poll.ts';
import type { Exchange } from '../client/types.ts';
import { PROVIDER_STATE_VARIABLES, type ProviderStateStatus } from '../api/task-states.ts';
import type { RunContext } from './run-context.ts';
import { PATHS, statusPath } from '../api/paths.ts';
import { SCENARIO_NAMES } from '../api/scenario-names.ts';
import { jsonBody } from '../client/json-body.ts';
import { NotJudged } from './not-judged.ts';
import { sampleWithSeed } from './sample.ts';

/** `records` as an NDJSON body, one per line, each line ending in `\n`. */
export function ndjson(records: readonly object[]): string {
  return records.map((r) => `${JSON.stringify(r)}\n`).join('');
}

/** Submits `records` as a bulk file (A2) with the run's client, the default headers plus `headers`. */
export function submit(
  run: RunContext,
  records: readonly object[],
  headers: Record<string, string | null> = {},
): Promise<Exchange> {
  return run.client.send({
    operation: 'bulk-submit',
    method: 'POST',
    path: PATHS.bulk,
    headers: { 'Content-Type': 'application/x-ndjson', ...headers },
    body: ndjson(records),
  });
}

/** One status observation: the exchange and the status it names (undefined when unreadable). */
export interface StatusObservation {
  readonly exchange: Exchange;
  readonly status: string | undefined;
}

/** GET the status of `taskId` with the run's client, the default headers plus `headers`. */
export async function getStatus(
  run: RunContext,
  taskId: string,
  headers: Record<string, string | null> = {},
): Promise<StatusObservation> {
  const exchange = await run.client.send({
    operation: 'bulk-status',
    method: 'GET',
    path: statusPath(taskId),
    headers,
  });
  const body = jsonBody(exchange) as { status?: unknown } | undefined;
  return { exchange, status: typeof body?.status === 'string' ? body.status : undefined };
}

const PROGRESS_EVERY_MS = 10_000;

/** The states still on the way to a final one (interface.md States and transitions). */
const WAITING_STATES: readonly string[] = ['NOT_STARTED', 'IN_PROGRESS'];

/**
 * Polls the status of `taskId` until a final state, a non-200 answer, a status that is none of
 * the five states (unreadable: it can never turn final), or the poll timeout, printing a progress
 * line about every 10 s of waiting.
 */
export function pollStatus(run: RunContext, taskId: string): Promise<PollOutcome<StatusObservation>> {
  const { poll, progress } = run;
  let nextReportMs = PROGRESS_EVERY_MS;
  return pollUntil(
    () => getStatus(run, taskId),
    (o) => o.exchange.response.status !== 200 || !WAITING_STATES.includes(o.status ?? ''),
    poll,
    (elapsedMs, last) => {
      if (elapsedMs < nextReportMs) return;
      nextReportMs = elapsedMs + PROGRESS_EVERY_MS;
      progress(
        `      … task ${taskId} is ${last.status ?? '?'} after ${Math.round(elapsedMs / 1000)} s (polling up to ${Math.round(poll.timeoutMs / 1000)} s)`,
      );
    },
  );
}

/** The A9 scenario name the first record of a file gets to end in each provider state (none: PROCESSED). */
const SCENARIO_FIRST_NAME: Readonly<Record<ProviderStateStatus, string | undefined>> = {
  PROCESSED: undefined,
  FAILED: SCENARIO_NAMES.failed,
  TIMED_OUT: SCENARIO_NAMES.timedOut,
  IN_PROGRESS: SCENARIO_NAMES.slow,
};

async function makeWithScenarioName(run: RunContext, state: ProviderStateStatus): Promise<string> {
  const [record] = sampleWithSeed(run, bulkRecordByName(), 1);
  if (!record) throw new Error('no record sampled');
  const name = SCENARIO_FIRST_NAME[state];
  const first = name ? { ...record, party: { name } } : record;
  const exchange = await submit(run, [first]);
  const taskId = (jsonBody(exchange) as { taskId?: unknown } | undefined)?.taskId;
  // Any 2xx with a taskId will do here: the exact 202 is judged by submit-202-task-id alone.
  if (exchange.response.status < 200 || exchange.response.status > 299 || typeof taskId !== 'string') {
    throw new Error(`could not create a ${state} task: submission answered ${exchange.response.status}`);
  }
  if (state !== 'IN_PROGRESS') {
    const outcome = await pollStatus(run, taskId);
    const reached = outcome.final?.status;
    if (reached !== state) {
      throw new Error(
        `a task meant to end ${state} ended ${reached ?? 'in no final state'} (taskId ${taskId})`,
      );
    }
  }
  return taskId;
}

/**
 * The taskId of a task in provider state `state`: the one the configuration gives (A9,
 * `VOP_TASK_ID_*`), else one made with an A9 scenario name when the target knows them (the
 * embedded mock); a PROCESSED task can be made on any target. Made once per run and shared.
 * @throws NotJudged naming the variable to set when the target cannot give the state (a rule
 * test is skipped with it; a pact state setup fails with it).
 */
export function providerStateTask(run: RunContext, state: ProviderStateStatus): Promise<string> {
  const given = run.providerStateTaskIds[state];
  if (given) return Promise.resolve(given);
  if (!run.knowsScenarioNames && state !== 'PROCESSED') {
    return Promise.reject(
      new NotJudged(`needs a task in ${state}: set ${PROVIDER_STATE_VARIABLES[state]} (A9)`),
    );
  }
  const made = run.shared.providerStateTasks;
  const task = made.get(state) ?? makeWithScenarioName(run, state);
  made.set(state, task);
  return task;
}
