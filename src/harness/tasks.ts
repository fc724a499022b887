import { sampleRecords } from './sample-records.ts';
import { pollUntil } from '../client/poll.ts';
import type { Exchange } from '../client/types.ts';
import { isFinalStatus, PROVIDER_STATE_VARIABLES, type ProviderStateStatus } from '../api/task-states.ts';
import { pollFailure } from '../checks/poll-failure.ts';
import { submit202TaskId } from '../checks/submit-202-task-id.ts';
import type { StatusObservation, TaskPoll } from '../checks/status-observation.ts';
import { statusValidFileNotFailed } from '../checks/status-valid-file-not-failed.ts';
import type { RunContext, RunShared } from './run-context.ts';
import { PATHS, statusPath } from '../api/paths.ts';
import { jsonBody } from '../client/json-body.ts';
import { NotJudged, RateLimited } from './not-judged.ts';
import { blamedBeforehand, ProviderStateContradiction } from './provider-state-contradiction.ts';

/** How a line of an NDJSON body ends: LF, or CRLF (NDJSON allows a carriage return before the newline). */
export type LineEnd = '\n' | '\r\n';

/** `records` as an NDJSON body, one per line, each line ending in `lineEnd` (default `\n`). */
export function ndjson(records: readonly object[], lineEnd: LineEnd = '\n'): string {
  return records.map((r) => `${JSON.stringify(r)}${lineEnd}`).join('');
}

/**
 * Submits `records` as a bulk file (A2) with the run's client, the default headers plus
 * `headers`, each line ending in `lineEnd` (default `\n`).
 */
export function submit(
  run: RunContext,
  records: readonly object[],
  headers: Record<string, string | null> = {},
  lineEnd: LineEnd = '\n',
): Promise<Exchange> {
  return run.client.send({
    operation: 'bulk-submit',
    method: 'POST',
    path: PATHS.bulk,
    headers: { 'Content-Type': 'application/x-ndjson', ...headers },
    body: ndjson(records, lineEnd),
  });
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

/** A task a run polled until the poll timeout without seeing it leave NOT_STARTED or IN_PROGRESS. */
interface UnfinishedTask {
  readonly taskId: string;
  readonly status: string;
  readonly seconds: number;
}

/**
 * The unfinished task of each run, by its shared state; on `globalThis` under a registered symbol,
 * as the runner's and the suites' module instances may differ (see run-context.ts).
 */
function unfinishedTasks(): WeakMap<RunShared, UnfinishedTask> {
  const holder = globalThis as unknown as Record<symbol, WeakMap<RunShared, UnfinishedTask> | undefined>;
  const key = Symbol.for('vop-conformance.unfinished-tasks');
  const found = holder[key];
  if (found) return found;
  const made = new WeakMap<RunShared, UnfinishedTask>();
  holder[key] = made;
  return made;
}

/**
 * Polls the status of `taskId` until a final state or a non-200 answer, printing a progress line
 * about every 10 s of waiting (interface.md What the service does, step 2), and returns what it
 * saw, unjudged: every observation, the final one (undefined when the poll gave up at the poll
 * timeout, `--poll-timeout`), the time spent. A task still NOT_STARTED or IN_PROGRESS at the poll
 * timeout is remembered: the run's later polls then wait no more (NotJudged), as a run has one
 * poll timeout to spend, not one per task.
 * @throws NotJudged when a task of this run already stayed unfinished through the poll timeout;
 * RateLimited when a status read answered 429 after every retry (A6: "never counts a 429 as a
 * conformance failure by itself").
 */
export async function pollTask(run: RunContext, taskId: string): Promise<TaskPoll> {
  const { poll, progress } = run;
  const unfinished = unfinishedTasks();
  const earlier = unfinished.get(run.shared);
  if (earlier) {
    throw new NotJudged(
      `not polled: task ${earlier.taskId} of this run stayed ${earlier.status} through the ${earlier.seconds} s poll timeout (status-final-state-reached)`,
    );
  }
  let nextReportMs = PROGRESS_EVERY_MS;
  const startedAtMs = Date.now();
  const outcome = await pollUntil(
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
  const taskPoll = { ...outcome, taskId, elapsedMs: Date.now() - startedAtMs, timeoutMs: poll.timeoutMs };
  if (outcome.final?.exchange.response.status === 429)
    throw new RateLimited(`the status of task ${taskId} answered 429 after every retry`);
  if (!outcome.final) {
    const status = outcome.observations.at(-1)?.status ?? '?';
    unfinished.set(run.shared, { taskId, status, seconds: Math.round(poll.timeoutMs / 1000) });
  }
  return taskPoll;
}

/**
 * `pollTask`, judged: the poll of `taskId` ended in a final state, PROCESSED, FAILED or TIMED_OUT
 * (interface.md States and transitions). It stops at the first answer that cannot go on.
 * @throws ConformanceFailure of status-200-json-body, status-value-enum (`unusableStatus`) or
 * status-final-state-reached (`statusFinalStateReached`), as `pollFailure` returns it.
 * @throws NotJudged, RateLimited as `pollTask`.
 */
export async function pollStatus(run: RunContext, taskId: string): Promise<TaskPoll> {
  const taskPoll = await pollTask(run, taskId);
  const failure = pollFailure(taskPoll);
  if (failure) throw failure;
  return taskPoll;
}

/** The A9 scenario name the first record of a file gets to end in `state` on this target (none: PROCESSED, or unknown). */
export function scenarioNameOf(run: RunContext, state: ProviderStateStatus): string | undefined {
  const names = run.scenarioNames;
  return { PROCESSED: undefined, FAILED: names.failed, TIMED_OUT: names.timedOut, IN_PROGRESS: names.slow }[
    state
  ];
}

/** A submission of one record and the taskId it gave (undefined: no 2xx with a string taskId). */
export interface NamedTask {
  readonly exchange: Exchange;
  readonly taskId: string | undefined;
}

/**
 * Submits one valid sampled record whose `party.name` is `name` (an A9 scenario name; undefined:
 * the record's own party), and reads the taskId of the answer. Any 2xx with a taskId will do: the
 * exact 202 is judged by submit-202-task-id alone.
 * @throws RateLimited naming `what` when the submission answered 429 after every retry (A6).
 */
export async function submitNamedTask(
  run: RunContext,
  name: string | undefined,
  what: string,
): Promise<NamedTask> {
  const [record] = sampleRecords(run, 1);
  if (!record) throw new Error('no record sampled');
  const exchange = await submit(run, [name ? { ...record, party: { name } } : record]);
  if (exchange.response.status === 429)
    throw new RateLimited(`the submission of ${what} answered 429 after every retry`);
  const taskId = (jsonBody(exchange) as { taskId?: unknown } | undefined)?.taskId;
  const accepted = exchange.response.status >= 200 && exchange.response.status <= 299;
  return { exchange, taskId: accepted && typeof taskId === 'string' ? taskId : undefined };
}

/**
 * The taskId of a task made for provider state `state`: one valid record, named with the state's
 * scenario name (A9), submitted, and read until it shows `state`.
 * @throws RateLimited when the submission answered 429 after every retry (A6); ConformanceFailure
 * of submit-202-task-id when the submission of the valid file gave no taskId; NotJudged,
 * ProviderStateContradiction or ConformanceFailure when the task does not end in `state`.
 */
async function makeWithScenarioName(run: RunContext, state: ProviderStateStatus): Promise<string> {
  const name = scenarioNameOf(run, state);
  const { exchange, taskId } = await submitNamedTask(run, name, `a ${state} task`);
  // A valid file not accepted breaks submit-202-task-id: its failure, this test's rule not judged.
  if (taskId === undefined)
    throw (
      submit202TaskId(exchange) ??
      new Error(`could not create a ${state} task: submission answered ${exchange.response.status}`)
    );
  if (state === 'IN_PROGRESS') return stillPending(run, taskId, name);
  const final = (await pollStatus(run, taskId)).final;
  const reached = final?.status;
  if (reached === state) return taskId;
  // A file of one valid record (no scenario name) must not end FAILED; TIMED_OUT is the SLA's call.
  if (state === 'PROCESSED') {
    const failure = statusValidFileNotFailed(final);
    if (failure) throw failure;
  }
  if (state === 'PROCESSED' && reached === 'TIMED_OUT')
    throw new NotJudged(
      `needs a PROCESSED task: a file of one valid record ended TIMED_OUT (taskId ${taskId})`,
    );
  const key = scenarioKeyOf(state);
  const blamed = reached === undefined ? undefined : blamedBeforehand(reached);
  throw new ProviderStateContradiction({
    key,
    state,
    seen: reached ?? 'unreadable',
    taskId,
    ...(blamed ? { blamed } : {}),
    received: `${key} is ${JSON.stringify(name ?? '')}, and the task made with it (${taskId}) ended ${reached ?? 'in no final state'}`,
    documented: `a task ending ${state}: check the name, or the target ignores it (A9)`,
  });
}

/**
 * `taskId`, just made with the slow scenario name `name`, as its first status read shows it:
 * not final (A9: "`SCENARIO_SLOW` stays IN_PROGRESS for a configurable time"), or no status to
 * read (status-200-json-body judges that).
 * @throws ProviderStateContradiction naming `scenarioNames.slow` when the task is final already:
 * the target ignores the name, or its configured time is too short to test with.
 */
async function stillPending(run: RunContext, taskId: string, name: string | undefined): Promise<string> {
  const { status } = await getStatus(run, taskId);
  // Only a final state contradicts the name: a status outside the enum is status-value-enum's to judge.
  if (status === undefined || !isFinalStatus(status)) return taskId;
  const key = scenarioKeyOf('IN_PROGRESS');
  throw new ProviderStateContradiction({
    key,
    state: 'IN_PROGRESS',
    seen: status,
    taskId,
    received: `${key} is ${JSON.stringify(name ?? '')}, and the task made with it (${taskId}) is ${status} at its first status read, right after its submission`,
    documented: `a task staying NOT_STARTED or IN_PROGRESS for the configured time (A9): check the name, or the target ignores it`,
  });
}

/** The configuration key of the scenario name of `state`, with its variable. */
function scenarioKeyOf(state: ProviderStateStatus): string {
  const field = { PROCESSED: '', FAILED: 'failed', TIMED_OUT: 'timedOut', IN_PROGRESS: 'slow' }[state];
  const variable = { PROCESSED: '', FAILED: 'FAILED', TIMED_OUT: 'TIMED_OUT', IN_PROGRESS: 'SLOW' }[state];
  return `scenarioNames.${field} (VOP_SCENARIO_${variable})`;
}

/** The statuses a task configured for provider state `state` may show now (the final states cannot change). */
const STATUSES_OF: Readonly<Record<ProviderStateStatus, readonly string[]>> = {
  PROCESSED: ['PROCESSED'],
  FAILED: ['FAILED'],
  TIMED_OUT: ['TIMED_OUT'],
  IN_PROGRESS: ['NOT_STARTED', 'IN_PROGRESS'],
};

/**
 * The configured task `taskId` of `state` as its status shows it now: the taskId when the status
 * fits the state, or when no status can be read (status-200-json-body judges that elsewhere).
 * @throws ProviderStateContradiction when a final state shows another status, or any state a
 * status outside the five (blamed on status-value-enum); NotJudged naming the key when an
 * IN_PROGRESS task has finished since (a task moves on: no contradiction).
 */
async function checkedConfiguredTask(
  run: RunContext,
  state: ProviderStateStatus,
  taskId: string,
): Promise<string> {
  const { status } = await getStatus(run, taskId);
  if (status === undefined || STATUSES_OF[state].includes(status)) return taskId;
  const key = PROVIDER_STATE_VARIABLES[state];
  // A status outside the five states is status-value-enum's failure, whatever the state asked for.
  const blamed = blamedBeforehand(status);
  if (state === 'IN_PROGRESS' && !blamed) {
    throw new NotJudged(
      `${key} names task ${taskId}, which is ${status} now: give a task still queued or in progress (A9)`,
    );
  }
  throw new ProviderStateContradiction({
    key,
    state,
    seen: status,
    taskId,
    ...(blamed ? { blamed } : {}),
    received: `${key} names task ${taskId}, which reports ${status}`,
    documented: blamed
      ? `a task in ${state}, its status one of the five states (States and transitions): ${blamed} judges the value`
      : `a task in ${state}: either the key names another task or the provider misreports ${state} (States and transitions: ${state} is final)`,
  });
}

/**
 * The taskId of a task in provider state `state`: the one the configuration gives (A9,
 * `VOP_TASK_ID_*`), else one made with the target's A9 scenario name of that state (the
 * embedded mock's, or a profile's); a PROCESSED task can be made on any target. Made once per run and shared.
 * @throws NotJudged naming the variable to set when the target cannot give the state (a rule
 * test is skipped with it; a pact state setup fails with it).
 */
export function providerStateTask(run: RunContext, state: ProviderStateStatus): Promise<string> {
  const made = run.shared.providerStateTasks;
  const given = run.providerStateTaskIds[state];
  if (given) {
    const checked = made.get(state) ?? checkedConfiguredTask(run, state, given);
    made.set(state, checked);
    return checked;
  }
  if (state !== 'PROCESSED' && scenarioNameOf(run, state) === undefined) {
    return Promise.reject(
      new NotJudged(
        `needs a task in ${state}: set ${PROVIDER_STATE_VARIABLES[state]}, or the target's scenario name (profile scenarioNames) (A9)`,
      ),
    );
  }
  const task = made.get(state) ?? makeWithScenarioName(run, state);
  made.set(state, task);
  return task;
}
