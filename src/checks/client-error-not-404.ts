import type { Exchange } from '../client/types.ts';

/**
 * True when `exchange` was answered with a 4xx other than 404: what A3 requires for the results
 * of a task not (or not successfully) PROCESSED (the task exists, so not 404).
 */
export function isClientErrorButNot404(exchange: Exchange): boolean {
  const { status } = exchange.response;
  return status >= 400 && status < 500 && status !== 404;
}
