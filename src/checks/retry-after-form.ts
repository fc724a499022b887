import { headerOf } from '../client/types.ts';
import type { ExchangeCheck } from './exchange-check.ts';
import { isHttpDate } from './http-date.ts';

/**
 * True when `value` is a Retry-After value (RFC 9110 §10.2.3: `Retry-After = HTTP-date /
 * delay-seconds`, `delay-seconds = 1*DIGIT`): a non-negative integer of seconds (`0`, `120`) or
 * an HTTP-date (`isHttpDate`). Whitespace around the value is ignored: it is not part of a field
 * value (RFC 9110 §5.5, leading and trailing OWS). `PT1S`, `-1`, `1.5`, an ISO 8601 date and an
 * empty value are not.
 */
export function isRetryAfterValue(value: string): boolean {
  const text = value.trim();
  return /^[0-9]+$/.test(text) || isHttpDate(text);
}

/**
 * The form of a 429's Retry-After (assumptions.md A6: "429 may carry `Retry-After` (seconds or
 * HTTP-date)"), judged on every 429 of the run, whatever its operation, the ones the client
 * retried away included: when present, a non-negative integer of seconds or an HTTP-date
 * (`isRetryAfterValue`); absent holds ("may carry"). Any other status is not judged.
 */
export const retryAfterForm: ExchangeCheck = {
  name: 'retry_after_form',
  rules: ['rate-limit-retry-after-form'],
  judge: ({ response }) => {
    if (response.status !== 429) return [];
    const value = headerOf(response, 'retry-after');
    return [
      {
        ruleId: 'rate-limit-retry-after-form',
        holds: value === undefined || isRetryAfterValue(value),
        received: `429 with Retry-After: ${value ?? '(absent)'}`,
        documented:
          'Retry-After, when present, in seconds (delay-seconds, e.g. 120) or an HTTP-date (e.g. Sun, 06 Nov 1994 08:49:37 GMT) (A6; RFC 9110 §10.2.3)',
      },
    ];
  },
};
