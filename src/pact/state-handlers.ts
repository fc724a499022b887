import { bulkRecordByName } from '../../generators/bulk-record.ts';
import { PROVIDER_STATES } from '../harness/provider-states.ts';
import { sampleWithSeed } from '../harness/sample.ts';
import { pollStatus, submit, taskIn } from '../harness/tasks.ts';
import { ToolError } from '../errors.ts';

/** A provider-state handler: sets the state up on the target and returns the values the pact injects. */
export type StateSetup = () => Promise<{ taskId: string } | undefined>;

async function taskWithOneRecord(): Promise<{ taskId: string }> {
  const records = sampleWithSeed(bulkRecordByName(), 1);
  const exchange = await submit(records);
  const taskId = (JSON.parse(exchange.response.bodyText) as { taskId?: unknown }).taskId;
  if (typeof taskId !== 'string')
    throw new ToolError(`state setup: the submission answered ${exchange.response.status}`);
  const final = (await pollStatus(taskId)).final;
  if (final?.status !== 'PROCESSED')
    throw new ToolError(`state setup: the task ended ${final?.status ?? 'in no final state'}`);
  return { taskId };
}

/**
 * The state handlers of provider verification, one per name in PROVIDER_STATES: a task in each
 * state from the pre-seeded ids (VOP_TASK_ID_*), or made with A9 scenario submissions on the
 * embedded mock; PROCESSED tasks are submitted and polled on any target. Runs inside a run session.
 * @throws Error naming the variable to set when the target cannot provide a state.
 */
export function stateHandlers(): Record<string, StateSetup> {
  const record = () => {
    const [value] = sampleWithSeed(bulkRecordByName(), 1);
    if (!value) throw new ToolError('no record sampled');
    return value;
  };
  return {
    [PROVIDER_STATES.processedTask]: async () => ({ taskId: await taskIn(undefined, 'PROCESSED', record()) }),
    [PROVIDER_STATES.failedTask]: async () => ({ taskId: await taskIn(undefined, 'FAILED', record()) }),
    [PROVIDER_STATES.timedOutTask]: async () => ({ taskId: await taskIn(undefined, 'TIMED_OUT', record()) }),
    [PROVIDER_STATES.pendingTask]: async () => ({ taskId: await taskIn(undefined, 'IN_PROGRESS', record()) }),
    [PROVIDER_STATES.processedTaskWithOneRecord]: taskWithOneRecord,
    [PROVIDER_STATES.noSuchTask]: () => Promise.resolve(undefined),
  };
}
