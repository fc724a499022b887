import { randomUUID } from 'node:crypto';
import { expectStatus } from '../../src/harness/expect.ts';
import { expiredToken } from '../../src/harness/expired-token.ts';
import {
  credentialsAsBearerToken,
  credentialsElsewhere,
  type NearMiss,
  nearMissBearerTokens,
  wrongSchemes,
} from '../../src/harness/near-miss-authorization.ts';
import { observe } from '../../src/harness/observe.ts';
import type { RuleTest } from '../../src/harness/rule-test.ts';
import { type Kind, sendSingleCheck } from '../../src/harness/send-single-check.ts';
import { organisationBody, payeeBody } from '../../src/harness/single-check-bodies.ts';
import type { RuleId } from '../../src/rules/catalogue.ts';
import { ruleIt } from './rule-it.ts';

// The example tests the two single checks share (interface.md Endpoints/2-3, Authentication 5,
// Errors/HTTP statuses; A7). Each declares the test of one requirement on one single check under
// the full rule id the suite gives.

/** A single check under test: its operation and a valid body of its usage (A7). */
export interface SingleCheck {
  readonly kind: Kind;
  readonly valid: () => Record<string, unknown>;
  /** A body without the field its usage names first (which fields are mandatory is not shown). */
  readonly withoutField: { readonly field: string; readonly body: () => Record<string, unknown> };
}

/** The organisation account check (interface.md Endpoints/2). */
export const orgCheck: SingleCheck = {
  kind: 'org-check',
  valid: () => organisationBody('Acme Holding BV'),
  withoutField: { field: 'accountId', body: () => ({ name: 'Acme Holding BV' }) },
};

/** The confirmation of payee check (interface.md Endpoints/3). */
export const copCheck: SingleCheck = {
  kind: 'cop-check',
  valid: () => payeeBody('Jane Doe'),
  withoutField: { field: 'Name', body: () => ({ ...payeeBody('x'), Name: undefined }) },
};

/** Sends `miss` on `check` (a valid body otherwise) and expects 401. */
async function expect401(t: RuleTest, check: SingleCheck, ruleId: RuleId, miss: NearMiss): Promise<void> {
  const exchange = await sendSingleCheck(t.run, check.kind, check.valid(), {
    ...(miss.authorization === undefined ? { auth: 'none' } : { authorization: miss.authorization }),
    ...(miss.headers ? { headers: miss.headers } : {}),
    ...(miss.query ? { query: miss.query } : {}),
  });
  expectStatus(ruleId, exchange, [401], `401 for ${miss.label}`);
}

/**
 * No Authorization gets 401, also when the valid token or the API key and secret travel elsewhere
 * (Authentication 4-5; Errors/HTTP statuses 401: "Authorization header missing").
 */
export function authMissing401(check: SingleCheck, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    'no Authorization gets 401, also with the token or API key in the query or another header',
    async (t) => {
      await expect401(t, check, ruleId, { label: 'no Authorization' });
      const token = await t.run.client.tokens.token();
      for (const miss of credentialsElsewhere(token, t.run.client.endpoint.credentials)) {
        await expect401(t, check, ruleId, miss);
      }
    },
  );
}

/**
 * An invalid token gets 401: a random one, the valid token one edit away, the client's own API key
 * and secret as a token, and the valid token or real credentials under another scheme
 * (Authentication 5: "A missing or invalid token gives 401"; the single checks have no rule of
 * their own for a malformed header, so these are invalid tokens here).
 */
export function authInvalid401(check: SingleCheck, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    'an invalid bearer token gets 401: random, one edit from the valid one, real credentials, another scheme',
    async (t) => {
      await expect401(t, check, ruleId, {
        label: 'a random token',
        authorization: `Bearer unknown-${randomUUID()}`,
      });
      const token = await t.run.client.tokens.token();
      const { credentials } = t.run.client.endpoint;
      for (const miss of [
        ...nearMissBearerTokens(token),
        ...credentialsAsBearerToken(credentials),
        ...wrongSchemes(token, credentials),
      ]) {
        await expect401(t, check, ruleId, miss);
      }
    },
  );
}

/** A bearer token past its expires_in gets 401 (Authentication 5: an invalid token; A15: expired). */
export function authExpired401(check: SingleCheck, ruleId: RuleId): void {
  ruleIt(ruleId, 'a bearer token past its expires_in gets 401 (A15)', async (t) => {
    const token = await expiredToken(t.run);
    await expect401(t, check, ruleId, { label: 'an expired token', authorization: `Bearer ${token}` });
  });
}

/** A body that is not JSON gets 400 (Errors/HTTP statuses 400); a body without a shown field is observed. */
export function invalidRequest400(check: SingleCheck, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    'a body that is not JSON gets 400 (a body without a shown field is recorded as observed)',
    async (t) => {
      const exchange = await sendSingleCheck(t.run, check.kind, 'this is not JSON');
      expectStatus(ruleId, exchange, [400], '400 for a body that is not JSON');
      // Which fields are mandatory is not shown (Resources has no Required column for the single checks).
      observe(
        t,
        ruleId,
        `a body without ${check.withoutField.field}`,
        await sendSingleCheck(t.run, check.kind, JSON.stringify(check.withoutField.body())),
      );
    },
  );
}
