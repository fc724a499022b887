import { SCENARIO_NAMES } from '../../src/api/scenario-names.ts';
import { expect } from 'chai';
import { ConformanceFailure } from '../../src/checks/conformance-failure.ts';
import type { VopClient } from '../../src/client/vop-client.ts';
import { NotJudged, RateLimited } from '../../src/harness/not-judged.ts';
import type { RunContext } from '../../src/harness/run-context.ts';
import { pollStatus, pollTask, providerStateTask, submit } from '../../src/harness/tasks.ts';
import { statusFinalStateReached } from '../../src/checks/status-final-state-reached.ts';
import type { FaultId } from '../../src/mock/faults/index.ts';
import { type MockSession, startMockSession, validRecord } from '../helpers/mock-session.ts';
import { testRunContext } from '../helpers/test-run-context.ts';

/** A run against `session`'s mock whose client notes the status of every status answer, in order. */
function runOf(session: MockSession, timeoutMs: number): { run: RunContext; statuses: string[] } {
  const statuses: string[] = [];
  const client = Object.create(session.client) as VopClient;
  client.send = async (spec) => {
    const exchange = await session.client.send(spec);
    if (spec.operation === 'bulk-status') statuses.push(exchange.response.bodyText);
    return exchange;
  };
  const run = testRunContext(client, {
    targetLabel: 'embedded mock',
    poll: { initialDelayMs: 20, maxDelayMs: 50, factor: 2, timeoutMs },
    scenarioNames: SCENARIO_NAMES,
  });
  return { run, statuses };
}

/** Submits one valid record to `run`'s target and returns its taskId. */
async function taskOf(run: RunContext): Promise<string> {
  const exchange = await submit(run, [validRecord()]);
  return (JSON.parse(exchange.response.bodyText) as { taskId: string }).taskId;
}

/** The rejection of `promise`, which must reject. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('harness/tasks: pollStatus stops at the first status it cannot go on with', () => {
  let session: MockSession | undefined;
  afterEach(() => session?.close());

  async function withFault(fault: FaultId | undefined, timeoutMs = 10_000) {
    session = await startMockSession({ faults: new Set(fault ? [fault] : []) });
    return runOf(session, timeoutMs);
  }

  it('ends unjudged, no rule failed, at a status read answered 429 after every retry (A6)', async () => {
    const { run } = await withFault(undefined);
    const taskId = await taskOf(run);
    const client = Object.create(run.client) as VopClient;
    client.send = async (spec) => {
      const exchange = await run.client.send(spec);
      return { ...exchange, response: { ...exchange.response, status: 429 } };
    };
    const error = await rejectionOf(pollStatus({ ...run, client }, taskId));
    expect(error).to.be.instanceOf(RateLimited);
    expect((error as Error).message).to.include(taskId);
  });

  it('leaves a provider state unjudged, no rule failed, when its submission answered 429 after every retry (A6)', async () => {
    const { run } = await withFault(undefined);
    const client = Object.create(run.client) as VopClient;
    client.send = async (spec) => {
      const exchange = await run.client.send(spec);
      return { ...exchange, response: { ...exchange.response, status: 429 } };
    };
    const error = await rejectionOf(providerStateTask({ ...run, client }, 'FAILED'));
    expect(error).to.be.instanceOf(RateLimited);
  });

  it('returns the final state of a conforming task', async () => {
    const { run } = await withFault(undefined);
    const outcome = await pollStatus(run, await taskOf(run));
    expect(outcome.final?.status).to.equal('PROCESSED');
  });

  it('fails status-value-enum at a lower-case state, with no poll after it', async () => {
    const { run, statuses } = await withFault('status-value-enum/lower-case');
    const error = await rejectionOf(pollStatus(run, await taskOf(run)));
    expect(error).to.be.instanceOf(ConformanceFailure);
    expect((error as ConformanceFailure).ruleId).to.equal('status-value-enum');
    expect(statuses).to.have.length(1);
    expect((error as Error).message).to.include(
      (JSON.parse(statuses[0] ?? '{}') as { status: string }).status,
    );
  });

  it('fails status-value-enum at the first DONE, having waited through the valid states before it', async () => {
    const { run, statuses } = await withFault('status-value-enum/other-value');
    const error = await rejectionOf(pollStatus(run, await taskOf(run)));
    expect((error as ConformanceFailure).ruleId).to.equal('status-value-enum');
    const values = statuses.map((text) => (JSON.parse(text) as { status: string }).status);
    expect(values.at(-1)).to.equal('DONE');
    expect(values.slice(0, -1).every((v) => v === 'NOT_STARTED' || v === 'IN_PROGRESS')).to.equal(true);
  });

  it('fails status-200-json-body at a body without status, and at one that is not JSON', async () => {
    for (const fault of ['status-200-json-body/no-status', 'status-200-json-body'] as const) {
      const { run, statuses } = await withFault(fault);
      const error = await rejectionOf(pollStatus(run, await taskOf(run)));
      expect((error as ConformanceFailure).ruleId, fault).to.equal('status-200-json-body');
      expect(statuses, fault).to.have.length(1);
      await session?.close();
      session = undefined;
    }
  });

  it('fails status-final-state-reached when the poll gives up, naming the state; later polls of the run do not wait', async () => {
    const { run, statuses } = await withFault('status-final-state-reached', 300);
    const taskId = await taskOf(run);
    const error = await rejectionOf(pollStatus(run, taskId));
    expect((error as ConformanceFailure).ruleId).to.equal('status-final-state-reached');
    expect((error as Error).message).to.include(`task ${taskId} still NOT_STARTED`);
    const polls = statuses.length;
    const again = await rejectionOf(pollStatus(run, await taskOf(run)));
    expect(again).to.be.instanceOf(NotJudged);
    expect((again as NotJudged).reason).to.include(`task ${taskId} of this run stayed NOT_STARTED`);
    expect(statuses).to.have.length(polls);
  });

  it('pollTask returns the poll that gave up unjudged (no final, every poll, the time spent) for statusFinalStateReached to judge', async () => {
    const { run, statuses } = await withFault('status-final-state-reached', 300);
    const taskId = await taskOf(run);
    const poll = await pollTask(run, taskId);
    expect(poll.final).to.equal(undefined);
    expect(poll.timedOut).to.equal(true);
    expect(poll.observations).to.have.length(statuses.length);
    expect(poll.timeoutMs).to.equal(300);
    expect(poll.elapsedMs).to.be.at.least(200);
    expect(statusFinalStateReached(poll)?.ruleId).to.equal('status-final-state-reached');
  });
});
