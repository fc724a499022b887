// A fixture suite of ledger-listener.test.ts: a test that passes, then fails from an error thrown
// after it ended (mocha fails the test that is still current, then stops the run).
import { ruleIt } from '../../../suites/shared/rule-it.ts';

describe('fixture: a failure after the test passed', () => {
  ruleIt('status-200-json-body', 'passes, then throws from a timer', () => {
    setImmediate(() => {
      throw new Error('thrown after the test had passed');
    });
  });

  ruleIt('status-taskid-uuid', 'would run next', async () => {
    await new Promise((resolve) => setImmediate(resolve));
  });
});
