import { statusOperation } from '../src/harness/bulk-operations.ts';
import { expectStatus } from '../src/checks/expect-status.ts';
import {
  acceptLanguageIso6391,
  xChannelMax70,
  xEndUserLength,
  xEndUserPattern,
  xRequestIdMax128,
  xRequestIdTextForm,
  xRequestIdUuid,
  xSoftwareSupplierMax70,
} from '../src/harness/properties/header-properties.ts';
import { accept406 } from '../src/harness/properties/accept-properties.ts';
import { taskIdTextForm, taskIdUuid } from '../src/harness/properties/task-path-properties.ts';
import {
  authExpired401,
  authInvalid401,
  authMalformed401,
  authMissing401,
  method405,
  scope403,
  xRequestIdEcho,
  xRequestIdEmpty,
  xRequestIdMandatory,
} from './shared/bulk-requests.ts';
import { propertyGroup } from './shared/property-group.ts';
import { ruleIt } from './shared/rule-it.ts';
import { taskIdCaseInsensitive, unknownTask404, xEndUserNoEffect } from './shared/task-path.ts';

describe('Bulk status: GET /vopgateway/v1/bulk/{taskId}/status (interface.md Endpoints/4)', () => {
  const status = statusOperation();

  ruleIt('status-200-json-body', 'a valid request gets 200 and {status, detail?}', async (t) => {
    // The body is judged against schemas/responses/status.schema.json by the checks on every exchange.
    expectStatus(t.ruleId, await status.send(t.run, {}), [200], '200 with a JSON status body');
  });
  xRequestIdEcho(status, 'status-x-request-id-echo');
  xRequestIdMandatory(status, 'status-x-request-id-mandatory');
  xRequestIdEmpty(status, 'status-x-request-id-empty');
  xEndUserNoEffect(status, 'status-x-end-user-no-effect');

  // Bearer token and scope (Authentication 4-5; A5, A15), methods (A16).
  authMissing401(status, 'status-auth-missing-401');
  authInvalid401(status, 'status-auth-invalid-401');
  authMalformed401(status, 'status-auth-malformed-401');
  authExpired401(status, 'status-auth-expired-401');
  scope403(status, 'status-scope-403');
  method405(status, 'status-method-405');

  // The {taskId} path (Resources/Bulk request; A4, A11).
  taskIdCaseInsensitive(status, 'status-taskid-case-insensitive');
  unknownTask404(status, 'status-unknown-task-404');

  // Generated cases (Endpoints/4 request headers, Limits; A8, A10-A12): their work starts together.
  const generated = propertyGroup();
  generated.declare(xRequestIdUuid(status, 'status-x-request-id-uuid'));
  generated.declare(xRequestIdTextForm(status, 'status-x-request-id-text-form'));
  generated.declare(xRequestIdMax128(status, 'status-x-request-id-max-128'));
  generated.declare(xEndUserLength(status, 'status-x-end-user-length'));
  generated.declare(xEndUserPattern(status, 'status-x-end-user-pattern'));
  generated.declare(xSoftwareSupplierMax70(status, 'status-x-software-supplier-max-70'));
  generated.declare(xChannelMax70(status, 'status-x-channel-max-70'));
  generated.declare(acceptLanguageIso6391(status, 'status-accept-language-iso-639-1'));
  generated.declare(taskIdUuid(status, 'status-taskid-uuid'));
  generated.declare(taskIdTextForm(status, 'status-taskid-text-form'));
  generated.declare(accept406(status, 'status-accept-406'));
});
