import { catalogue } from '../rules/catalogue.ts';

/**
 * `vop-conformance rules`: lists the rule catalogue, one line per rule, or with `--json`
 * every rule's id, level, assumption, source (document, section, verbatim quote) and operations.
 */
export function rulesCommand(flags: { json?: boolean }): number {
  if (flags.json) {
    console.log(JSON.stringify(catalogue, null, 2));
    return 0;
  }
  for (const rule of catalogue) {
    const level = rule.level === 'assumed' ? `assumed ${rule.assumption}` : 'documented';
    console.log(`${rule.id.padEnd(40)} ${level.padEnd(12)} ${rule.summary}`);
  }
  console.log(`${catalogue.length} rules`);
  return 0;
}
