import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { catalogue } from '../../src/rules/catalogue.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';

/** The per-rule table (`rules.json`) of the one run written under `root`. */
function rulesOf(root: string): Array<{ id: string; status: string; reason?: string }> {
  const [stamp] = readdirSync(root).filter((name) => /^\d{4}-/.test(name));
  const file = JSON.parse(readFileSync(join(root, stamp ?? '', 'rules.json'), 'utf8')) as {
    rules?: Array<{ id: string; status: string; reason?: string }>;
  };
  return file.rules ?? [];
}

describe('cli: selection that cannot lie: --rule, --operation, --level, --bail', () => {
  it('--rule takes an id or a glob, and the counts speak of the selected rules only', async () => {
    const root = tempDir();
    const result = await runCli([
      'run',
      '--report-dir',
      root,
      '--rule',
      'status-x-end-user-*',
      '--rule',
      'results-unknown-task-404',
    ]);
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    const judged = rulesOf(root)
      .filter((r) => r.status !== 'not tested')
      .map((r) => `${r.id} ${r.status}`);
    const selected = [
      'results-unknown-task-404',
      ...catalogue.map((rule) => rule.id).filter((id) => id.startsWith('status-x-end-user-')),
    ];
    expect(selected.length, 'the glob names at least two rules').to.be.greaterThan(2);
    expect(judged.sort()).to.deep.equal(selected.map((id) => `${id} passed`).sort());
    expect(result.stdout).to.match(new RegExp(`\\b${selected.length} passed, 0 failed, 0 warned, 0 skipped`));
  });

  it('--operation and --level select the rules of one operation at one level', async () => {
    const root = tempDir();
    const result = await runCli(['run', '--report-dir', root, '--operation', 'token', '--level', 'assumed']);
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    const judged = rulesOf(root)
      .filter((r) => r.status !== 'not tested')
      .map((r) => r.id)
      .sort();
    // The assumed rules on the token operation, read from the catalogue: the token rules of A1 and
    // A8's FORMAT_ERROR title, judged on every operation.
    const expected = catalogue
      .filter((rule) => rule.level === 'assumed' && rule.operations.includes('token'))
      .map((rule) => rule.id)
      .sort();
    expect(expected).to.include.members(['token-bad-credentials-401', 'error-format-error-title']);
    expect(judged).to.deep.equal(expected);
  });

  it('--bail stops after the first failed rule: the rest are not tested (stopped after the first failure), exit 1', async () => {
    const root = tempDir();
    const result = await runCli([
      'run',
      '--report-dir',
      root,
      '--bail',
      '--mock-break',
      'error-title-max-70',
    ]);
    expect(result.code, result.stdout + result.stderr).to.equal(1);
    const rules = rulesOf(root);
    expect(rules.filter((r) => r.status === 'failed').map((r) => r.id)).to.include('error-title-max-70');
    const stopped = rules.filter((r) => r.reason === 'stopped after the first failure');
    expect(stopped.length, 'rules not reached').to.be.greaterThan(20);
  });

  it('exits 2 naming the selection when it selects no rule, or when every selected rule was skipped', async () => {
    const unknown = await runCli(['run', '--report-dir', tempDir(), '--rule', 'status-no-such-rule']);
    expect(unknown.code).to.equal(2);
    expect(unknown.stderr).to.include('--rule status-no-such-rule matches no rule of the catalogue');
    const none = await runCli([
      'run',
      '--report-dir',
      tempDir(),
      '--operation',
      'token',
      '--rule',
      'status-*',
    ]);
    expect(none.code).to.equal(2);
    expect(none.stderr).to.include('--rule status-* --operation token selects no rule');
    // A token that lives longer than --token-wait cannot be waited out: the expired-token rule is skipped.
    const skipped = await runCli(['run', '--report-dir', tempDir(), '--rule', 'status-auth-expired-401'], {
      VOP_TOKEN_WAIT: '0',
    });
    expect(skipped.code, skipped.stdout + skipped.stderr).to.equal(2);
    expect(skipped.stderr).to.match(
      /every rule --rule status-auth-expired-401 selects was skipped, nothing was judged/,
    );
  });
});
