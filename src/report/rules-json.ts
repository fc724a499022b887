import type { RuleResult } from '../harness/ledger.ts';
import type { RuleSource } from '../rules/rule.ts';
import { ruleById } from '../rules/catalogue.ts';

/** One rule of `rules.json`: its result, with what the rule says and where it comes from. */
export type RulesJsonRow = RuleResult & {
  /** The rule in one line, as the report shows it. */
  readonly summary: string;
  /** The sentence of interface.md or assumptions.md the rule comes from, verbatim, and its section. */
  readonly source: RuleSource;
};

/** The rows of `rules.json`: each result with its rule's summary and source quote. */
export function rulesJsonRows(results: readonly RuleResult[]): RulesJsonRow[] {
  return results.map((result) => {
    const rule = ruleById(result.id);
    return { ...result, summary: rule.summary, source: rule.source };
  });
}
