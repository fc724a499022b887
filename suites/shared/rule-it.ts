import type { RuleId } from '../../src/rules/catalogue.ts';
import { attachRuleTest, ruleTestDeclaration, type RuleTestBody } from '../../src/harness/rule-test.ts';

/**
 * Declares the mocha test of rule `ruleId`, titled `<ruleId>: <title>`, with its record attached
 * (what the runner's ledger listener reads). How the body is judged: `ruleTestDeclaration`
 * (src/harness/rule-test.ts).
 * @throws UnknownRuleError at load time when the catalogue has no such rule.
 */
export function ruleIt(ruleId: RuleId, title: string, body: RuleTestBody): Mocha.Test {
  const declaration = ruleTestDeclaration(ruleId, title, body);
  return attachRuleTest(it(declaration.title, declaration.fn), declaration.record);
}
