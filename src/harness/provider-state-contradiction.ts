import { type ProviderStateStatus, TASK_STATUSES } from '../api/task-states.ts';
import type { RuleId } from '../rules/catalogue.ts';

/**
 * A task the configuration names for a provider state shows another state that state cannot turn
 * into (assumptions.md A9; interface.md States and transitions: PROCESSED, FAILED and TIMED_OUT
 * are final): `VOP_TASK_ID_TIMED_OUT` names a task that reports FAILED, or a task made with
 * `scenarioNames.failed` ended PROCESSED. Either the key is wrong or the provider misreports the
 * state, and only a person can tell which: the first rule test that depends on the task fails
 * with the key named first (never a silent skip); every later one is not judged, naming that rule.
 * A status outside the five states (`processed` for PROCESSED) is no contradiction of the key but
 * status-value-enum's failure (interface.md States and transitions): the error is then blamed on
 * that rule from the start, so every test that depends on the task is not judged, naming it.
 * The error lives in the run's shared state (its provider-state tasks), so `blamed` is per run.
 */
export class ProviderStateContradiction extends Error {
  override readonly name = 'ProviderStateContradiction';
  /** The configuration key, with its variable: `VOP_TASK_ID_TIMED_OUT`, `scenarioNames.failed (VOP_SCENARIO_FAILED)`. */
  readonly key: string;
  /** The provider state the key stands for. */
  readonly state: ProviderStateStatus;
  /** The status the target showed for the task (`unreadable` when it named none). */
  readonly seen: string;
  /** The task. */
  readonly taskId: string;
  /** What the key says and what the target showed, key first ("VOP_TASK_ID_TIMED_OUT names task … which reports FAILED"). */
  readonly received: string;
  /** What would be true if both were right, and what to check. */
  readonly documented: string;
  /** The rule whose test failed with it first, once one has. */
  blamed: RuleId | undefined;

  constructor(fields: {
    key: string;
    state: ProviderStateStatus;
    seen: string;
    taskId: string;
    received: string;
    documented: string;
    /** The rule already to blame (status-value-enum for a status outside the five states). */
    blamed?: RuleId;
  }) {
    super(`${fields.received}: ${fields.documented}`);
    this.key = fields.key;
    this.state = fields.state;
    this.seen = fields.seen;
    this.taskId = fields.taskId;
    this.received = fields.received;
    this.documented = fields.documented;
    this.blamed = fields.blamed;
  }
}

/**
 * The rule to blame for a task whose status body named `seen` instead of its provider state,
 * before any test meets it: status-value-enum when `seen` is none of the five states (interface.md
 * States and transitions; `processed` for PROCESSED), else undefined (a genuine contradiction,
 * blamed on the first test that meets it).
 */
export function blamedBeforehand(seen: string): RuleId | undefined {
  return (TASK_STATUSES as readonly string[]).includes(seen) ? undefined : 'status-value-enum';
}
