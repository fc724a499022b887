import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import type { LedgerEntry, Observation } from '../../src/harness/ledger.ts';

const exec = promisify(execFile);
const FIXTURE = fileURLToPath(new URL('test-group-fixture/run-fixture.ts', import.meta.url));

interface FixtureRun {
  readonly entries: LedgerEntry[];
  readonly observations: Observation[];
  /** What the work and the tests did, in order (`start A`, `case A 0`, `judge A`, `test end A passes`, …). */
  readonly log: string[];
}

/** The fixture suite (test-group-fixture/group.suite.ts) run under `assumptions`, with `grep` when given. */
async function fixtureRun(assumptions: string, grep?: string): Promise<FixtureRun> {
  const args = ['--import', 'tsx', FIXTURE, assumptions, ...(grep ? [grep] : [])];
  const { stdout, stderr } = await exec(process.execPath, args);
  const written = JSON.parse(stdout) as Omit<FixtureRun, 'log'>;
  return { ...written, log: stderr.split('\n').filter((l) => l !== '') };
}

/** The entries of the test whose title ends with `title`, as `outcome rule-id`. */
function outcomesOf(run: FixtureRun, title: string): string[] {
  return run.entries.filter((e) => e.test.endsWith(title)).map((e) => `${e.outcome} ${e.ruleId}`);
}

const starts = (run: FixtureRun) => run.log.filter((l) => l.startsWith('start '));

describe('harness/test-group: the work of a group of tests starts together, each test judges its own', () => {
  let all: FixtureRun;
  let off: FixtureRun;

  before(async () => {
    [all, off] = await Promise.all([fixtureRun('enforce'), fixtureRun('off')]);
  });

  it("starts every test's work, in order, when the first test runs, and shares one pool of --concurrency", () => {
    expect(starts(all)).to.deep.equal(['start A', 'start B', 'start C', 'start D', 'start E']);
    const firstEnd = all.log.findIndex((l) => l.startsWith('test end '));
    expect(all.log.indexOf('start E')).to.be.lessThan(firstEnd);
    expect(all.log.indexOf('case E 0'), "E's cases wait behind A's").to.be.greaterThan(
      all.log.indexOf('case A 2'),
    );
  });

  it('shows one test per rule, in order, each with its own outcome', () => {
    const ends = all.log.filter((l) => l.startsWith('test end '));
    expect(ends).to.deep.equal([
      'test end status-taskid-uuid: A passes',
      'test end status-x-request-id-mandatory: B fails',
      'test end results-unknown-task-404: C is assumption-based',
      'test end status-x-request-id-echo: D runs over its timeout',
      'test end status-200-json-body: E passes',
    ]);
    expect(outcomesOf(all, 'A passes')).to.deep.equal(['passed status-taskid-uuid']);
    expect(outcomesOf(all, 'B fails')).to.deep.equal(['failed status-x-request-id-mandatory']);
    expect(outcomesOf(all, 'C is assumption-based')).to.deep.equal(['skipped results-unknown-task-404']);
    expect(outcomesOf(all, 'E passes')).to.deep.equal(['passed status-200-json-body']);
  });

  it("records what each test's work found under that test, though it ran while another test was running", () => {
    for (const [name, title] of [
      ['A', 'A passes'],
      ['B', 'B fails'],
      ['E', 'E passes'],
    ] as const) {
      const seen = all.observations.filter((o) => o.title === `seen by the work of ${name}`);
      expect(seen, name).to.have.length(3);
      expect(
        seen.every((o) => o.test.endsWith(title)),
        name,
      ).to.equal(true);
    }
  });

  it('stops the work of a test cut short by its timeout (the fixture exits only once it has stopped)', () => {
    expect(all.log).to.include('aborted D');
    expect(outcomesOf(all, 'D runs over its timeout')).to.deep.equal(['skipped status-x-request-id-echo']);
  });

  it('starts no work for a test whose assumption is off', () => {
    expect(starts(off)).to.deep.equal(['start A', 'start B', 'start D', 'start E']);
    expect(off.observations.some((o) => o.title === 'seen by the work of C')).to.equal(false);
  });

  it('with --grep, starts only the work of the tests it selects', async () => {
    const one = await fixtureRun('enforce', 'B fails');
    expect(starts(one)).to.deep.equal(['start B']);
    expect(one.entries.map((e) => e.ruleId)).to.deep.equal(['status-x-request-id-mandatory']);
    const two = await fixtureRun('enforce', 'B fails|E passes');
    expect(starts(two)).to.deep.equal(['start B', 'start E']);
  });
});
