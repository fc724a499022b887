import type { ChoiceId, ChoiceSet } from './choices/index.ts';
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
   * True when the mock was started with fault `fault`, breaking the rule it names
   * (self-validation). Asked only by the hooks of src/mock/faults/, where each fault's row holds
   * its behaviour; a handler passes its context to a hook.
   */
  breaks(fault: FaultId): boolean;
  /** True when this functional request goes over the rate limit (A6); counts it. */
  overRateLimit(): boolean;
}
