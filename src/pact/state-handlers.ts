import { sampleRecords } from '../harness/sample-records.ts';
import { jsonBody } from '../client/json-body.ts';
import { ToolError } from '../errors.ts';
import { PROVIDER_STATES } from '../api/provider-states.ts';
import type { RunContext } from '../harness/run-context.ts';
import { pollStatus, providerStateTask, submit } from '../harness/tasks.ts';

/** A provider-state handler: sets the state up on the target and returns the values the pact injects. */
export type StateSetup = () => Promise<{ taskId: string } | undefined>;

async function taskWithOneRecord(run: RunContext): Promise<{ taskId: string }> {
  const records = sampleRecords(run, 1);
  const exchange = await submit(run, records);
  const taskId = (jsonBody(exchange) as { taskId?: unknown } | undefined)?.taskId;
  if (typeof taskId !== 'string')
    throw new ToolError(`state setup: the submission answered ${exchange.response.status}`);
  const final = (await pollStatus(run, taskId)).final;
  if (final?.status !== 'PROCESSED')
    throw new ToolError(`state setup: the task ended ${final?.status ?? 'in no final state'}`);
  return { taskId };
}

/**
 * The state handlers of provider verification against `run`'s target, one per name in
 * PROVIDER_STATES: a task in each provider state from the configured ids (VOP_TASK_ID_*), or made
 * with an A9 scenario name on the embedded mock; PROCESSED tasks are submitted and polled on any
 * target (see `providerStateTask`).
 * @throws NotJudged naming the variable to set when the target cannot give a state.
 */
export function stateHandlers(run: RunContext): Record<string, StateSetup> {
  const task = async (state: Parameters<typeof providerStateTask>[1]) => ({
    taskId: await providerStateTask(run, state),
  });
  return {
    [PROVIDER_STATES.processedTask]: () => task('PROCESSED'),
    [PROVIDER_STATES.failedTask]: () => task('FAILED'),
    [PROVIDER_STATES.timedOutTask]: () => task('TIMED_OUT'),
    [PROVIDER_STATES.pendingTask]: () => task('IN_PROGRESS'),
    [PROVIDER_STATES.processedTaskWithOneRecord]: () => taskWithOneRecord(run),
    [PROVIDER_STATES.noSuchTask]: () => Promise.resolve(undefined),
  };
}
