import { collectSuiteTests } from '../runner/collect-tests.ts';
import { traceRules } from '../report/traceability.ts';

/**
 * `vop-conformance rules`: lists the rule catalogue, one line per rule with its level and how
 * many tests and checks judge it, or with `--json` every rule's id, level, assumption, source
 * (document, section, verbatim quote), operations, tests (suite test titles) and checks.
 * Loads the suites to find their tests; contacts no target.
 */
export async function rulesCommand(flags: { json?: boolean }): Promise<number> {
  const rules = traceRules(await collectSuiteTests());
  if (flags.json) {
    console.log(JSON.stringify(rules, null, 2));
    return 0;
  }
  for (const rule of rules) {
    const level = rule.level === 'assumed' ? `assumed ${rule.assumption ?? ''}` : 'documented';
    const judged = `${rule.tests.length} test(s), ${rule.checks.length} check(s)`;
    console.log(`${rule.id.padEnd(40)} ${level.padEnd(12)} ${judged.padEnd(22)} ${rule.summary}`);
  }
  const untested = rules.filter((r) => r.tests.length + r.checks.length === 0).length;
  console.log(`${rules.length} rules, ${untested} without a test or check`);
  return 0;
}
