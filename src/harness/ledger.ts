import type { RuleId } from '../rules/catalogue.ts';
import type { Rule } from '../rules/rule.ts';

/**
 * What one test (or a check on its exchanges) said about one rule. `not met`: the situation the
 * rule is about did not arise in the run (no 429 came, A6): neither a skip nor a pass, and it
 * does not change the verdict.
 */
export type Outcome = 'passed' | 'failed' | 'skipped' | 'warned' | 'not met';

/**
 * The outcome of one rule as a test found it (its own rule, or a rule a check judged on one of
 * its exchanges). `detail` is the failure message or the skip reason.
 */
export interface RuleOutcome {
  readonly ruleId: RuleId;
  readonly outcome: Outcome;
  readonly detail?: string;
}

/** One entry of the ledger: a rule outcome under the full title of the test that found it (`(setup)` for a hook). */
export interface LedgerEntry extends RuleOutcome {
  readonly test: string;
}

/**
 * What the target did where the spec files leave the behaviour open, under the rule whose test
 * saw it: never judged, recorded as observed.
 */
export interface Observed {
  readonly ruleId: RuleId;
  /** What was looked at, e.g. `X-Request-Id of a version-6 UUID`. */
  readonly title: string;
  /** What the target answered, e.g. `400 {"code":"FORMAT_ERROR",…}`. */
  readonly value: string;
  /** The request that showed it, as a redacted curl, when an exchange did. */
  readonly request?: string;
}

/** An observation of the ledger: what was observed, under the full title of the test that saw it. */
export interface Observation extends Observed {
  readonly test: string;
}

/**
 * A rule a test set out to judge but did not: another rule broke first on the way (`not judged:
 * <rule id> broke first`). The rule stays `not tested`, with this reason instead of none.
 */
export interface Unjudged {
  readonly ruleId: RuleId;
  readonly reason: string;
  /** Full title of the test that did not judge it. */
  readonly test: string;
}

/** One observation as the per-rule table holds it: what was looked at, and what the target answered. */
export interface ObservedValue {
  readonly title: string;
  readonly value: string;
  /** The request that showed it (a redacted curl), when an exchange did. */
  readonly request?: string;
}

/**
 * Status of a rule over the whole run; `not tested` when no test or check named it; `expected`
 * when it failed and `--expect-failures` lists it as a known deviation of the target.
 */
export type RuleStatus = Outcome | 'not tested' | 'expected';

/** One row of the per-rule table of a run report. */
export interface RuleResult {
  readonly id: RuleId;
  readonly level: Rule['level'];
  readonly assumption?: string;
  readonly status: RuleStatus;
  readonly tests: readonly string[];
  readonly details: readonly string[];
  /**
   * Why a `not tested` rule was not judged, when a test of the run set out to: `not judged:
   * <rule id> broke first`, `interrupted`, `the deadline passed`. Absent when no test of the run
   * named the rule, and for every other status.
   */
  readonly reason?: string;
  /** Observations under this rule, in the order made. */
  readonly observed: readonly ObservedValue[];
}

const PRECEDENCE: readonly Outcome[] = ['failed', 'warned', 'passed', 'not met', 'skipped'];

/**
 * Every rule outcome of a run, and the per-rule table built from it: a rule failed when any
 * of its tests failed, else warned, else passed, else not met, else skipped; `not tested` without any test.
 * One component writes it: the runner's ledger listener (src/runner/ledger-listener.ts), or the
 * blocked-run report for the findings of session open.
 */
export class RuleLedger {
  readonly #entries: LedgerEntry[] = [];
  readonly #observations: Observation[] = [];
  readonly #unjudged: Unjudged[] = [];

  record(entry: LedgerEntry): void {
    this.#entries.push(entry);
  }

  get entries(): readonly LedgerEntry[] {
    return this.#entries;
  }

  /** Records that a test did not judge its rule, and why; a rule no other entry names stays `not tested` with this reason. */
  notJudged(entry: Unjudged): void {
    this.#unjudged.push(entry);
  }

  /** Records what the target did at an open point; never changes a rule's status. */
  observe(observation: Observation): void {
    this.#observations.push(observation);
  }

  get observations(): readonly Observation[] {
    return this.#observations;
  }

  /**
   * The per-rule table, in catalogue order. Linear in the entries and observations: each is
   * grouped under its rule once, in the order recorded.
   */
  results(catalogue: readonly Rule<RuleId>[]): RuleResult[] {
    const entriesOf = groupByRule(this.#entries);
    const observationsOf = groupByRule(this.#observations);
    const unjudgedOf = groupByRule(this.#unjudged);
    return catalogue.map((rule) => {
      const mine = entriesOf.get(rule.id) ?? [];
      const outcomes = new Set(mine.map((e) => e.outcome));
      const status: RuleStatus = PRECEDENCE.find((o) => outcomes.has(o)) ?? 'not tested';
      // The same failure met by several tests (a submission every dependent test needs) is one detail.
      const details = [
        ...new Set(mine.filter((e) => e.outcome === status && e.detail).map((e) => e.detail as string)),
      ];
      const unjudged = status === 'not tested' ? (unjudgedOf.get(rule.id) ?? []) : [];
      const base = {
        id: rule.id,
        level: rule.level,
        status,
        tests: [...new Set([...mine, ...unjudged].map((e) => e.test))],
        details,
        ...(unjudged[0] ? { reason: [...new Set(unjudged.map((u) => u.reason))].join('; ') } : {}),
        observed: (observationsOf.get(rule.id) ?? []).map((o) => ({
          title: o.title,
          value: o.value,
          ...(o.request ? { request: o.request } : {}),
        })),
      };
      return rule.assumption ? { ...base, assumption: rule.assumption } : base;
    });
  }
}

/** `items` grouped by their rule id, each group in the order of `items`. */
function groupByRule<T extends { readonly ruleId: RuleId }>(items: readonly T[]): Map<RuleId, T[]> {
  const groups = new Map<RuleId, T[]>();
  for (const item of items) {
    const group = groups.get(item.ruleId);
    if (group) group.push(item);
    else groups.set(item.ruleId, [item]);
  }
  return groups;
}
