import { tokenExpiresIn } from './token-expires-in.ts';
import { tokenType } from './token-type.ts';

/**
 * Choices of the token endpoint, the error responses, the single checks and the task lifecycle
 * (interface.md Endpoints/1-3, Authentication, Errors, States and transitions; A1, A7, A8).
 */
export const ACCESS_CHOICES = [tokenType, tokenExpiresIn] as const;
