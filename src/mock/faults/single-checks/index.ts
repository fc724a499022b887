import { copCheckNameTooLong400Strict } from './cop-check-name-too-long-400--strict.ts';
import { copCheckNameTooLong400 } from './cop-check-name-too-long-400.ts';
import { orgCheckNameTooLong400Strict } from './org-check-name-too-long-400--strict.ts';
import { orgCheckNameTooLong400 } from './org-check-name-too-long-400.ts';

/** Faults of the organisation check and confirmation of payee (Endpoints/2 and 3; A7), one per file. */
export const SINGLE_CHECKS_FAULTS = [
  copCheckNameTooLong400Strict,
  copCheckNameTooLong400,
  orgCheckNameTooLong400Strict,
  orgCheckNameTooLong400,
] as const;
