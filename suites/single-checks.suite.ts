import { expectJsonObject } from '../src/harness/expect-json-object.ts';
import { nameTooLong400, valid200 } from '../src/harness/properties/single-check-properties.ts';
import { sendSingleCheck } from '../src/harness/send-single-check.ts';
import { organisationBody, payeeBody } from '../src/harness/single-check-bodies.ts';
import { propertyGroup } from './shared/property-group.ts';
import { ruleIt } from './shared/rule-it.ts';
import {
  authExpired401,
  authInvalid401,
  authMissing401,
  copCheck,
  interactionIdEcho,
  invalidRequest400,
  orgCheck,
} from './shared/single-checks.ts';

describe('Single checks: organisation account check and confirmation of payee (interface.md Endpoints/2, 3; A7)', () => {
  ruleIt(
    'org-check-200',
    'a valid organisation check gets 200 and a JSON object, its X-Correlation-Id a UUID or a free string',
    async (t) => {
      expectJsonObject(
        t,
        t.ruleId,
        await sendSingleCheck(t.run, 'org-check', organisationBody('Acme Holding BV')),
      );
      // The usage types X-Correlation-Id as a string only (Endpoints/2): one that is no UUID is valid.
      expectJsonObject(
        t,
        t.ruleId,
        await sendSingleCheck(t.run, 'org-check', organisationBody('Acme Holding BV'), {
          headers: { 'X-Correlation-Id': 'qa-run-42' },
        }),
      );
    },
  );

  authMissing401(orgCheck, 'org-check-auth-missing-401');

  ruleIt(
    'cop-check-200',
    'a valid Personal and Business confirmation of payee gets 200 and a JSON object',
    async (t) => {
      expectJsonObject(t, t.ruleId, await sendSingleCheck(t.run, 'cop-check', payeeBody('Jane Doe')));
      expectJsonObject(
        t,
        t.ruleId,
        await sendSingleCheck(t.run, 'cop-check', payeeBody('Acme Ltd', 'Business')),
      );
    },
  );

  authMissing401(copCheck, 'cop-check-auth-missing-401');
  interactionIdEcho('cop-check-interaction-id-echo');
  authInvalid401(orgCheck, 'org-check-auth-invalid-401');
  authInvalid401(copCheck, 'cop-check-auth-invalid-401');
  authExpired401(orgCheck, 'org-check-auth-invalid-401');
  authExpired401(copCheck, 'cop-check-auth-invalid-401');
  invalidRequest400(orgCheck, 'org-check-invalid-request-400');
  invalidRequest400(copCheck, 'cop-check-invalid-request-400');

  // Generated bodies (A7; interface.md Limits: name at most 140 characters; A13): their work starts together.
  const generated = propertyGroup();
  generated.declare(valid200('org-check', 'org-check-200'));
  generated.declare(valid200('cop-check', 'cop-check-200'));
  generated.declare(nameTooLong400('org-check', 'org-check-name-too-long-400'));
  generated.declare(nameTooLong400('cop-check', 'cop-check-name-too-long-400'));
});
