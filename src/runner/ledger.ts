import type { Rule } from '../rules/rule.ts';

/** What one test (or check) said about one rule. */
export type Outcome = 'passed' | 'failed' | 'skipped' | 'warned';

/** One entry of the ledger. `detail` is the failure message or the skip reason. */
export interface LedgerEntry {
  readonly ruleId: string;
  readonly outcome: Outcome;
  readonly test: string;
  readonly detail?: string;
}

/** Status of a rule over the whole run; `not tested` when no test or check named it. */
export type RuleStatus = Outcome | 'not tested';

/** One row of the per-rule table of a run report. */
export interface RuleResult {
  readonly id: string;
  readonly level: Rule['level'];
  readonly assumption?: string;
  readonly status: RuleStatus;
  readonly tests: readonly string[];
  readonly details: readonly string[];
}

const PRECEDENCE: readonly Outcome[] = ['failed', 'warned', 'passed', 'skipped'];

/**
 * Every rule outcome of a run, and the per-rule table built from it: a rule failed when any
 * of its tests failed, else warned, else passed, else skipped; `not tested` without any test.
 */
export class RuleLedger {
  readonly #entries: LedgerEntry[] = [];

  record(entry: LedgerEntry): void {
    this.#entries.push(entry);
  }

  get entries(): readonly LedgerEntry[] {
    return this.#entries;
  }

  /** The per-rule table, in catalogue order. */
  results(catalogue: readonly Rule[]): RuleResult[] {
    return catalogue.map((rule) => {
      const mine = this.#entries.filter((e) => e.ruleId === rule.id);
      const status: RuleStatus = PRECEDENCE.find((o) => mine.some((e) => e.outcome === o)) ?? 'not tested';
      const details = mine.filter((e) => e.outcome === status && e.detail).map((e) => e.detail as string);
      const base = {
        id: rule.id,
        level: rule.level,
        status,
        tests: [...new Set(mine.map((e) => e.test))],
        details,
      };
      return rule.assumption ? { ...base, assumption: rule.assumption } : base;
    });
  }
}
