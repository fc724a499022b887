import type { RuleId } from '../rules/catalogue.ts';
import { ConformanceFailure } from './conformance-failure.ts';

/** What a target said against the provider state a test asked for (configured or made, A9). */
export interface ContradictedState {
  /** What the target showed, with the configuration key that named or made the task. */
  readonly received: string;
  /** What the provider state requires. */
  readonly documented: string;
}

/**
 * The failure of rule `ruleId`, whose test needed a task in a provider state the target
 * contradicts (assumptions.md A9: a configured taskId, or a scenario name, that does not give the
 * state): the first test depending on that state fails its own rule with the contradiction's text.
 */
export function contradictedStateFailure(
  ruleId: RuleId,
  contradiction: ContradictedState,
): ConformanceFailure {
  return new ConformanceFailure(ruleId, contradiction.received, contradiction.documented);
}
