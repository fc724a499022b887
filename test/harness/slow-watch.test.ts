import { expect } from 'chai';
import { SCENARIO_NAMES } from '../../src/api/scenario-names.ts';
import { ConformanceFailure } from '../../src/checks/conformance-failure.ts';
import { NotJudged } from '../../src/harness/not-judged.ts';
import { watchSlowTask } from '../../src/harness/slow-scenario.ts';
import { type MockSession, startMockSession } from '../helpers/mock-session.ts';
import { testRunContext } from '../helpers/test-run-context.ts';

/** What `watchSlowTask` rejected with, or undefined when it resolved. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (e: unknown) => e,
  );
}

describe('harness: watching a task made with the slow scenario name (A9; src/harness/slow-scenario.ts)', () => {
  let session: MockSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('holds for a mock that keeps the task in progress for its configured time, judging every read', async () => {
    session = await startMockSession({ slowMs: 60_000 });
    const run = testRunContext(session.client, { scenarioNames: SCENARIO_NAMES });
    const watched = await watchSlowTask(run, 'SCENARIO_SLOW', 60_000);
    // Reads 100 ms apart for a second, each answered well within the 60 s: each one judged.
    expect(watched.judgedReads).to.be.greaterThan(0);
    expect(watched.seen.every((s) => s === 'NOT_STARTED' || s === 'IN_PROGRESS')).to.equal(true);
  });

  it('fails scenario-slow-in-progress when the task is final before the time the run was told', async () => {
    // The mock keeps it 200 ms; the run is told 60 s (a provider ignoring its configured time).
    session = await startMockSession({ slowMs: 200 });
    const run = testRunContext(session.client, { scenarioNames: SCENARIO_NAMES });
    const error = await rejection(watchSlowTask(run, 'SCENARIO_SLOW', 60_000));
    expect(error).to.be.instanceOf(ConformanceFailure);
    expect((error as ConformanceFailure).ruleId).to.equal('scenario-slow-in-progress');
    expect((error as Error).message).to.include('is PROCESSED at most');
  });

  it('fails under the fault that caps every processing time, with the mock keeping its own slow time', async () => {
    session = await startMockSession({ faults: new Set(['scenario-slow-in-progress']) });
    const run = testRunContext(session.client, { scenarioNames: SCENARIO_NAMES });
    const error = await rejection(watchSlowTask(run, 'SCENARIO_SLOW', session.mock.options.slowMs));
    expect((error as ConformanceFailure).ruleId).to.equal('scenario-slow-in-progress');
  });

  it('is not judged when the submission makes no task (403 to a client without the bulk scope)', async () => {
    session = await startMockSession();
    const run = testRunContext(session.limitedClient, { scenarioNames: SCENARIO_NAMES });
    const error = await rejection(watchSlowTask(run, 'SCENARIO_SLOW', 60_000));
    expect(error).to.be.instanceOf(NotJudged);
  });
});
