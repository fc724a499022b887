import { randomUUID } from 'node:crypto';
import { ConformanceFailure } from '../src/checks/conformance-failure.ts';
import { headerOf } from '../src/client/types.ts';
import { expectJsonObject } from '../src/harness/expect-json-object.ts';
import { expectNoServerError, expectStatus } from '../src/harness/expect.ts';
import { observe } from '../src/harness/observe.ts';
import { singleCheckPropertyEntries } from '../src/harness/properties/registry.ts';
import { sendSingleCheck } from '../src/harness/send-single-check.ts';
import { ruleIt } from '../src/harness/rule-test.ts';
import { organisationBody, payeeBody } from '../src/harness/single-check-bodies.ts';

describe('Single checks: organisation account check and confirmation of payee (interface.md Endpoints/2, 3; A7)', () => {
  ruleIt('org-check-200', 'a valid organisation check gets 200 and a JSON object', async (t) => {
    expectJsonObject(
      t,
      'org-check-200',
      await sendSingleCheck(t.run, 'org-check', organisationBody('Acme Holding BV')),
    );
  });

  ruleIt('org-check-auth-missing-401', 'no Authorization gets 401', async (t) => {
    const exchange = await sendSingleCheck(t.run, 'org-check', organisationBody('Acme Holding BV'), 'none');
    expectStatus('org-check-auth-missing-401', exchange, [401], '401');
  });

  ruleIt(
    'cop-check-200',
    'a valid Personal and Business confirmation of payee gets 200 and a JSON object',
    async (t) => {
      expectJsonObject(t, 'cop-check-200', await sendSingleCheck(t.run, 'cop-check', payeeBody('Jane Doe')));
      expectJsonObject(
        t,
        'cop-check-200',
        await sendSingleCheck(t.run, 'cop-check', payeeBody('Acme Ltd', 'Business')),
      );
    },
  );

  ruleIt('cop-check-auth-missing-401', 'no Authorization gets 401', async (t) => {
    expectStatus(
      'cop-check-auth-missing-401',
      await sendSingleCheck(t.run, 'cop-check', payeeBody('Jane Doe'), 'none'),
      [401],
      '401',
    );
  });

  ruleIt('cop-check-interaction-id-echo', 'the x-fapi-interaction-id sent comes back', async (t) => {
    const interactionId = randomUUID();
    const exchange = await sendSingleCheck(
      t.run,
      'cop-check',
      payeeBody('Jane Doe'),
      'bearer',
      interactionId,
    );
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

  for (const { kind, valid, authInvalid, invalidRequest } of [
    {
      kind: 'org-check',
      valid: organisationBody('Acme Holding BV'),
      authInvalid: 'org-check-auth-invalid-401',
      invalidRequest: 'org-check-invalid-request-400',
    },
    {
      kind: 'cop-check',
      valid: payeeBody('Jane Doe'),
      authInvalid: 'cop-check-auth-invalid-401',
      invalidRequest: 'cop-check-invalid-request-400',
    },
  ] as const) {
    ruleIt(authInvalid, 'an unknown bearer token gets 401', async (t) => {
      const authorization = `Bearer unknown-${randomUUID()}`;
      const exchange = await sendSingleCheck(t.run, kind, valid, 'bearer', randomUUID(), authorization);
      expectStatus(authInvalid, exchange, [401], '401 for an unknown token');
    });

    ruleIt(
      invalidRequest,
      'a body that is not JSON gets 400 (a body without a shown field is recorded as observed)',
      async (t) => {
        const exchange = await sendSingleCheck(t.run, kind, 'this is not JSON');
        expectStatus(invalidRequest, exchange, [400], '400 for a body that is not JSON');
        // Which fields are mandatory is not shown (Resources has no Required column for the single checks).
        const missing =
          kind === 'org-check' ? { name: 'Acme Holding BV' } : { ...payeeBody('x'), Name: undefined };
        observe(
          t,
          invalidRequest,
          `a body without ${kind === 'org-check' ? 'accountId' : 'Name'}`,
          await sendSingleCheck(t.run, kind, JSON.stringify(missing)),
        );
      },
    );
  }

  ruleIt(
    'server-no-5xx',
    'confirmation of payee with out-of-rule fields gets no 5xx (statuses recorded as observed, A7)',
    async (t) => {
      const variants = [
        { SchemeName: 'IBAN' },
        { AccountType: 'Savings' },
        { Identification: '1234' },
        { Identification: 'ABCDEFGHIJKLMN' },
      ];
      for (const variant of variants) {
        const exchange = await sendSingleCheck(t.run, 'cop-check', { ...payeeBody('Jane Doe'), ...variant });
        observe(t, 'server-no-5xx', `confirmation of payee with ${JSON.stringify(variant)}`, exchange);
        expectNoServerError(exchange);
      }
    },
  );

  for (const property of singleCheckPropertyEntries()) property.declare();
});
