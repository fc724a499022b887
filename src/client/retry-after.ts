/**
 * Wait time before retrying after 429, from `Retry-After` (seconds or HTTP-date), in ms;
 * `defaultMs` when absent or unreadable; never negative, never over `maxMs`.
 * Source: assumptions.md A6.
 */
export function retryAfterMs(
  header: string | undefined,
  defaultMs: number,
  maxMs: number,
  nowMs = Date.now(),
): number {
  if (header === undefined || header.trim() === '') return Math.min(defaultMs, maxMs);
  const text = header.trim();
  let waitMs: number;
  if (/^[0-9]+$/.test(text)) waitMs = Number(text) * 1000;
  else {
    const at = Date.parse(text);
    waitMs = Number.isNaN(at) ? defaultMs : at - nowMs;
  }
  return Math.min(Math.max(0, waitMs), maxMs);
}
