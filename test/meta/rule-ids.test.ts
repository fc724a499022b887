import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { EXCHANGE_CHECKS } from '../../src/checks/index.ts';
import { isMockFault } from '../../src/mock/faults/index.ts';
import { catalogue, isRuleId } from '../../src/rules/catalogue.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The text of every .ts file under `folder` (relative to the project root), by path. */
function sources(folder: string): ReadonlyMap<string, string> {
  const files = readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort();
  return new Map(files.map((file) => [`${folder}/${file}`, readFileSync(join(ROOT, folder, file), 'utf8')]));
}

/** How often `text` holds `id` quoted in full ('id', "id" or `id`). */
function quotedCount(text: string, id: string): number {
  return ['\u0027', '"', '`'].reduce((n, q) => n + text.split(`${q}${id}${q}`).length - 1, 0);
}

describe('meta: rule ids are literal (grep finds the definition)', () => {
  const rules = [...sources('src/rules')];
  const ruleText = rules.map(([, text]) => text).join('\n');

  it('writes every catalogue id in full exactly once in src/rules, where the rule is defined', () => {
    const notOnce = catalogue
      .map((rule) => [rule.id, quotedCount(ruleText, rule.id)] as const)
      .filter(([, count]) => count !== 1)
      .map(([id, count]) => `${id}: ${count}`);
    expect(notOnce).to.deep.equal([]);
  });

  it('builds no kebab-case id from pieces in src/rules, src/checks, src/mock or generators', () => {
    // A value spliced next to a hyphen (`${subject}-x-channel-max-70`, `status-detail-when-${state}`);
    // `${string}` in a template literal type is allowed.
    const splice = /\$\{(?!string\})[^}]+\}-[a-z]|[a-z0-9]-\$\{(?!string\})/;
    const spliced = ['src/rules', 'src/checks', 'src/mock', 'generators'].flatMap((folder) =>
      [...sources(folder)].flatMap(([path, text]) =>
        text
          .split('\n')
          .map((line, index) => [`${path}:${index + 1}`, line] as const)
          .filter(([, line]) => splice.test(line))
          .map(([at, line]) => `${at}: ${line.trim()}`),
      ),
    );
    expect(spliced).to.deep.equal([]);
  });

  it('names only faults of the catalogue as the ids of the rows of src/mock/faults (every row is in the catalogue)', () => {
    const literals = [...sources('src/mock/faults').values()].flatMap((text) =>
      [...text.matchAll(/\bid: '([^']+)'/g)].map((match) => match[1] ?? ''),
    );
    expect(literals.length).to.be.greaterThan(10);
    expect(literals.filter((fault) => !isMockFault(fault))).to.deep.equal([]);
  });

  it('names only catalogue rule ids in the rules of every exchange check, under unique check names', () => {
    const wrong = EXCHANGE_CHECKS.flatMap((check) => check.rules.filter((id) => !isRuleId(id)));
    expect(wrong).to.deep.equal([]);
    const names = EXCHANGE_CHECKS.map((check) => check.name);
    expect(new Set(names).size).to.equal(names.length);
  });
});
