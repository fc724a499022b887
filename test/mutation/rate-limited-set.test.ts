import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { getStatus } from '../../src/harness/tasks.ts';
import { RATE_LIMITED_SET, mutantChoiceSets } from '../../src/mutation/mutant-choice-sets.ts';
import { mutationRunConfig } from '../../src/mutation/mutation-run-config.ts';
import { withRunSession } from '../../src/runner/run-session.ts';

describe('mutation: the rate-limited choice set (A6; src/mutation/mutant-choice-sets.ts)', () => {
  it('runs before the slow set, with the default alternatives, one rule and one request at a time', () => {
    const names = mutantChoiceSets().map((set) => set.name);
    expect(names.indexOf('rate-limited')).to.equal(names.length - 2);
    expect(RATE_LIMITED_SET).to.deep.include({ overrides: {}, concurrency: 1, rateLimitPerSecond: 2 });
    expect(RATE_LIMITED_SET.rules).to.deep.equal(['status-x-request-id-empty']);
  });

  it('meets 429s and gets every request answered by its retry: the third read within a second waits', async () => {
    const heard: number[] = [];
    const answered = await withRunSession(
      mutationRunConfig(RATE_LIMITED_SET),
      () => {},
      async (run) => {
        run.client.onExchange((exchange) => heard.push(exchange.response.status));
        const statuses: number[] = [];
        for (let i = 0; i < 4; i += 1) {
          const { exchange } = await getStatus(run, randomUUID());
          statuses.push(exchange.response.status);
        }
        return { statuses, failures: run.findings.current.checkFailures.length };
      },
    );
    expect(answered.statuses).to.deep.equal([404, 404, 404, 404]);
    expect(heard.filter((status) => status === 429).length).to.be.greaterThan(0);
    expect(answered.failures, 'the mock’s 429 answers break no check on every exchange').to.equal(0);
  });
});
