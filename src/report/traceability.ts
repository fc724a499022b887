import { EXCHANGE_CHECKS } from '../checks/index.ts';
import { catalogue, type RuleId } from '../rules/catalogue.ts';
import type { Rule } from '../rules/rule.ts';

/** One suite test as declared: its title, full title, file, and the rule id `ruleIt` gave it (if any). */
export interface DeclaredTest {
  readonly title: string;
  readonly fullTitle: string;
  readonly file: string;
  readonly ruleId: RuleId | undefined;
}

/** A rule with what judges it: suite tests (full titles) and checks run on every exchange (names). */
export interface TracedRule extends Rule {
  readonly tests: readonly string[];
  readonly checks: readonly string[];
}

/** Every rule of the catalogue with the tests and checks that judge it. */
export function traceRules(tests: readonly DeclaredTest[]): TracedRule[] {
  return catalogue.map((rule) => ({
    ...rule,
    tests: tests.filter((t) => t.ruleId === rule.id).map((t) => t.fullTitle),
    checks: EXCHANGE_CHECKS.filter((c) => c.rules.includes(rule.id)).map((c) => c.name),
  }));
}
