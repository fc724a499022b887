import { expect } from 'chai';
import { getStatus } from '../../src/harness/tasks.ts';
import { alternativeSet } from '../../src/mutation/mutant-choice-sets.ts';
import { mutationRunConfig } from '../../src/mutation/mutation-run-config.ts';
import { withRunSession } from '../../src/runner/run-session.ts';

describe('run session: the embedded mock’s seeded provider-state tasks (A9; src/runner/run-session.ts)', () => {
  it('gives the run the seeded task ids when the target asks for them, each in its state', async () => {
    const config = mutationRunConfig(alternativeSet(4));
    expect(config.target.kind === 'embedded' && config.target.seededTasks).to.equal(true);
    const statuses = await withRunSession(
      config,
      () => {},
      async (run) => {
        const ids = run.providerStateTaskIds;
        const read = async (id: string | undefined) => (id ? (await getStatus(run, id)).status : undefined);
        return {
          PROCESSED: await read(ids.PROCESSED),
          FAILED: await read(ids.FAILED),
          TIMED_OUT: await read(ids.TIMED_OUT),
          IN_PROGRESS: await read(ids.IN_PROGRESS),
        };
      },
    );
    expect(statuses).to.deep.equal({
      PROCESSED: 'PROCESSED',
      FAILED: 'FAILED',
      TIMED_OUT: 'TIMED_OUT',
      IN_PROGRESS: 'IN_PROGRESS',
    });
  });

  it('leaves them out otherwise: the run makes its tasks with the scenario names', async () => {
    const ids = await withRunSession(
      mutationRunConfig(alternativeSet(1)),
      () => {},
      (run) => Promise.resolve({ ...run.providerStateTaskIds }),
    );
    expect(ids).to.deep.equal({});
  });
});
