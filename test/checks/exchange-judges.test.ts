import { expect } from 'chai';
import { contradictedStateFailure } from '../../src/checks/contradicted-state.ts';
import { exchangeRuleFailure, exchangeRuleVerdicts } from '../../src/checks/exchange-rule.ts';
import { expectFormatError } from '../../src/checks/expect-format-error.ts';
import { expectNoServerError } from '../../src/checks/expect-no-server-error.ts';
import { expectStatus } from '../../src/checks/expect-status.ts';
import { interactionIdEchoed } from '../../src/checks/interaction-id-echo.ts';
import { jsonObjectBody } from '../../src/checks/json-object-body.ts';
import { RateLimited } from '../../src/checks/not-judged.ts';
import { ConformanceFailure } from '../../src/checks/conformance-failure.ts';
import { verdictFailure } from '../../src/checks/verdict-failure.ts';
import { sameResultLinesAsSubmitter, sameStatusAsSubmitter } from '../../src/checks/x-end-user-no-effect.ts';
import { exchangeOf } from '../helpers/exchange-of.ts';

/** The ConformanceFailure `act` throws (fails the test when it throws none, or something else). */
function thrown(act: () => void): ConformanceFailure {
  try {
    act();
  } catch (error) {
    if (error instanceof ConformanceFailure) return error;
    throw error;
  }
  throw new Error('no ConformanceFailure thrown');
}

describe('checks: the generic and exchange judges (interface.md Errors, Endpoints/3-5; A6, A7, A9)', () => {
  describe('expectStatus, expectFormatError, expectNoServerError', () => {
    it('hold for an expected status, a listed FORMAT_ERROR title, a status below 500', () => {
      expectStatus('status-unknown-task-404', exchangeOf({ status: 404 }), [404], '404');
      const body = { type: 't', title: 'Invalid taskId', status: 400, code: 'FORMAT_ERROR' };
      expectFormatError('status-taskid-uuid', exchangeOf({ status: 400, body }), ['Invalid taskId']);
      expectNoServerError(exchangeOf({ status: 499 }));
    });

    it('fail under the rule named, and end a test unjudged on a 429 no test expects (A6)', () => {
      expect(
        thrown(() => expectStatus('status-unknown-task-404', exchangeOf({ status: 200 }), [404], '404'))
          .ruleId,
      ).to.equal('status-unknown-task-404');
      expect(() =>
        expectStatus('status-unknown-task-404', exchangeOf({ status: 429 }), [404], '404'),
      ).to.throw(RateLimited);
      const other = { title: 'Another title', code: 'FORMAT_ERROR' };
      expect(
        thrown(() =>
          expectFormatError('status-taskid-uuid', exchangeOf({ status: 400, body: other }), [
            'Invalid taskId',
          ]),
        ).message,
      ).to.include('Documented: 400 FORMAT_ERROR Invalid taskId');
      expect(thrown(() => expectNoServerError(exchangeOf({ status: 503 }))).ruleId).to.equal('server-no-5xx');
    });
  });

  describe('jsonObjectBody', () => {
    it('holds for a JSON object, fails an array and a text under the rule named', () => {
      expect(
        jsonObjectBody('cop-check-200', exchangeOf({ operation: 'cop-check', body: { a: 1 } })),
      ).to.equal(undefined);
      expect(
        jsonObjectBody('cop-check-200', exchangeOf({ operation: 'cop-check', body: [1] }))?.ruleId,
      ).to.equal('cop-check-200');
      const failure = jsonObjectBody('cop-check-200', exchangeOf({ body: 'ok' }), 'for a valid request (x)');
      expect(failure?.message).to.include('Received: 200 ok for a valid request (x)');
    });
  });

  describe('exchangeRuleFailure: a rule of the checks on every exchange, asked for by name', () => {
    const sent = { 'X-Request-Id': '0f8fad5b-d9cb-469f-a165-70867728950e' };

    it('holds for an echoed X-Request-Id, fails one not echoed, judges none on a request without one', () => {
      const echoed = exchangeOf({ requestHeaders: sent, headers: { 'x-request-id': sent['X-Request-Id'] } });
      expect(exchangeRuleVerdicts('status-x-request-id-echo', echoed)).to.have.length(1);
      expect(exchangeRuleFailure('status-x-request-id-echo', echoed)).to.equal(undefined);
      const failure = exchangeRuleFailure('status-x-request-id-echo', exchangeOf({ requestHeaders: sent }));
      expect(failure?.ruleId).to.equal('status-x-request-id-echo');
      expect(failure?.message).to.include('X-Request-Id: (absent)');
      expect(exchangeRuleVerdicts('status-x-request-id-echo', exchangeOf())).to.deep.equal([]);
    });
  });

  describe('verdictFailure, contradictedStateFailure', () => {
    it('state a broken verdict or a contradicted provider state as a failure of its rule; a held verdict as none', () => {
      const verdict = {
        ruleId: 'server-no-5xx',
        holds: false,
        received: '500',
        documented: 'below 500',
      } as const;
      expect(verdictFailure({ ...verdict, holds: true })).to.equal(undefined);
      expect(verdictFailure(verdict)?.message).to.equal(
        'server-no-5xx\nReceived: 500\nDocumented: below 500',
      );
      const contradicted = contradictedStateFailure('results-failed-task-4xx', {
        received: 'r',
        documented: 'd',
      });
      expect(contradicted.message).to.equal('results-failed-task-4xx\nReceived: r\nDocumented: d');
    });
  });

  describe('interactionIdEchoed', () => {
    it('holds for the value sent, fails another or none', () => {
      const echoed = exchangeOf({
        operation: 'cop-check',
        headers: { 'x-fapi-interaction-id': 'qa-run-42' },
      });
      expect(
        interactionIdEchoed('cop-check-interaction-id-echo', echoed, 'qa-run-42', 'a valid request'),
      ).to.equal(undefined);
      const failure = interactionIdEchoed(
        'cop-check-interaction-id-echo',
        exchangeOf(),
        'qa-run-42',
        'a valid request',
      );
      expect(failure?.message).to.include(
        'Received: 200 for a valid request with x-fapi-interaction-id: (absent)',
      );
    });
  });

  describe('sameStatusAsSubmitter, sameResultLinesAsSubmitter (X-End-User has no effect)', () => {
    it('hold for the same status and lines, fail another status and the first differing line', () => {
      const seen = (status: string) => ({ exchange: exchangeOf(), status });
      const as = 'read with X-End-User: dept-b';
      expect(
        sameStatusAsSubmitter('status-x-end-user-no-effect', seen('PROCESSED'), 'PROCESSED', as, 'dept-a'),
      ).to.equal(undefined);
      expect(
        sameStatusAsSubmitter('status-x-end-user-no-effect', seen('FAILED'), 'PROCESSED', as, 'dept-a')
          ?.message,
      ).to.include('Received: status FAILED, read with X-End-User: dept-b');
      const own = { exchange: exchangeOf(), lines: ['a', 'b'] };
      expect(sameResultLinesAsSubmitter('results-x-end-user-no-effect', own, own, as, 'dept-a')).to.equal(
        undefined,
      );
      const other = { exchange: exchangeOf(), lines: ['a', 'c'] };
      expect(
        sameResultLinesAsSubmitter('results-x-end-user-no-effect', own, other, as, 'dept-a')?.message,
      ).to.include('Received: result line of record 2, read with X-End-User: dept-b: c');
    });
  });
});
