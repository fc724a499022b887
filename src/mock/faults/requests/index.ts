import { resultsAccept406 } from './results-accept-406.ts';
import { resultsAcceptLanguageIso6391 } from './results-accept-language-iso-639-1.ts';
import { resultsAuthExpired401 } from './results-auth-expired-401.ts';
import { resultsAuthInvalid401 } from './results-auth-invalid-401.ts';
import { resultsAuthMalformed401 } from './results-auth-malformed-401.ts';
import { resultsAuthMissing401 } from './results-auth-missing-401.ts';
import { resultsMethod405404 } from './results-method-405--404.ts';
import { resultsMethod405 } from './results-method-405.ts';
import { resultsScope403401 } from './results-scope-403--401.ts';
import { resultsScope403 } from './results-scope-403.ts';
import { resultsTaskidCaseInsensitive } from './results-taskid-case-insensitive.ts';
import { resultsTaskidUuidWrongTitle } from './results-taskid-uuid--wrong-title.ts';
import { resultsTaskidUuid } from './results-taskid-uuid.ts';
import { resultsUnknownTask404 } from './results-unknown-task-404.ts';
import { resultsXChannelMax70 } from './results-x-channel-max-70.ts';
import { resultsXEndUserLength } from './results-x-end-user-length.ts';
import { resultsXEndUserPattern } from './results-x-end-user-pattern.ts';
import { resultsXRequestIdEcho } from './results-x-request-id-echo.ts';
import { resultsXRequestIdMandatory } from './results-x-request-id-mandatory.ts';
import { resultsXRequestIdMax128 } from './results-x-request-id-max-128.ts';
import { resultsXRequestIdUuid } from './results-x-request-id-uuid.ts';
import { resultsXSoftwareSupplierMax70 } from './results-x-software-supplier-max-70.ts';
import { statusAccept406 } from './status-accept-406.ts';
import { statusAcceptLanguageIso6391 } from './status-accept-language-iso-639-1.ts';
import { statusAuthExpired401 } from './status-auth-expired-401.ts';
import { statusAuthInvalid401 } from './status-auth-invalid-401.ts';
import { statusAuthMalformed401 } from './status-auth-malformed-401.ts';
import { statusAuthMissing401 } from './status-auth-missing-401.ts';
import { statusMethod405404 } from './status-method-405--404.ts';
import { statusMethod405 } from './status-method-405.ts';
import { statusScope403401 } from './status-scope-403--401.ts';
import { statusScope403 } from './status-scope-403.ts';
import { statusTaskidCaseInsensitive } from './status-taskid-case-insensitive.ts';
import { statusTaskidUuidWrongTitle } from './status-taskid-uuid--wrong-title.ts';
import { statusTaskidUuid } from './status-taskid-uuid.ts';
import { statusUnknownTask404 } from './status-unknown-task-404.ts';
import { statusXChannelMax70Strict } from './status-x-channel-max-70--strict.ts';
import { statusXChannelMax70 } from './status-x-channel-max-70.ts';
import { statusXEndUserLengthStrict } from './status-x-end-user-length--strict.ts';
import { statusXEndUserLength } from './status-x-end-user-length.ts';
import { statusXEndUserPattern } from './status-x-end-user-pattern.ts';
import { statusXRequestIdEchoOtherValue } from './status-x-request-id-echo--other-value.ts';
import { statusXRequestIdEcho } from './status-x-request-id-echo.ts';
import { statusXRequestIdMandatory } from './status-x-request-id-mandatory.ts';
import { statusXRequestIdMax128 } from './status-x-request-id-max-128.ts';
import { statusXRequestIdUuid } from './status-x-request-id-uuid.ts';
import { statusXSoftwareSupplierMax70Strict } from './status-x-software-supplier-max-70--strict.ts';
import { statusXSoftwareSupplierMax70 } from './status-x-software-supplier-max-70.ts';
import { submit202TaskId } from './submit-202-task-id.ts';
import { submitAcceptLanguageIso6391 } from './submit-accept-language-iso-639-1.ts';
import { submitAuthExpired401 } from './submit-auth-expired-401.ts';
import { submitAuthInvalid401 } from './submit-auth-invalid-401.ts';
import { submitAuthMalformed401 } from './submit-auth-malformed-401.ts';
import { submitAuthMissing401 } from './submit-auth-missing-401.ts';
import { submitContentType415Strict } from './submit-content-type-415--strict.ts';
import { submitContentType415 } from './submit-content-type-415.ts';
import { submitContentTypeMissing } from './submit-content-type-missing.ts';
import { submitMethod405 } from './submit-method-405.ts';
import { submitScope403401 } from './submit-scope-403--401.ts';
import { submitScope403 } from './submit-scope-403.ts';
import { submitXChannelMax70 } from './submit-x-channel-max-70.ts';
import { submitXEndUserLength } from './submit-x-end-user-length.ts';
import { submitXEndUserPattern } from './submit-x-end-user-pattern.ts';
import { submitXRequestIdEcho } from './submit-x-request-id-echo.ts';
import { submitXRequestIdMandatory } from './submit-x-request-id-mandatory.ts';
import { submitXRequestIdMax128 } from './submit-x-request-id-max-128.ts';
import { submitXRequestIdUuid } from './submit-x-request-id-uuid.ts';
import { submitXSoftwareSupplierMax70 } from './submit-x-software-supplier-max-70.ts';

/** Faults of requests to the three bulk operations: headers, authorization, scope, methods, taskId in the path, the success response (Endpoints/4-6; A2, A4, A5, A10-A12, A14-A16), one per file. */
export const REQUESTS_FAULTS = [
  resultsAccept406,
  resultsAcceptLanguageIso6391,
  resultsAuthExpired401,
  resultsAuthInvalid401,
  resultsAuthMalformed401,
  resultsAuthMissing401,
  resultsMethod405404,
  resultsMethod405,
  resultsScope403401,
  resultsScope403,
  resultsTaskidCaseInsensitive,
  resultsTaskidUuidWrongTitle,
  resultsTaskidUuid,
  resultsUnknownTask404,
  resultsXChannelMax70,
  resultsXEndUserLength,
  resultsXEndUserPattern,
  resultsXRequestIdEcho,
  resultsXRequestIdMandatory,
  resultsXRequestIdMax128,
  resultsXRequestIdUuid,
  resultsXSoftwareSupplierMax70,
  statusAccept406,
  statusAcceptLanguageIso6391,
  statusAuthExpired401,
  statusAuthInvalid401,
  statusAuthMalformed401,
  statusAuthMissing401,
  statusMethod405404,
  statusMethod405,
  statusScope403401,
  statusScope403,
  statusTaskidCaseInsensitive,
  statusTaskidUuidWrongTitle,
  statusTaskidUuid,
  statusUnknownTask404,
  statusXChannelMax70Strict,
  statusXChannelMax70,
  statusXEndUserLengthStrict,
  statusXEndUserLength,
  statusXEndUserPattern,
  statusXRequestIdEchoOtherValue,
  statusXRequestIdEcho,
  statusXRequestIdMandatory,
  statusXRequestIdMax128,
  statusXRequestIdUuid,
  statusXSoftwareSupplierMax70Strict,
  statusXSoftwareSupplierMax70,
  submit202TaskId,
  submitAcceptLanguageIso6391,
  submitAuthExpired401,
  submitAuthInvalid401,
  submitAuthMalformed401,
  submitAuthMissing401,
  submitContentType415Strict,
  submitContentType415,
  submitContentTypeMissing,
  submitMethod405,
  submitScope403401,
  submitScope403,
  submitXChannelMax70,
  submitXEndUserLength,
  submitXEndUserPattern,
  submitXRequestIdEcho,
  submitXRequestIdMandatory,
  submitXRequestIdMax128,
  submitXRequestIdUuid,
  submitXSoftwareSupplierMax70,
] as const;
