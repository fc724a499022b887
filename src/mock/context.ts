import type { ChoiceId, ChoiceSet } from './choices/index.ts';
import type { FaultId } from './faults.ts';
import type { MockOptions } from './options.ts';
import type { TaskStore } from './task-store.ts';
import type { MockClient, TokenStore } from './token-store.ts';

/** What every handler of the mock shares: options, clients, tokens, tasks and the fault switch. */
export interface MockContext {
  readonly options: MockOptions;
  readonly clients: readonly MockClient[];
  readonly tokens: TokenStore;
  readonly tasks: TaskStore;
  /** The alternative this mock takes at open point `id` (`src/mock/choices/`). */
  choice<Id extends ChoiceId>(id: Id): ChoiceSet[Id];
  /** True when the mock was started with fault `fault`, breaking the rule it names (self-validation). */
  breaks(fault: FaultId): boolean;
  /** True when this functional request goes over the rate limit (A6); counts it. */
  overRateLimit(): boolean;
}
