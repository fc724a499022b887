// The fixture suite of ledger-listener.test.ts: one rule test per way a test can end, run by
// run-fixture.ts against no target (the exchanges are made up and judged by the real checks).
import { ConformanceFailure } from '../../../src/checks/conformance-failure.ts';
import type { Exchange } from '../../../src/client/types.ts';
import { RunDeadlineError, TransportTroubleError } from '../../../src/errors.ts';
import { checkExchange } from '../../../src/harness/check-exchange.ts';
import { expectVerdict } from '../../../src/harness/expect.ts';
import { NotJudged, RateLimited, TransportNotJudged } from '../../../src/harness/not-judged.ts';
import { observe } from '../../../src/harness/observe.ts';
import { skipWith } from '../../../src/harness/rule-test.ts';
import { ruleIt } from '../../../suites/shared/rule-it.ts';
import { runOf } from '../../../src/harness/run-context.ts';

/** A made-up exchange with no operation: only the no-5xx check judges it. */
function exchangeWith(status: number): Exchange {
  return {
    request: { method: 'GET', url: 'http://127.0.0.1:9/', headers: {} },
    response: { status, headers: {}, bodyText: '' },
    durationMs: 1,
  };
}

/** A made-up 200 of the results operation: 200 lines, three of them breaking a line rule. */
function resultFileExchange(): Exchange {
  const uetr = '11111111-1111-4111-8111-111111111111';
  const lines = Array.from({ length: 200 }, (_, i) =>
    i % 70 === 5 ? 'not json' : JSON.stringify({ uetr, partyNameMatch: 'MTCH' }),
  );
  return {
    request: {
      operation: 'bulk-results',
      method: 'GET',
      url: 'http://127.0.0.1:9/',
      headers: { 'X-Request-Id': uetr },
    },
    response: { status: 200, headers: { 'x-request-id': uetr }, bodyText: lines.join('\n') },
    durationMs: 1,
  };
}

describe('fixture', () => {
  ruleIt('status-200-json-body', 'passes', () => undefined);

  ruleIt('status-taskid-uuid', 'throws its own failure', () => {
    throw new ConformanceFailure('status-taskid-uuid', 'got this', 'wanted that');
  });

  ruleIt('status-taskid-case-insensitive', 'judges its own rule broken', (t) => {
    expectVerdict(t, { ruleId: t.ruleId, holds: false, received: 'got this', documented: 'wanted that' });
  });

  ruleIt('status-x-request-id-echo', 'holds, but a check on its exchange fails', (t) => {
    checkExchange(t.run, exchangeWith(500));
  });

  ruleIt('results-content-type-ndjson', 'judges a result file of many lines on two exchanges', (t) => {
    checkExchange(t.run, resultFileExchange());
    checkExchange(t.run, resultFileExchange());
  });

  ruleIt('results-unknown-task-404', 'breaks an assumption-based rule (A4)', () => {
    throw new ConformanceFailure('results-unknown-task-404', 'got 400', '404');
  });

  ruleIt('status-scope-403', 'skips with a reason', (t) => {
    skipWith(t, 'needs a limited-scope client');
  });

  ruleIt('status-auth-expired-401', 'cannot be judged', () => {
    throw new NotJudged('the target has no such thing');
  });

  ruleIt('status-method-405', 'is rate limited', () => {
    throw new RateLimited('the target answered 429 after every retry');
  });

  ruleIt('status-accept-406', 'observes', (t) => {
    observe(t, 'status-accept-406', 'Accept: */*', '200 {}');
  });

  // Its exchange ends only when the next test lets it: after this test ran over its timeout.
  let endLateExchange: (() => void) | undefined;
  ruleIt('status-unknown-task-404', 'runs over the test timeout, its exchange judged later', async (t) => {
    await new Promise<void>((resolve) => {
      endLateExchange = resolve;
    });
    checkExchange(t.run, exchangeWith(500));
  });

  ruleIt('status-x-request-id-mandatory', 'is cut short by the run deadline', () => {
    endLateExchange?.();
    throw new RunDeadlineError('the run deadline of 1 s passed');
  });

  ruleIt('record-name-max-140', 'stops on another rule broken first', () => {
    throw new ConformanceFailure('record-error-keeps-task', 'FAILED', 'PROCESSED');
  });

  ruleIt('status-x-end-user-length', 'fails for the tool', () => {
    throw new TypeError('the tool broke');
  });

  describe('with a setup that judges an exchange', () => {
    before(function () {
      checkExchange(runOf(this), exchangeWith(200));
    });

    ruleIt('status-x-end-user-pattern', 'passes after it', () => undefined);
  });

  ruleIt('results-auth-invalid-401', 'meets a reset after the retries', () => {
    throw new TransportTroubleError(
      'reset: GET http://127.0.0.1:9/x: the target closed or reset the connection',
    );
  });

  ruleIt('results-auth-malformed-401', 'is a property whose case met a timeout', () => {
    throw new TransportNotJudged(
      'not judged: transport (timeout: GET http://127.0.0.1:9/x: no response headers)',
    );
  });

  describe('with a setup that meets transport trouble', () => {
    before(() => {
      throw new TransportTroubleError(
        'timeout: POST http://127.0.0.1:9/bulk: no response headers within 15000 ms',
      );
    });

    ruleIt('results-auth-missing-401', 'never runs', () => undefined);
  });

  describe('with a broken setup', () => {
    before(() => {
      throw new RangeError('setup broke');
    });

    ruleIt('status-x-channel-max-70', 'never runs', () => undefined);
  });
});
