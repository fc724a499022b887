import { errorCodeNon400 } from './error-code-non-400.ts';
import { errorContentType } from './error-content-type.ts';
import { errorOptionalFields } from './error-optional-fields.ts';
import { errorTypeUri } from './error-type-uri.ts';
import { lifecycleTiming } from './lifecycle-timing.ts';
import { singleCheckEcho } from './single-check-echo.ts';
import { singleCheckHeaders } from './single-check-headers.ts';
import { singleCheckResponseShape } from './single-check-response-shape.ts';
import { taskIdCase } from './task-id-case.ts';
import { tokenExpiresIn } from './token-expires-in.ts';
import { tokenExtraFields } from './token-extra-fields.ts';
import { tokenGrantTypeStatus } from './token-grant-type-status.ts';
import { tokenLifetime } from './token-lifetime.ts';
import { tokenType } from './token-type.ts';

/**
 * Choices of the token endpoint, the error responses, the single checks and the task lifecycle
 * (interface.md Endpoints/1-3, Authentication, Errors, States and transitions; A1, A7, A8, A11).
 */
export const ACCESS_CHOICES = [
  // Token endpoint (interface.md Endpoints/1, Authentication; A1)
  tokenType,
  tokenExpiresIn,
  tokenLifetime,
  tokenExtraFields,
  tokenGrantTypeStatus,
  // Every error response (interface.md Errors/Error response; A8, A15)
  errorContentType,
  errorOptionalFields,
  errorTypeUri,
  errorCodeNon400,
  // Single checks (interface.md Endpoints/2, 3; A7)
  singleCheckResponseShape,
  singleCheckHeaders,
  singleCheckEcho,
  // Task lifecycle and taskIds (interface.md States and transitions; A11)
  lifecycleTiming,
  taskIdCase,
] as const;
