import { expect } from 'chai';
import { SCENARIO_NAMES } from '../../src/api/scenario-names.ts';
import { ProviderStateContradiction } from '../../src/harness/provider-state-contradiction.ts';
import { getStatus, providerStateTask } from '../../src/harness/tasks.ts';
import { type MockSession, startMockSession } from '../helpers/mock-session.ts';
import { testRunContext } from '../helpers/test-run-context.ts';

describe('harness: the task made with the slow scenario name (A9; src/harness/tasks.ts)', () => {
  let session: MockSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('is the IN_PROGRESS provider state when its first status read shows it not yet final', async () => {
    session = await startMockSession({ slowMs: 60_000 });
    const run = testRunContext(session.client, { scenarioNames: SCENARIO_NAMES });
    const taskId = await providerStateTask(run, 'IN_PROGRESS');
    expect(['NOT_STARTED', 'IN_PROGRESS']).to.include((await getStatus(run, taskId)).status);
  });

  it('is a contradiction naming scenarioNames.slow when the task is final at its first read', async () => {
    session = await startMockSession({
      faults: new Set(['results-only-when-processed/scenario-slow-ignored']),
    });
    const run = testRunContext(session.client, { scenarioNames: SCENARIO_NAMES });
    const error: unknown = await providerStateTask(run, 'IN_PROGRESS').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(ProviderStateContradiction);
    const contradiction = error as ProviderStateContradiction;
    expect(contradiction.key).to.equal('scenarioNames.slow (VOP_SCENARIO_SLOW)');
    expect(contradiction.seen).to.equal('PROCESSED');
    expect(contradiction.received).to.include('"SCENARIO_SLOW"');
  });
});
