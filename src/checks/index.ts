import { acceptedSubmissionStatusCheck } from './accepted-submission-status.ts';
import { contentDisposition } from './content-disposition.ts';
import { errorResponse } from './error-response.ts';
import { formatErrorBody } from './format-error-body.ts';
import type { ExchangeCheck } from './exchange-check.ts';
import { notAServerError } from './not-a-server-error.ts';
import { requestIdEcho } from './request-id-echo.ts';
import { responseSchema } from './response-schema.ts';
import { successContentType } from './success-content-type.ts';
import { resultLines } from './result-lines.ts';
import { retryAfterForm } from './retry-after-form.ts';

export type { ExchangeCheck, Verdict } from './exchange-check.ts';
export { FORMAT_ERROR_TITLES } from './format-error-titles.ts';

/** Every exchange, whatever its operation: no server error (interface.md Errors/HTTP statuses). */
const SERVER_CHECKS: readonly ExchangeCheck[] = [notAServerError];

/**
 * Headers of every bulk response: the X-Request-Id echo (Endpoints/4, 5, Errors/Error response;
 * A2), the Content-Disposition of every result file (Endpoints/5); of every 429, the form of its
 * Retry-After (A6).
 */
const HEADER_CHECKS: readonly ExchangeCheck[] = [requestIdEcho, contentDisposition, retryAfterForm];

/**
 * Error responses: of the bulk operations, content type, shape, limits, functional errors (Errors,
 * Limits; A8); of every operation, what code FORMAT_ERROR implies (Errors/Functional errors; A8).
 */
const ERROR_CHECKS: readonly ExchangeCheck[] = [errorResponse, formatErrorBody];

/**
 * Success answers: a submission accepted with 202 and no other 2xx (A2), the media type of a JSON
 * body (A8), the response schemas, then each line of a result file (Endpoints/1, 4, 5; A1, A2, A8).
 */
const BODY_CHECKS: readonly ExchangeCheck[] = [
  acceptedSubmissionStatusCheck,
  successContentType,
  responseSchema,
  resultLines,
];

/** The checks run on every exchange, in order (the order of the ledger's verdicts). */
export const EXCHANGE_CHECKS: readonly ExchangeCheck[] = [
  ...SERVER_CHECKS,
  ...HEADER_CHECKS,
  ...ERROR_CHECKS,
  ...BODY_CHECKS,
];
