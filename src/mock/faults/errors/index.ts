import { errorBodyShape } from './error-body-shape.ts';
import { errorContentTypeJson } from './error-content-type-json.ts';
import { errorDetailMax500 } from './error-detail-max-500.ts';
import { errorFormatErrorCode } from './error-format-error-code.ts';
import { errorInstanceMax256 } from './error-instance-max-256.ts';
import { errorTitleMax70 } from './error-title-max-70.ts';
import { errorTypeMax70 } from './error-type-max-70.ts';
import { errorXRequestIdEcho } from './error-x-request-id-echo.ts';

/** Faults of error responses on every operation (Errors; A8, A10, A13), one per file. */
export const ERRORS_FAULTS = [
  errorBodyShape,
  errorContentTypeJson,
  errorDetailMax500,
  errorFormatErrorCode,
  errorInstanceMax256,
  errorTitleMax70,
  errorTypeMax70,
  errorXRequestIdEcho,
] as const;
