import { errorBodyShapeNoCode } from './error-body-shape--no-code.ts';
import { errorBodyShapeStatusText } from './error-body-shape--status-text.ts';
import { errorBodyShape } from './error-body-shape.ts';
import { errorContentTypeJsonCharset } from './error-content-type-json--charset.ts';
import { errorContentTypeJson } from './error-content-type-json.ts';
import { errorDetailMax500 } from './error-detail-max-500.ts';
import { errorFormatError400 } from './error-format-error-400.ts';
import { errorFormatErrorCode } from './error-format-error-code.ts';
import { errorFormatErrorTitle } from './error-format-error-title.ts';
import { errorInstanceMax256 } from './error-instance-max-256.ts';
import { errorTitleMax70 } from './error-title-max-70.ts';
import { errorTypeMax70 } from './error-type-max-70.ts';
import { errorXRequestIdEchoOtherValue } from './error-x-request-id-echo--other-value.ts';
import { errorXRequestIdEcho } from './error-x-request-id-echo.ts';
import { serverNo5xxNonAsciiHeader } from './server-no-5xx--non-ascii-header.ts';

/** Faults of error responses on every operation (Errors; A8, A10, A13), one per file. */
export const ERRORS_FAULTS = [
  errorBodyShapeNoCode,
  errorBodyShapeStatusText,
  errorBodyShape,
  errorContentTypeJsonCharset,
  errorContentTypeJson,
  errorDetailMax500,
  errorFormatError400,
  errorFormatErrorCode,
  errorFormatErrorTitle,
  errorInstanceMax256,
  errorTitleMax70,
  errorTypeMax70,
  errorXRequestIdEchoOtherValue,
  errorXRequestIdEcho,
  serverNo5xxNonAsciiHeader,
] as const;
