import { randomUUID } from 'node:crypto';
import { interactionIdEchoed } from '../../src/checks/interaction-id-echo.ts';
import { expectNoServerError } from '../../src/checks/expect-no-server-error.ts';
import { expectStatus } from '../../src/checks/expect-status.ts';
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
import {
  type Kind,
  type SingleCheckVariation,
  sendSingleCheck,
} from '../../src/harness/send-single-check.ts';
import { organisationBody, payeeBody } from '../../src/harness/single-check-bodies.ts';
import type { RuleId } from '../../src/rules/catalogue.ts';
import { limits } from '../../src/schemas/limits.ts';
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
  /** The headers its usage sends besides Authorization, as the usage writes them (A7). */
  readonly usageHeaders: readonly string[];
  /** Bodies with a value beyond those named (interface.md Endpoints/6: "not shown"), by label. */
  readonly otherValues: ReadonlyArray<readonly [string, () => Record<string, unknown>]>;
}

/**
 * Bodies beyond what A7 asserts, whose answers are recorded (A7: "Anything more is recorded in the
 * report as *observed*"): a blank name, a name that is not a string, and a valid body padded to
 * 70,000 characters by a member the usage does not name (no size limit of the single checks is shown). `body` is the valid body with a name; `field` the
 * name's member.
 */
function unusualBodies(
  body: (name: string) => Record<string, unknown>,
  field: string,
): ReadonlyArray<readonly [string, () => Record<string, unknown>]> {
  return [
    [`a blank ${field} (three spaces)`, () => body('   ')],
    [`a ${field} that is a number`, () => ({ ...body('x'), [field]: 42 })],
    [
      'a body of 70,000 characters (a member the usage does not name)',
      () => ({ ...body('Acme'), note: 'x'.repeat(70_000) }),
    ],
  ];
}

/** The organisation account check (interface.md Endpoints/2). */
export const orgCheck: SingleCheck = {
  kind: 'org-check',
  valid: () => organisationBody('Acme Holding BV'),
  withoutField: { field: 'accountId', body: () => ({ name: 'Acme Holding BV' }) },
  usageHeaders: ['Content-Type', 'charset', 'X-Correlation-Id'],
  otherValues: [
    [
      'accountId.type BBAN (with the BBAN of the IBAN)',
      () => ({
        ...organisationBody('Acme Holding BV'),
        accountId: { value: 'ABNA0417164300', type: 'BBAN' },
      }),
    ],
    [
      'accountId.type iban (lower case)',
      () => ({
        ...organisationBody('Acme Holding BV'),
        accountId: { value: 'NL91ABNA0417164300', type: 'iban' },
      }),
    ],
    ...unusualBodies(organisationBody, 'name'),
  ],
};

/** The confirmation of payee check (interface.md Endpoints/3). */
export const copCheck: SingleCheck = {
  kind: 'cop-check',
  valid: () => payeeBody('Jane Doe'),
  withoutField: { field: 'Name', body: () => ({ ...payeeBody('x'), Name: undefined }) },
  usageHeaders: ['x-fapi-interaction-id', 'Content-Type'],
  // SchemeName and AccountType beyond the shown values: the error-responses suite's no-5xx test.
  otherValues: unusualBodies(payeeBody, 'Name'),
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
 * No Authorization, or an empty one, gets 401, also when the valid token or the API key and secret
 * travel elsewhere (Authentication 4-5; Errors/HTTP statuses 401: "Authorization header missing";
 * A14: "An empty Authorization header falls under A15"; A15: "A missing or empty Authorization
 * header … gives 401").
 */
export function authMissing401(check: SingleCheck, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    'no Authorization, or an empty one, gets 401, also with the token or API key in the query or another header',
    async (t) => {
      await expect401(t, check, ruleId, { label: 'no Authorization' });
      await expect401(t, check, ruleId, { label: 'an empty Authorization (A14, A15)', authorization: '' });
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

/**
 * Bodies one edit from the valid body of `check`, none of them a JSON object of its usage: not
 * JSON, the closing brace removed, empty ("missing … JSON body"), an array, `null`; and, for the
 * organisation check, accountId as a string (Resources: "accountId | object").
 */
function nearMissBodies(check: SingleCheck): ReadonlyArray<readonly [string, string]> {
  const valid = JSON.stringify(check.valid());
  return [
    ['a body that is not JSON', 'this is not JSON'],
    ['the valid body with its closing brace removed', valid.slice(0, -1)],
    ['an empty body', ''],
    ['a JSON array ([]) instead of an object', '[]'],
    ['null instead of an object', 'null'],
    ...(check.kind === 'org-check'
      ? ([
          [
            'accountId as a string instead of an object',
            JSON.stringify({ ...check.valid(), accountId: 'NL91ABNA0417164300' }),
          ],
        ] as const)
      : []),
  ];
}

/**
 * A body that is not a JSON object of the usage gets 400, however near the valid body it is
 * (Errors/HTTP statuses 400: "Malformed, missing or non-compliant JSON body"); a body without a
 * shown field is observed.
 */
export function invalidRequest400(check: SingleCheck, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    `a body one edit from valid JSON (${nearMissBodies(check)
      .map(([label]) => label)
      .join('; ')}) gets 400 (a body without a shown field is recorded as observed)`,
    async (t) => {
      for (const [label, body] of nearMissBodies(check)) {
        const exchange = await sendSingleCheck(t.run, check.kind, body);
        expectStatus(ruleId, exchange, [400], `400 for ${label}`);
      }
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

/**
 * The x-fapi-interaction-id sent comes back on every answer of the confirmation of payee (A7:
 * "`x-fapi-interaction-id` is echoed when sent"): a UUID and a free string (`qa-run-42`;
 * interface.md Endpoints/3: "`x-fapi-interaction-id` (string)") on a 200, a UUID on the 400 for a
 * Name over 140 characters and on the 401 without Authorization.
 */
export function interactionIdEcho(ruleId: RuleId): void {
  ruleIt(
    ruleId,
    'the x-fapi-interaction-id sent comes back: on a 200 (a UUID, a free string), the 400 for a long Name, the 401',
    async (t) => {
      const tooLong = 'N'.repeat(limits().partyNameMax + 1);
      const sends: ReadonlyArray<readonly [string, Record<string, unknown>, string, SingleCheckVariation]> = [
        ['a valid request', payeeBody('Jane Doe'), randomUUID(), {}],
        ['a valid request, a free string', payeeBody('Jane Doe'), 'qa-run-42', {}],
        [`a Name of ${tooLong.length} characters (400)`, payeeBody(tooLong), randomUUID(), {}],
        ['no Authorization (401)', payeeBody('Jane Doe'), randomUUID(), { auth: 'none' }],
      ];
      for (const [label, body, interactionId, variation] of sends) {
        const exchange = await sendSingleCheck(t.run, 'cop-check', body, { ...variation, interactionId });
        const failure = interactionIdEchoed(ruleId, exchange, interactionId, label);
        if (failure) throw failure;
      }
    },
  );
}

/**
 * Points the files leave open, recorded under `ruleId` and judged for no 5xx only: `check` without
 * each usage header in turn (interface.md Endpoints/2, 3: "Whether the headers are mandatory: not
 * shown."; A7: "whether they are mandatory is not asserted"), with values beyond those named
 * (Endpoints/6: "not shown"), and as a GET (A16 asserts 405 on the bulk paths only).
 */
export function singleCheckOpenPoints(check: SingleCheck, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    `${check.kind} without each usage header, with other values and as a GET gets no 5xx (answers recorded as observed)`,
    async (t) => {
      const sends: Array<readonly [string, Record<string, unknown>, SingleCheckVariation]> = [
        ...check.usageHeaders.map(
          (header) =>
            [`${check.kind} without ${header}`, check.valid(), { headers: { [header]: null } }] as const,
        ),
        ...check.otherValues.map(([label, body]) => [`${check.kind} with ${label}`, body(), {}] as const),
        [`GET on the ${check.kind} path`, check.valid(), { method: 'GET' }],
      ];
      for (const [label, body, variation] of sends) {
        const exchange = await sendSingleCheck(t.run, check.kind, body, variation);
        observe(t, ruleId, label, exchange);
        expectNoServerError(exchange);
      }
    },
  );
}
