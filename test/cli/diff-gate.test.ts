import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { diffCommand } from '../../src/cli/diff-command.ts';
import { ConfigError } from '../../src/errors.ts';
import { catalogue } from '../../src/rules/catalogue.ts';
import { ruleSetDigest } from '../../src/rules/rule-set-digest.ts';
import { runCliWithin, tempDir } from '../helpers/run-cli.ts';

/** What one rule of a hand-made rules.json says. */
type Row = { readonly status: string; readonly reason?: string };

/** The tool of a rules.json written by this version: the catalogue's rule set. */
const TOOL = { version: '0.3.0', ruleSetDigest: ruleSetDigest(catalogue), rules: catalogue.length };

/**
 * A report folder with a rules.json of `rules` (every other rule passed) against `target`, made by
 * `tool` (null: a file of 0.2.0 or earlier, which names no tool).
 */
function folder(
  target: Record<string, string>,
  rules: Readonly<Record<string, Row>> = {},
  tool: typeof TOOL | null = TOOL,
): string {
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
    JSON.stringify({
      ...target,
      ...(tool ? { tool } : {}),
      seed: 1,
      startedAt: '2026-11-27T02:17:00.000Z',
      rules: rows,
    }),
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
    const old = (port: number) => folder({ target: `embedded mock (http://127.0.0.1:${port})` }, {}, null);
    const found = diff(old(1111), old(2222));
    expect(found.code).to.equal(0);
    expect(found.out).to.include('no change');
    // Such files name no rule set: that is the one warning, not another target.
    const ruleSetOnly = [
      'vop-conformance diff: warning: the runs used different rule sets (an unknown version, no rule-set digest; an unknown version, no rule-set digest): a rule added, dropped or reworded reads as a change of the provider',
    ];
    expect(found.warnings).to.deep.equal(ruleSetOnly);
    expect(diff(old(3333), folder(MOCK)).warnings)
      .to.have.length(1)
      .and.match(
        /different rule sets \(an unknown version, no rule-set digest; 0\.3\.0, rule set [0-9a-f]{12}\)/,
      );
  });

  it('warns, without failing, when the runs used different rule sets', () => {
    const other = folder(SANDBOX, {}, { ...TOOL, version: '0.2.9', ruleSetDigest: 'a'.repeat(64) });
    const found = diff(other, passing);
    expect(found.code).to.equal(0);
    expect(found.warnings).to.have.length(1);
    expect(found.warnings[0]).to.include(
      `different rule sets (0.2.9, rule set aaaaaaaaaaaa; 0.3.0, rule set ${TOOL.ruleSetDigest.slice(0, 12)})`,
    );
    expect(diff(passing, folder(SANDBOX)).warnings, 'the same rule set').to.deep.equal([]);
  });

  it('exits 1 under --fail-on fewer-judged when the later run judged fewer rules than the baseline', () => {
    const fewer = folder(SANDBOX, {
      'status-value-enum': { status: 'skipped' },
      'record-lei-invalid': { status: 'skipped' },
    });
    expect(diff(passing, fewer).code, 'not a gate of new-failures').to.equal(0);
    const gated = diff(passing, fewer, 'fewer-judged');
    expect(gated.code).to.equal(1);
    expect(gated.out)
      .to.include(`rules judged: ${catalogue.length} → ${catalogue.length - 2}`)
      .and.include('--fail-on fewer-judged: 2 rule(s) fewer judged than the earlier run: exit 1');
    expect(diff(fewer, passing, 'fewer-judged').code, 'more judged').to.equal(0);
    const failing = folder(SANDBOX, { 'status-value-enum': { status: 'failed' } });
    expect(diff(passing, failing, 'fewer-judged').code, 'a new failure still gates').to.equal(1);
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
