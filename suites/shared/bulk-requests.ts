import { randomUUID } from 'node:crypto';
import { exchangeRuleFailure, exchangeRuleVerdicts } from '../../src/checks/exchange-rule.ts';
import { headerOf } from '../../src/client/types.ts';
import type { BulkOperation } from '../../src/harness/bulk-operations.ts';
import { expiredToken } from '../../src/harness/expired-token.ts';
import { expectFormatError } from '../../src/checks/expect-format-error.ts';
import { expectStatus } from '../../src/checks/expect-status.ts';
import { observe } from '../../src/harness/observe.ts';
import {
  credentialsAsBearerToken,
  credentialsElsewhere,
  type NearMiss,
  nearMissBearerTokens,
  wrongSchemes,
} from '../../src/harness/near-miss-authorization.ts';
import { type RuleTest, skipWith } from '../../src/harness/rule-test.ts';
import type { RuleId } from '../../src/rules/catalogue.ts';
import { ruleIt } from './rule-it.ts';

// The example-based request rules the three bulk operations share (interface.md Endpoints/4,
// Authentication 4-5; A2, A5, A15, A16). Each function declares the test of one requirement on
// `operation` under the full rule id the suite gives. Each negative request breaks one rule and
// keeps the rest valid (A16).

/**
 * No X-Request-Id gets 400 MANDATORY_HEADER_NOT_PROVIDED (Endpoints/4 request headers), also when
 * a UUID travels in X-Correlation-Id, the organisation check's correlation header (Endpoints/2).
 */
export function xRequestIdMandatory(operation: BulkOperation, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    'no X-Request-Id gets 400 MANDATORY_HEADER_NOT_PROVIDED, also with a UUID in X-Correlation-Id',
    async (t) => {
      const exchange = await operation.send(t.run, { headers: { 'X-Request-Id': null } });
      expectFormatError(ruleId, exchange, ['MANDATORY_HEADER_NOT_PROVIDED']);
      const aliased = await operation.send(t.run, {
        headers: { 'X-Request-Id': null, 'X-Correlation-Id': randomUUID() },
      });
      expectFormatError(ruleId, aliased, ['MANDATORY_HEADER_NOT_PROVIDED']);
    },
  );
}

/** The empty and whitespace-only X-Request-Id values sent (a server trims the whitespace: each arrives empty). */
const EMPTY_VALUES: readonly string[] = ['', '\t', ' '];

/**
 * An X-Request-Id that is present but empty or only whitespace gets 400 FORMAT_ERROR
 * INVALID_HEADER or MANDATORY_HEADER_NOT_PROVIDED (A14: "either conforms").
 */
export function xRequestIdEmpty(operation: BulkOperation, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    'an empty or whitespace X-Request-Id gets 400 INVALID_HEADER or MANDATORY_HEADER_NOT_PROVIDED (A14)',
    async (t) => {
      for (const value of EMPTY_VALUES) {
        const exchange = await operation.send(t.run, { headers: { 'X-Request-Id': value } });
        expectFormatError(ruleId, exchange, ['INVALID_HEADER', 'MANDATORY_HEADER_NOT_PROVIDED']);
      }
    },
  );
}

/** Sends `miss` on `operation` (the valid request otherwise) and expects 401. */
async function expect401(
  t: RuleTest,
  operation: BulkOperation,
  ruleId: RuleId,
  miss: NearMiss,
): Promise<void> {
  const exchange = await operation.send(t.run, {
    ...(miss.authorization === undefined ? { auth: 'none' } : {}),
    headers: {
      ...miss.headers,
      ...(miss.authorization === undefined ? {} : { Authorization: miss.authorization }),
    },
    ...(miss.query ? { query: miss.query } : {}),
  });
  expectStatus(ruleId, exchange, [401], `401 for ${miss.label}`);
}

/**
 * No Authorization gets 401, also when the valid token or the API key and secret travel elsewhere
 * (query, other headers) (Authentication 4-5; Errors/HTTP statuses 401: "Authorization header missing").
 */
export function authMissing401(operation: BulkOperation, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    'no Authorization gets 401, also with the token or API key in the query or another header',
    async (t) => {
      await expect401(t, operation, ruleId, { label: 'no Authorization' });
      const token = await t.run.client.tokens.token();
      for (const miss of credentialsElsewhere(token, t.run.client.endpoint.credentials)) {
        await expect401(t, operation, ruleId, miss);
      }
    },
  );
}

/**
 * An unknown bearer token gets 401: a random one, the valid token one edit away, and the client's
 * own API key and secret as a token (Authentication 5: "A missing or invalid token gives 401").
 */
export function authInvalid401(operation: BulkOperation, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    'an unknown bearer token gets 401: random, one edit from the valid one, the API key and secret',
    async (t) => {
      await expect401(t, operation, ruleId, {
        label: 'a random token',
        authorization: `Bearer unknown-${randomUUID()}`,
      });
      const token = await t.run.client.tokens.token();
      for (const miss of [
        ...nearMissBearerTokens(token),
        ...credentialsAsBearerToken(t.run.client.endpoint.credentials),
      ]) {
        await expect401(t, operation, ruleId, miss);
      }
    },
  );
}

/**
 * An empty Authorization, or one that is not `Bearer <token>`, gets 401 (A15): also the valid
 * token under another scheme or none, and the client's real API key and secret as Basic.
 */
export function authMalformed401(operation: BulkOperation, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    'an empty Authorization, or one that is not Bearer <token> (the valid token or real credentials under another scheme), gets 401 (A15)',
    async (t) => {
      // An empty Authorization is A15's, not the documented "missing" (the FORMAT_ERROR table names Authorization too).
      for (const authorization of ['', 'Bearer', 'Basic dXNlcjpwYXNz', 'Token abc123', 'Bearer abc def']) {
        await expect401(t, operation, ruleId, {
          label: `Authorization: ${JSON.stringify(authorization)}`,
          authorization,
        });
      }
      const token = await t.run.client.tokens.token();
      for (const miss of wrongSchemes(token, t.run.client.endpoint.credentials)) {
        await expect401(t, operation, ruleId, miss);
      }
    },
  );
}

/** A bearer token past its expires_in gets 401 (A15). */
export function authExpired401(operation: BulkOperation, ruleId: RuleId): void {
  ruleIt(ruleId, 'a bearer token past its expires_in gets 401 (A15)', async (t) => {
    const token = await expiredToken(t.run);
    const exchange = await operation.send(t.run, { headers: { Authorization: `Bearer ${token}` } });
    expectStatus(ruleId, exchange, [401], '401 for an expired token');
  });
}

/** A token without the bulk scope gets 403 (A5): needs the limited-scope client. */
export function scope403(operation: BulkOperation, ruleId: RuleId): void {
  ruleIt(ruleId, 'a token without the bulk scope gets 403 (A5)', async (t) => {
    const { limitedClient } = t.run;
    if (!limitedClient) {
      return skipWith(
        t,
        'needs a limited-scope client: set VOP_LIMITED_API_KEY and VOP_LIMITED_API_SECRET (A5)',
      );
    }
    const exchange = await operation.send(t.run, { client: limitedClient });
    expectStatus(ruleId, exchange, [403], '403 with an error body');
  });
}

/** The methods A16 names get 405; the Allow header is recorded as observed. */
export function method405(operation: BulkOperation, ruleId: RuleId): void {
  ruleIt(ruleId, `${operation.otherMethods.join(', ')} get 405 (A16)`, async (t) => {
    for (const method of operation.otherMethods) {
      const exchange = await operation.send(t.run, { method });
      expectStatus(ruleId, exchange, [405], `405 for ${method}`);
      // Neither spec file requires an Allow header on the 405: recorded, not asserted.
      observe(
        t,
        ruleId,
        `Allow header on the 405 for ${method}`,
        headerOf(exchange.response, 'allow') ?? '(absent)',
      );
    }
  });
}

/** A valid request gets its X-Request-Id back (Endpoints/4 success response; A2). */
export function xRequestIdEcho(operation: BulkOperation, ruleId: RuleId): void {
  ruleIt(ruleId, 'a valid request gets its X-Request-Id back', async (t) => {
    const requestId = randomUUID();
    const exchange = await operation.send(t.run, { headers: { 'X-Request-Id': requestId } });
    expectStatus(ruleId, exchange, operation.okStatuses, 'a valid request accepted');
    // The check on every exchange judges the echo (src/checks/request-id-echo.ts); here by name.
    if (exchangeRuleVerdicts(ruleId, exchange).length === 0)
      throw new Error(`no check judges ${ruleId} on the answer of ${exchange.request.operation}`);
    const failure = exchangeRuleFailure(ruleId, exchange);
    if (failure) throw failure;
  });
}
