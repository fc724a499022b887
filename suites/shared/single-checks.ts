import { randomUUID } from 'node:crypto';
import { expectStatus } from '../../src/harness/expect.ts';
import { observe } from '../../src/harness/observe.ts';
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

/** An unknown bearer token gets 401 (Authentication 5). */
export function authInvalid401(check: SingleCheck, ruleId: RuleId): void {
  ruleIt(ruleId, 'an unknown bearer token gets 401', async (t) => {
    const authorization = `Bearer unknown-${randomUUID()}`;
    const exchange = await sendSingleCheck(
      t.run,
      check.kind,
      check.valid(),
      'bearer',
      randomUUID(),
      authorization,
    );
    expectStatus(ruleId, exchange, [401], '401 for an unknown token');
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
