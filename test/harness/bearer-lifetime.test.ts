import { expect } from 'chai';
import { ConformanceFailure } from '../../src/checks/conformance-failure.ts';
import type { VopClient } from '../../src/client/vop-client.ts';
import { bearerLifetime } from '../../src/harness/bearer-lifetime.ts';
import { needsExpiredToken } from '../../src/harness/expired-token.ts';
import { catalogue } from '../../src/rules/catalogue.ts';
import { type MockSession, startMockSession } from '../helpers/mock-session.ts';
import { testRunContext } from '../helpers/test-run-context.ts';

describe('harness: the uses of an issued token that token-bearer-accepted judges (A1)', () => {
  let correct: MockSession;
  let broken: MockSession;
  before(async () => {
    correct = await startMockSession({ tokenLifetimeSeconds: 1 });
    broken = await startMockSession({ tokenLifetimeSeconds: 1, faults: new Set(['token-bearer-accepted']) });
  });
  after(async () => {
    await correct.close();
    await broken.close();
  });

  it('uses the token right away and again three quarters into its expires_in, both accepted', async () => {
    const run = testRunContext(correct.client, { tokenWaitSeconds: 10 });
    const { issued, rightAway, later } = await bearerLifetime(run);
    expect(issued.lifetimeSeconds).to.equal(1);
    expect(rightAway).to.have.property('exchange');
    expect(later).to.have.property('exchange');
    const [first, second] = [rightAway, later].map((use) =>
      use && 'exchange' in use ? use.exchange.response.status : undefined,
    );
    expect([first, second]).to.deep.equal([404, 404]);
  });

  it('is made once per run: a second call gets the same uses', async () => {
    const run = testRunContext(correct.client, { tokenWaitSeconds: 10 });
    expect(await bearerLifetime(run)).to.equal(await bearerLifetime(run));
  });

  it('keeps the failure of a token the gateway stops honouring before its expires_in', async () => {
    const run = testRunContext(broken.client, { tokenWaitSeconds: 10 });
    const { rightAway, later } = await bearerLifetime(run);
    expect(rightAway).to.have.property('exchange');
    const thrown = later && 'thrown' in later ? later.thrown : undefined;
    expect(thrown).to.be.instanceOf(ConformanceFailure);
    expect((thrown as ConformanceFailure).ruleId).to.equal('token-bearer-accepted');
  });

  it('does not judge a refusal answered after the token expired (a busy machine), and tries three tokens', async () => {
    // Every request is held back 1.1 s before it leaves, as a machine too busy to send it would.
    const client = Object.create(correct.client) as VopClient;
    client.send = async (spec) => {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      return correct.client.send(spec);
    };
    const before = correct.mock.issuedTokens().length;
    const { rightAway, later } = await bearerLifetime(testRunContext(client, { tokenWaitSeconds: 10 }));
    expect(rightAway).to.have.property('late');
    expect(later).to.have.property('late').that.includes("after the token's expires_in of 1 s");
    expect(correct.mock.issuedTokens().length - before, 'tokens issued').to.equal(3);
  });

  it('does not try the later use when A1 is not enforced or the lifetime is over --token-wait', async () => {
    for (const overrides of [
      { assumptions: 'warn' as const, tokenWaitSeconds: 10 },
      { tokenWaitSeconds: 0 },
    ]) {
      const { rightAway, later } = await bearerLifetime(testRunContext(correct.client, overrides));
      expect(rightAway).to.have.property('exchange');
      expect(later).to.equal(undefined);
    }
  });
});

describe('harness: the rules whose tests wait for an expired token (A15)', () => {
  it("are the three auth-expired-401 rules of the bulk operations and the two single checks' auth-invalid-401, and no other", () => {
    expect(catalogue.map((rule) => rule.id).filter(needsExpiredToken)).to.have.members([
      'org-check-auth-invalid-401',
      'cop-check-auth-invalid-401',
      'submit-auth-expired-401',
      'status-auth-expired-401',
      'results-auth-expired-401',
    ]);
  });
});
