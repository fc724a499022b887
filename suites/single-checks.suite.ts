import { randomUUID } from 'node:crypto';
import addContext from 'mochawesome/addContext.js';
import { ConformanceFailure, describeResponse } from '../src/checks/conformance-failure.ts';
import { type Exchange, headerOf } from '../src/client/types.ts';
import { runContext } from '../src/runner/context.ts';
import { limits } from '../src/schemas/limits.ts';
import { PATHS } from '../src/spec/paths.ts';
import { expectStatus, jsonBody } from './support/expect.ts';
import { ruleIt } from './support/rule-test.ts';

/**
 * Sends a single check with exactly the headers its usage shows (A7; no X-Request-Id, which is
 * not part of these calls).
 */
function singleCheck(
  operation: 'org-check' | 'cop-check',
  body: object,
  auth: 'bearer' | 'none' = 'bearer',
  interactionId = randomUUID(),
) {
  const headers: Record<string, string | null> =
    operation === 'org-check'
      ? {
          'Content-Type': 'application/json',
          charset: 'utf-8',
          'X-Correlation-Id': randomUUID(),
          'X-Request-Id': null,
        }
      : { 'x-fapi-interaction-id': interactionId, 'Content-Type': 'application/json', 'X-Request-Id': null };
  const path = operation === 'org-check' ? PATHS.organisationCheck : PATHS.confirmationOfPayee;
  return runContext().client.send({
    operation,
    method: 'POST',
    path,
    headers,
    body: JSON.stringify(body),
    auth,
  });
}

const organisation = (name: string) => ({ accountId: { value: 'NL91ABNA0417164300', type: 'IBAN' }, name });
const payee = (Name: string, AccountType = 'Personal') => ({
  SchemeName: 'SortCodeAccountNumber',
  AccountType,
  Identification: '40051212345678',
  Name,
});

/** Asserts 200 with a JSON object (A7) under `ruleId`, and records the body as observed (its shape is not shown). */
function expectJsonObject(ctx: Mocha.Context, ruleId: string, exchange: Exchange): void {
  expectStatus(ruleId, exchange, [200], '200 with a JSON object');
  const body = jsonBody(exchange);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ConformanceFailure(ruleId, describeResponse(exchange), '200 with a JSON object', exchange);
  }
  addContext(ctx, { title: 'Observed response body (shape not shown in interface.md)', value: body });
}

describe('Single checks: organisation account check and confirmation of payee (interface.md Endpoints/2, 3; A7)', () => {
  const max = limits().partyNameMax;

  ruleIt('org-check-200', 'a valid organisation check gets 200 and a JSON object', async function () {
    expectJsonObject(this, 'org-check-200', await singleCheck('org-check', organisation('Acme Holding BV')));
  });

  ruleIt('org-check-name-too-long-400', `a ${max}-character name passes, ${max + 1} gets 400`, async () => {
    const id = 'org-check-name-too-long-400';
    expectStatus(
      id,
      await singleCheck('org-check', organisation('O'.repeat(max))),
      [200],
      `200 for a ${max}-character name`,
    );
    expectStatus(
      id,
      await singleCheck('org-check', organisation('O'.repeat(max + 1))),
      [400],
      `400 for ${max + 1} characters`,
    );
  });

  ruleIt('org-check-auth-missing-401', 'no Authorization gets 401', async () => {
    const exchange = await singleCheck('org-check', organisation('Acme Holding BV'), 'none');
    expectStatus('org-check-auth-missing-401', exchange, [401], '401');
  });

  ruleIt(
    'cop-check-200',
    'a valid Personal and Business confirmation of payee gets 200 and a JSON object',
    async function () {
      expectJsonObject(this, 'cop-check-200', await singleCheck('cop-check', payee('Jane Doe')));
      expectJsonObject(this, 'cop-check-200', await singleCheck('cop-check', payee('Acme Ltd', 'Business')));
    },
  );

  ruleIt('cop-check-name-too-long-400', `a ${max}-character Name passes, ${max + 1} gets 400`, async () => {
    const id = 'cop-check-name-too-long-400';
    expectStatus(
      id,
      await singleCheck('cop-check', payee('P'.repeat(max))),
      [200],
      `200 for a ${max}-character Name`,
    );
    expectStatus(
      id,
      await singleCheck('cop-check', payee('P'.repeat(max + 1))),
      [400],
      `400 for ${max + 1} characters`,
    );
  });

  ruleIt('cop-check-auth-missing-401', 'no Authorization gets 401', async () => {
    expectStatus(
      'cop-check-auth-missing-401',
      await singleCheck('cop-check', payee('Jane Doe'), 'none'),
      [401],
      '401',
    );
  });

  ruleIt('cop-check-interaction-id-echo', 'the x-fapi-interaction-id sent comes back', async () => {
    const interactionId = randomUUID();
    const exchange = await singleCheck('cop-check', payee('Jane Doe'), 'bearer', interactionId);
    const echoed = headerOf(exchange.response, 'x-fapi-interaction-id');
    if (echoed !== interactionId) {
      throw new ConformanceFailure(
        'cop-check-interaction-id-echo',
        `x-fapi-interaction-id: ${echoed ?? '(absent)'}`,
        `x-fapi-interaction-id: ${interactionId}`,
        exchange,
      );
    }
  });
});
