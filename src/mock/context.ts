import type { ChoiceId, ChoiceSet } from './choices/index.ts';
import type { RuleId } from '../rules/catalogue.ts';
import type { FaultId } from './faults/index.ts';
import type { MockOptions } from './options.ts';
import type { TaskStore } from './tasks/task-store.ts';
import type { MockClient, TokenStore } from './token/token-store.ts';

/** What every handler of the mock shares: options, clients, tokens, tasks and the fault switch. */
export interface MockContext {
  readonly options: MockOptions;
  readonly clients: readonly MockClient[];
  readonly tokens: TokenStore;
  readonly tasks: TaskStore;
  /** The alternative this mock takes at open point `id` (`src/mock/choices/`). */
  choice<Id extends ChoiceId>(id: Id): ChoiceSet[Id];
  /**
   * True when the mock was started with fault `fault` (src/mock/faults/), breaking the rule it
   * names (self-validation). A handler that serves several operations may ask with a rule id of
   * its operation's map: false when the catalogue has no plain fault for that rule.
   */
  breaks(fault: FaultId | RuleId): boolean;
  /** True when this functional request goes over the rate limit (A6); counts it. */
  overRateLimit(): boolean;
}
