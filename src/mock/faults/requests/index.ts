import { resultsAccept406 } from './results-accept-406.ts';
import { resultsAcceptLanguageIso6391 } from './results-accept-language-iso-639-1.ts';
import { resultsAuthInvalid401 } from './results-auth-invalid-401.ts';
import { resultsAuthMalformed401 } from './results-auth-malformed-401.ts';
import { resultsAuthMissing401 } from './results-auth-missing-401.ts';
import { resultsMethod405 } from './results-method-405.ts';
import { resultsTaskidUuidWrongTitle } from './results-taskid-uuid--wrong-title.ts';
import { resultsTaskidUuid } from './results-taskid-uuid.ts';
import { resultsUnknownTask404 } from './results-unknown-task-404.ts';
import { resultsXChannelMax70 } from './results-x-channel-max-70.ts';
import { resultsXEndUserLength } from './results-x-end-user-length.ts';
import { resultsXEndUserPattern } from './results-x-end-user-pattern.ts';
import { resultsXRequestIdMandatory } from './results-x-request-id-mandatory.ts';
import { resultsXRequestIdMax128 } from './results-x-request-id-max-128.ts';
import { resultsXRequestIdUuid } from './results-x-request-id-uuid.ts';
import { resultsXSoftwareSupplierMax70 } from './results-x-software-supplier-max-70.ts';
import { statusAccept406 } from './status-accept-406.ts';
import { statusAcceptLanguageIso6391 } from './status-accept-language-iso-639-1.ts';
import { statusAuthInvalid401 } from './status-auth-invalid-401.ts';
import { statusAuthMalformed401 } from './status-auth-malformed-401.ts';
import { statusAuthMissing401 } from './status-auth-missing-401.ts';
import { statusMethod405 } from './status-method-405.ts';
import { statusTaskidUuidWrongTitle } from './status-taskid-uuid--wrong-title.ts';
import { statusTaskidUuid } from './status-taskid-uuid.ts';
import { statusUnknownTask404 } from './status-unknown-task-404.ts';
import { statusXChannelMax70 } from './status-x-channel-max-70.ts';
import { statusXEndUserLength } from './status-x-end-user-length.ts';
import { statusXEndUserPattern } from './status-x-end-user-pattern.ts';
import { statusXRequestIdMandatory } from './status-x-request-id-mandatory.ts';
import { statusXRequestIdMax128 } from './status-x-request-id-max-128.ts';
import { statusXRequestIdUuid } from './status-x-request-id-uuid.ts';
import { statusXSoftwareSupplierMax70 } from './status-x-software-supplier-max-70.ts';
import { submit202TaskId } from './submit-202-task-id.ts';
import { submitContentType415 } from './submit-content-type-415.ts';

/** Faults of requests to the three bulk operations: headers, authorization, scope, methods, taskId in the path, the success response (Endpoints/4-6; A2, A4, A5, A10-A12, A14-A16), one per file. */
export const REQUESTS_FAULTS = [
  resultsAccept406,
  resultsAcceptLanguageIso6391,
  resultsAuthInvalid401,
  resultsAuthMalformed401,
  resultsAuthMissing401,
  resultsMethod405,
  resultsTaskidUuidWrongTitle,
  resultsTaskidUuid,
  resultsUnknownTask404,
  resultsXChannelMax70,
  resultsXEndUserLength,
  resultsXEndUserPattern,
  resultsXRequestIdMandatory,
  resultsXRequestIdMax128,
  resultsXRequestIdUuid,
  resultsXSoftwareSupplierMax70,
  statusAccept406,
  statusAcceptLanguageIso6391,
  statusAuthInvalid401,
  statusAuthMalformed401,
  statusAuthMissing401,
  statusMethod405,
  statusTaskidUuidWrongTitle,
  statusTaskidUuid,
  statusUnknownTask404,
  statusXChannelMax70,
  statusXEndUserLength,
  statusXEndUserPattern,
  statusXRequestIdMandatory,
  statusXRequestIdMax128,
  statusXRequestIdUuid,
  statusXSoftwareSupplierMax70,
  submit202TaskId,
  submitContentType415,
] as const;
