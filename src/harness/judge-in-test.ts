import type { Exchange } from '../client/types.ts';
import { judgeRule } from './judge.ts';

/** The target answered 429 even after the client's retries (A6): the test can judge nothing. */
export class RateLimited extends Error {
  override name = 'RateLimited';
}

/**
 * Judges one rule inside a test (see `judgeRule`) and throws its ConformanceFailure when the
 * rule is broken; a broken assumption-based rule under `warn` or `off` does not throw.
 */
export function checkRule(
  ruleId: string,
  holds: boolean,
  received: string,
  documented: string,
  exchange?: Exchange,
): void {
  const failure = judgeRule(ruleId, holds, received, documented, exchange);
  if (failure) throw failure;
}
