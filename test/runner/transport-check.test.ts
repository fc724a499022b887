import { expect } from 'chai';
import type { RuleResult, RuleStatus } from '../../src/harness/ledger.ts';
import { catalogue } from '../../src/rules/catalogue.ts';
import { checkReachable, transportLines } from '../../src/runner/transport-check.ts';

/** A per-rule table of `catalogue`'s first rules: `statuses[i]` (and reason) for the i-th. */
function table(rows: ReadonlyArray<{ status: RuleStatus; reason?: string }>): RuleResult[] {
  return rows.map((row, i) => ({
    id: catalogue[i]?.id ?? 'status-taskid-uuid',
    level: 'documented',
    status: row.status,
    tests: [],
    details: [],
    observed: [],
    ...(row.reason === undefined ? {} : { reason: row.reason }),
  }));
}

const passed = { status: 'passed' as const };
const reset = { status: 'not tested' as const, reason: 'not judged: transport (reset: GET …)' };
const unreached = { status: 'not tested' as const, reason: 'the circuit breaker opened' };
const target = 'VOP_BASE_URL (https://sandbox.example)';
const trip = (kinds: Record<string, number>) => ({ failures: 3, kinds, last: 'last' });

describe('runner: transport trouble is counted, and a large share of it is an error naming the target', () => {
  it('counts the rules not judged: transport, and the retries, resets and timeouts, on the console', () => {
    const results = table([passed, reset, reset, reset, passed]);
    const facts = {
      retriedExchanges: 4,
      retries: 5,
      resets: 6,
      timeouts: 2,
      failed: { reset: 3 },
      retriedSubmissions: 1,
      retriedSubmissionIds: ['req-1'],
    };
    expect(transportLines(results, facts)).to.deep.equal([
      '3 rules not judged: transport',
      'transport: 4 request(s) retried (5 retries); 6 reset(s) and 2 timeout(s) seen; failed for good: reset ×3',
      'transport: 1 submission(s) sent again after the connection broke before an answer: the provider may hold a duplicate task (X-Request-Id req-1)',
    ]);
    const none = {
      ...facts,
      retriedExchanges: 0,
      retries: 0,
      resets: 0,
      timeouts: 0,
      failed: {},
      retriedSubmissions: 0,
    };
    expect(transportLines(table([passed]), none)).to.deep.equal([]);
  });

  it('lets a tenth of the rules go unjudged; past it, exit 2 naming the target to check', () => {
    const ten = table([reset, ...Array.from({ length: 9 }, () => passed)]);
    expect(() =>
      checkReachable({ results: ten, stopped: undefined, trip: undefined, target }),
    ).to.not.throw();
    const more = table([reset, reset, ...Array.from({ length: 8 }, () => passed)]);
    expect(() => checkReachable({ results: more, stopped: undefined, trip: undefined, target })).to.throw(
      'transport trouble kept 2 of 10 rules from being judged',
    );
  });

  it('counts the rules a breaker opened on transport trouble did not reach; not those of a breaker opened on malformed answers', () => {
    const results = table([reset, unreached, unreached, passed, { status: 'failed' }]);
    const stopped = 'the circuit breaker opened' as const;
    expect(() => checkReachable({ results, stopped, trip: trip({ reset: 2, timeout: 1 }), target })).to.throw(
      /kept 3 of 5 rules .*check that VOP_BASE_URL \(https:\/\/sandbox\.example\) is reachable/,
    );
    const malformed = table([
      passed,
      unreached,
      unreached,
      passed,
      passed,
      passed,
      passed,
      passed,
      passed,
      passed,
    ]);
    expect(() =>
      checkReachable({ results: malformed, stopped, trip: trip({ malformed: 3 }), target }),
    ).to.not.throw();
  });

  it('does not count the rules a --grep run did not select (no status, no reason)', () => {
    const results = table([
      reset,
      ...Array.from({ length: 20 }, () => ({ status: 'not tested' as const })),
      passed,
    ]);
    expect(() => checkReachable({ results, stopped: undefined, trip: undefined, target })).to.throw(
      'kept 1 of 2 rules',
    );
  });
});
