import { exchangeRuleFailure } from '../src/checks/exchange-rule.ts';
import { notMetWith } from '../src/harness/rule-test.ts';
import { provoke429 } from '../src/harness/provoke-429.ts';
import { ruleIt } from './shared/rule-it.ts';

// The last suite file of a run (src/runner/run-suites.ts `suiteFiles`): its test judges every 429
// the run met, and its burst (`--provoke-429`) comes after every other test.
describe('Rate limiting: the Retry-After of every 429 the run met (A6)', () => {
  ruleIt(
    'rate-limit-retry-after-form',
    'judged on every 429 the run met, retried ones included (under --provoke-429, after a burst above --rate)',
    async (t) => {
      const met = t.run.shared.tooManyRequests;
      if (met.length === 0 && t.run.provoke429 !== undefined) await provoke429(t.run);
      if (met.length === 0) notMetWith(t, 'judged when met: no 429 this run');
      for (const exchange of met) {
        const failure = exchangeRuleFailure(t.ruleId, exchange);
        if (failure) throw failure;
      }
    },
  );
});
