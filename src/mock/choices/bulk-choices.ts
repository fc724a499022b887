import { acceptLanguageExtended } from './accept-language-extended.ts';
import { checkOrder } from './check-order.ts';
import { contentDispositionForm } from './content-disposition-form.ts';
import { emptyMandatoryHeader } from './empty-mandatory-header.ts';
import { fileLimits } from './file-limits.ts';
import { headOptions } from './head-options.ts';
import { ibanChecksum } from './iban-checksum.ts';
import { matchValues } from './match-values.ts';
import { method405Allow } from './method-405-allow.ts';
import { nameLengthUnit } from './name-length-unit.ts';
import { ndjsonFraming } from './ndjson-framing.ts';
import { plusFields } from './plus-fields.ts';
import { recordErrorInstance } from './record-error-instance.ts';
import { resultLineOrder } from './result-line-order.ts';
import { resultsBeforeProcessedStatus } from './results-before-processed-status.ts';
import { resultsContentType } from './results-content-type.ts';
import { resultsFailedTaskStatus } from './results-failed-task-status.ts';
import { statusDetail } from './status-detail.ts';
import { submitContentTypeMissing } from './submit-content-type-missing.ts';
import { submitCorruptFile } from './submit-corrupt-file.ts';
import { submitResponse } from './submit-response.ts';
import { uetrCase } from './uetr-case.ts';
import { uuidAcceptance } from './uuid-acceptance.ts';
import { xRequestIdWhenAbsent } from './x-request-id-when-absent.ts';

/**
 * Choices of the bulk endpoints: request checks, submission, results and result lines
 * (interface.md Endpoints/4-6, Resources, Errors, Limits; A2, A3, A10, A11, A13, A14, A16).
 */
export const BULK_CHOICES = [
  // Request checks of the three bulk operations (interface.md Endpoints/4, Errors; A10, A11, A14, A16)
  uuidAcceptance,
  acceptLanguageExtended,
  emptyMandatoryHeader,
  checkOrder,
  headOptions,
  method405Allow,
  xRequestIdWhenAbsent,
  // Submission (A2; interface.md Resources, Limits)
  submitContentTypeMissing,
  submitCorruptFile,
  fileLimits,
  submitResponse,
  // Status and results responses (interface.md Resources/Bulk request, Endpoints/5; A3)
  statusDetail,
  resultsBeforeProcessedStatus,
  resultsFailedTaskStatus,
  resultsContentType,
  contentDispositionForm,
  ndjsonFraming,
  resultLineOrder,
  // Result lines (interface.md Resources/Result record, Errors/Error response; A2, A13)
  uetrCase,
  matchValues,
  plusFields,
  recordErrorInstance,
  ibanChecksum,
  nameLengthUnit,
] as const;
