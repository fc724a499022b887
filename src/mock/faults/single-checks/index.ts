import { copCheck200 } from './cop-check-200.ts';
import { copCheckAuthInvalid401 } from './cop-check-auth-invalid-401.ts';
import { copCheckAuthMissing401 } from './cop-check-auth-missing-401.ts';
import { copCheckInteractionIdEchoOtherValue } from './cop-check-interaction-id-echo--other-value.ts';
import { copCheckInteractionIdEcho } from './cop-check-interaction-id-echo.ts';
import { copCheckInvalidRequest400 } from './cop-check-invalid-request-400.ts';
import { copCheckNameTooLong400Strict } from './cop-check-name-too-long-400--strict.ts';
import { copCheckNameTooLong400 } from './cop-check-name-too-long-400.ts';
import { orgCheck200 } from './org-check-200.ts';
import { orgCheckAuthInvalid401 } from './org-check-auth-invalid-401.ts';
import { orgCheckAuthMissing401 } from './org-check-auth-missing-401.ts';
import { orgCheckInvalidRequest400 } from './org-check-invalid-request-400.ts';
import { orgCheckNameTooLong400Strict } from './org-check-name-too-long-400--strict.ts';
import { orgCheckNameTooLong400 } from './org-check-name-too-long-400.ts';
import { serverNo5xxCopCheckSchemeName } from './server-no-5xx--cop-check-scheme-name.ts';

/** Faults of the organisation check and confirmation of payee (Endpoints/2 and 3; A7), one per file. */
export const SINGLE_CHECKS_FAULTS = [
  copCheck200,
  copCheckAuthInvalid401,
  copCheckAuthMissing401,
  copCheckInteractionIdEchoOtherValue,
  copCheckInteractionIdEcho,
  copCheckInvalidRequest400,
  copCheckNameTooLong400Strict,
  copCheckNameTooLong400,
  orgCheck200,
  orgCheckAuthInvalid401,
  orgCheckAuthMissing401,
  orgCheckInvalidRequest400,
  orgCheckNameTooLong400Strict,
  orgCheckNameTooLong400,
  serverNo5xxCopCheckSchemeName,
] as const;
