import { OPERATIONS } from '../api/operations.ts';
import { assumed } from './rule.ts';

/**
 * What a 429 must say when the target answers one (assumptions.md A6): judged on every 429 the
 * run meets, on every operation; a run that meets none leaves the rule not met.
 */
export const rateLimitRules = [
  assumed(
    'rate-limit-retry-after-form',
    OPERATIONS,
    'A6',
    '429 may carry `Retry-After` (seconds or HTTP-date).',
    'A 429 that carries Retry-After gives a non-negative integer of seconds or an HTTP-date (RFC 9110 §10.2.3, §5.6.7); judged on every 429 the run meets, not met when none comes.',
  ),
] as const;
