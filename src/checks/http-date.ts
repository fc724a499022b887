/** Day names of IMF-fixdate and asctime-date (RFC 9110 §5.6.7 `day-name`). */
const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
/** Day names of rfc850-date (RFC 9110 §5.6.7 `day-name-l`). */
const DAY_L = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
/** Month names (RFC 9110 §5.6.7 `month`, case-sensitive). */
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
/** `time-of-day = hour ":" minute ":" second`: 00-23, 00-59, 00-60 (a leap second). */
const TIME = '(?:[01][0-9]|2[0-3]):[0-5][0-9]:(?:[0-5][0-9]|60)';
/** A day of the month, 01-31. */
const DD = '(?:0[1-9]|[12][0-9]|3[01])';

/**
 * The three forms of RFC 9110 §5.6.7 that a recipient must accept: IMF-fixdate
 * (`Sun, 06 Nov 1994 08:49:37 GMT`), the obsolete rfc850-date (`Sunday, 06-Nov-94 08:49:37 GMT`)
 * and asctime-date (`Sun Nov  6 08:49:37 1994`, the day padded with a space).
 */
const HTTP_DATE_FORMS: readonly RegExp[] = [
  new RegExp(`^${DAY}, ${DD} ${MONTH} [0-9]{4} ${TIME} GMT$`),
  new RegExp(`^${DAY_L}, ${DD}-${MONTH}-[0-9]{2} ${TIME} GMT$`),
  new RegExp(`^${DAY} ${MONTH} (?:${DD}| [1-9]) ${TIME} [0-9]{4}$`),
];

/**
 * True when `text` is an HTTP-date in one of the forms RFC 9110 §5.6.7 has recipients accept
 * (IMF-fixdate, rfc850-date, asctime-date), exactly: names in their case, fields in range
 * (day 1-31, hour 0-23, minute 0-59, second 0-60). Whether the day name matches the date is not
 * asserted. An ISO 8601 date (`2026-12-07T10:00:00Z`) is not an HTTP-date.
 */
export function isHttpDate(text: string): boolean {
  return HTTP_DATE_FORMS.some((form) => form.test(text));
}
