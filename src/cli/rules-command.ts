import { collectSuiteTests } from '../runner/collect-tests.ts';
import { renderClausePage } from '../report/clause-page.ts';
import { traceRules } from '../report/traceability.ts';
import { clauseTables } from '../rules/clauses/clause-tables.ts';
import { schemaErrorText, validate } from '../schemas/registry.ts';

/**
 * `vop-conformance rules`: lists the rule catalogue, one line per rule with its level and how
 * many tests and checks judge it, or with `--json` every rule's id, level, assumption, source
 * (document, section, verbatim quote), operations, tests (suite test titles) and checks.
 * Loads the suites to find their tests; contacts no target. With `--clauses`, prints the clause
 * audit of the spec files instead (src/rules/clauses/), as Markdown, or with `--json`
 * the two clause tables.
 * @throws SchemaError when a clause table breaks schemas/rules/clause-table.schema.json.
 */
export async function rulesCommand(flags: { json?: boolean; clauses?: boolean }): Promise<number> {
  if (flags.clauses) {
    const tables = clauseTables((table) => {
      const { errors } = validate('rules/clause-table.schema.json', table);
      return errors.length === 0 ? [] : [schemaErrorText(errors)];
    });
    console.log(flags.json ? JSON.stringify(tables, null, 2) : renderClausePage(tables));
    return 0;
  }
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
