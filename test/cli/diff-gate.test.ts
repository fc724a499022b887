import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { diffCommand } from '../../src/cli/diff-command.ts';
import { ConfigError } from '../../src/errors.ts';
import { catalogue } from '../../src/rules/catalogue.ts';
import { runCliWithin, tempDir } from '../helpers/run-cli.ts';

/** What one rule of a hand-made rules.json says. */
type Row = { readonly status: string; readonly reason?: string };

/** A report folder with a rules.json of `rules` (every other rule passed) against `target`. */
function folder(target: Record<string, string>, rules: Readonly<Record<string, Row>> = {}): string {
  const dir = join(tempDir('vopc-diff-'), '2026-11-27T02-17-00Z');
  mkdirSync(dir);
  const rows = catalogue.map((rule) => ({
    id: rule.id,
    level: rule.level,
    tests: [],
    details: [],
    observed: [],
    ...(rules[rule.id] ?? { status: 'passed' }),
  }));
  writeFileSync(
    join(dir, 'rules.json'),
    JSON.stringify({ ...target, seed: 1, startedAt: '2026-11-27T02:17:00.000Z', rules: rows }),
  );
  return dir;
}

const MOCK = {
  target: 'embedded mock (http://127.0.0.1:41375)',
  targetKind: 'embedded mock',
  targetUrl: 'http://127.0.0.1:41375',
  against: 'the embedded mock, not a sandbox (http://127.0.0.1:41375)',
};
const SANDBOX = {
  target: 'https://sandbox.example',
  targetKind: 'provider',
  targetUrl: 'https://sandbox.example',
  against: 'the provider at https://sandbox.example',
};

/** `diffCommand` of two folders under `failOn`: its exit code, printed lines and warnings. */
function diff(a: string, b: string, failOn = 'new-failures') {
  const lines: string[] = [];
  const warnings: string[] = [];
  const code = diffCommand(a, b, failOn, {
    print: (line) => lines.push(line),
    warn: (line) => warnings.push(line),
  });
  return { code, out: lines.join('\n'), warnings };
}

describe('cli: diff gates', () => {
  const passing = folder(SANDBOX);

  it('exits 1 for a new failure under the default --fail-on new-failures, 0 under never', () => {
    const failing = folder(SANDBOX, { 'status-value-enum': { status: 'failed' } });
    const found = diff(passing, failing);
    expect(found.code).to.equal(1);
    expect(found.out)
      .to.include('new failures (1):\n  status-value-enum')
      .and.include('--fail-on new-failures: 1 new failure(s): exit 1');
    expect(found.warnings).to.deep.equal([]);
    expect(diff(passing, failing, 'never').code).to.equal(0);
  });

  it('exits 1 for a rule that passed and is not judged now, naming the rule that broke first', () => {
    const hidden = folder(SANDBOX, {
      'status-value-enum': { status: 'expected' },
      'record-lei-invalid': { status: 'not tested', reason: 'not judged: status-value-enum broke first' },
    });
    const found = diff(passing, hidden);
    expect(found.code).to.equal(1);
    expect(found.out).to.include(
      'passed before, not judged now (1):\n  record-lei-invalid: not judged: status-value-enum broke first',
    );
  });

  it('warns and exits 1 for runs against another target: the embedded mock, then a sandbox', () => {
    const found = diff(folder(MOCK), passing);
    expect(found.code).to.equal(1);
    expect(found.warnings.join('\n')).to.match(
      /different targets \(embedded mock; https:\/\/sandbox\.example\)/,
    );
    expect(found.out)
      .to.include(
        'from 2026-11-27T02:17:00.000Z against the embedded mock, not a sandbox (http://127.0.0.1:41375)',
      )
      .and.include('  to 2026-11-27T02:17:00.000Z against the provider at https://sandbox.example');
    const never = diff(folder(MOCK), passing, 'never');
    expect(never.code).to.equal(0);
    expect(never.warnings, 'the warning stays').to.have.length(1);
  });

  it("takes two embedded-mock runs on other ports for one target, also in rules.json files written by 0.2.0 or earlier, without the target's kind", () => {
    const old = (port: number) => folder({ target: `embedded mock (http://127.0.0.1:${port})` });
    const found = diff(old(1111), old(2222));
    expect(found).to.deep.include({ code: 0, warnings: [] });
    expect(found.out).to.include('no change');
    expect(diff(folder(MOCK), old(3333)).warnings).to.deep.equal([]);
  });

  it('exits 0 for a fixed rule by default, 1 under --fail-on any-change', () => {
    const before = folder(SANDBOX, { 'status-value-enum': { status: 'failed' } });
    expect(diff(before, passing).code).to.equal(0);
    const any = diff(before, passing, 'any-change');
    expect(any.code).to.equal(1);
    expect(any.out).to.include('--fail-on any-change: 1 fixed rule(s): exit 1');
  });

  it('throws a ConfigError (exit 2) for a folder without rules.json or an unknown --fail-on', () => {
    expect(() => diff(tempDir(), passing)).to.throw(ConfigError, /not a report folder/);
    expect(() => diff(passing, passing, 'sometimes')).to.throw(ConfigError, /--fail-on/);
  });

  it('the command: exit 1 with the warning on stderr, exit 0 with --fail-on never, exit 2 for a bad value', async () => {
    const other = await runCliWithin(['diff', folder(MOCK), passing], {}, 30_000);
    expect(other.code, other.stderr).to.equal(1);
    expect(other.stderr).to.match(/warning: the runs were made against different targets/);
    const never = await runCliWithin(['diff', folder(MOCK), passing, '--fail-on', 'never'], {}, 30_000);
    expect(never.code, never.stderr).to.equal(0);
    const bad = await runCliWithin(['diff', passing, passing, '--fail-on', 'sometimes'], {}, 30_000);
    expect(bad.code).to.equal(2);
  });
});
