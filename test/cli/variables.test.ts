import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { runCliWithin } from '../helpers/run-cli.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every VOP_* variable the code names (a name followed by `_` or `*` is a prefix, not a variable). */
function variablesInCode(): string[] {
  const names = new Set<string>();
  for (const file of [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'bin'))])
    for (const match of readFileSync(file, 'utf8').matchAll(/\bVOP_[A-Z][A-Z0-9_]*[A-Z0-9](?![A-Z0-9_*])/g))
      names.add(match[0]);
  return [...names].sort();
}

/** The rows of README's configuration reference (its tables), each with its variables (`_FAILED` after `VOP_TASK_ID_PROCESSED` expanded). */
function readmeRows(): Array<{ variables: string[]; flags: string }> {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const tables = (readme.split('### Configuration reference')[1]?.split('\n### ')[0] ?? '')
    .split('\n\n')
    .filter((block) => block.startsWith('| variable'));
  return tables
    .flatMap((table) => table.split('\n').slice(2))
    .map((line) => {
      const [, variableCell = '', flagCell = ''] = line.split('|');
      const full = [...variableCell.matchAll(/`(VOP_[A-Z0-9_]+)`/g)].map((m) => m[1] ?? '');
      const prefix = full[0]?.replace(/_[A-Z]+$/, '') ?? '';
      const short = [...variableCell.matchAll(/`(_[A-Z_]+)`/g)].map((m) => `${prefix}${m[1] ?? ''}`);
      return { variables: [...full, ...short], flags: flagCell };
    });
}

describe('cli: every variable the code reads is documented', () => {
  it("is in README's configuration reference", () => {
    const documented = new Set(readmeRows().flatMap((row) => row.variables));
    expect(variablesInCode().filter((name) => !documented.has(name))).to.deep.equal([]);
  });

  it('shows as "(env: VOP_…)" in the --help of a command, wherever README gives it a flag', async () => {
    const helps = await Promise.all(
      [['run'], ['pact', 'verify'], ['pact', 'publish'], ['openapi']].map((command) =>
        runCliWithin([...command, '--help'], {}, 30_000).then((result) => result.stdout.replace(/\s+/g, ' ')),
      ),
    );
    const withFlag = readmeRows()
      .filter((row) => row.flags.includes('--'))
      .flatMap((row) => row.variables);
    expect(withFlag.length).to.be.above(20);
    const hidden = withFlag.filter((name) => !helps.some((help) => help.includes(`env: ${name})`)));
    expect(hidden).to.deep.equal([]);
  });
});
