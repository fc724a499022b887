import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { DEMO_CREDENTIALS } from '../../src/mock/options.ts';
import { type RunningMock, startMock } from '../../src/mock/server.ts';
import { BIN, isReportFolder, tempDir } from '../helpers/run-cli.ts';

/** Longest wait for any one step of these tests (the run to start, to end, children to go), ms. */
const STEP_LIMIT_MS = 60_000;

interface Started {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly ended: Promise<number | null>;
}

/** Starts `vop-conformance <args>` with only PATH and `env`; its stdout and stderr are gathered. */
function start(args: readonly string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: tempDir(),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const ended = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, output: () => output, ended };
}

/** Resolves once `started` has printed text matching `pattern`; rejects when it ends first or after STEP_LIMIT_MS. */
async function printed(started: Started, pattern: RegExp): Promise<void> {
  const limit = Date.now() + STEP_LIMIT_MS;
  for (;;) {
    if (pattern.test(started.output())) return;
    if (started.child.exitCode !== null || Date.now() > limit)
      throw new Error(`never printed ${String(pattern)}:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every process below `pid` (children, their children …), from ps. */
function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const below = (parent: number): number[] =>
    table.filter(([, ppid]) => ppid === parent).flatMap(([child]) => [child, ...below(child)]);
  return below(pid);
}

/** True while `pid` is a live process (a zombie, which has ended, is not). */
function alive(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/** The processes of `pids` still alive after up to STEP_LIMIT_MS (a killed process may take a moment to go). */
async function survivors(pids: readonly number[]): Promise<number[]> {
  const limit = Date.now() + STEP_LIMIT_MS;
  let left = pids.filter(alive);
  while (left.length > 0 && Date.now() < limit) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = left.filter(alive);
  }
  return left;
}

/** The one report folder under `root`. */
function reportFolder(root: string): string {
  const [stamp] = readdirSync(root).filter(isReportFolder);
  return join(root, stamp ?? '');
}

type RulesJson = { rules: Array<{ id: string; status: string; reason?: string }> };

describe('cli: an interrupted run keeps its evidence', function () {
  this.timeout(4 * STEP_LIMIT_MS);
  let slow: RunningMock;

  before(async () => {
    // Every bulk task takes 3 s IN_PROGRESS: the run is mid-way when the signal comes.
    slow = await startMock({ port: 0, processingMs: 3_000 });
  });
  after(async () => {
    await slow.close();
  });

  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    it(`${signal}: exit ${code}, every report written with the unreached rules not tested: interrupted, a history line marked interrupted, no child left`, async () => {
      const reports = tempDir();
      const run = start(['run', '--report-dir', reports, '--rate', '0'], {
        VOP_BASE_URL: slow.baseUrl,
        VOP_API_KEY: DEMO_CREDENTIALS.apiKey,
        VOP_API_SECRET: DEMO_CREDENTIALS.apiSecret,
      });
      // Some tests have run (a passing one printed), and the bulk tasks are still in progress.
      await printed(run, /✔/);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const children = run.child.pid === undefined ? [] : descendants(run.child.pid);
      run.child.kill(signal);
      expect(await run.ended, run.output()).to.equal(code);
      expect(await survivors(children), 'processes left behind').to.deep.equal([]);
      expect(run.output()).to.include(`vop-conformance: ${signal}: stopping`);
      expect(run.output()).to.match(/rules not run: interrupted/);

      const folder = reportFolder(reports);
      expect(readdirSync(folder)).to.include.members(['index.html', 'rules.json', 'junit.xml', 'signoff.md']);
      const rules = (JSON.parse(readFileSync(join(folder, 'rules.json'), 'utf8')) as RulesJson).rules;
      const unreached = rules.filter((r) => r.status === 'not tested');
      expect(unreached.length, 'rules not reached').to.be.greaterThan(0);
      for (const rule of unreached) expect(rule.reason, rule.id).to.match(/interrupted|broke first/);
      expect(
        rules.filter((r) => r.status === 'failed'),
        'no rule fails for an interruption',
      ).to.deep.equal([]);
      const junit = readFileSync(join(folder, 'junit.xml'), 'utf8');
      expect(junit).to.include('<skipped message="not tested: interrupted"/>');
      expect(junit).to.match(/<testsuites [^>]*failures="0"/);
      const index = readFileSync(join(folder, 'index.html'), 'utf8');
      expect(index).to.include('interrupted');

      // The run says everywhere that it was interrupted, and how much it did not reach.
      const verdict = /INTERRUPTED after \d+ (ms|s|min)[^:]*: (\d+) of (\d+) rules not reached; /;
      const against = `against the provider at ${slow.baseUrl}`;
      const output = run.output();
      expect(output, 'no mocha failure for the interruption').to.not.match(/RunInterruptedError|failing/);
      const last = output.trimEnd().split('\n').at(-1) ?? '';
      expect(last, 'the console ends with the verdict and the target').to.match(verdict);
      expect(last.endsWith(` — ${against}`), last).to.equal(true);
      expect(output.split('\n', 1)[0]).to.include(`running against the provider at ${slow.baseUrl}`);
      expect(index).to.include('data-outcome="interrupted"').and.include('This run is incomplete');
      expect(index).to.not.include('Nothing needs attention');
      const signoff = readFileSync(join(folder, 'signoff.md'), 'utf8');
      expect(signoff.split('\n', 1)[0]).to.match(
        /^# Onboarding sign-off: INTERRUPTED after .* \(incomplete, not for signature\) against the provider at /,
      );
      expect(signoff).to.include('**Not for signature**').and.not.include('| QA (consumer) |');
      const file = JSON.parse(readFileSync(join(folder, 'rules.json'), 'utf8')) as {
        against: string;
        verdict: { outcome: string; text: string; notReached: number };
      };
      expect(file.against).to.equal(`the provider at ${slow.baseUrl}`);
      expect(file.verdict.outcome).to.equal('interrupted');
      expect(file.verdict.text).to.match(verdict);
      expect(file.verdict.notReached).to.equal(unreached.filter((r) => r.reason === 'interrupted').length);

      const lines = readFileSync(join(reports, 'history.jsonl'), 'utf8').split('\n').filter(Boolean);
      expect(lines).to.have.length(1);
      const history = lines.map(
        (line) => JSON.parse(line) as { interrupted?: boolean; against?: string; verdict?: string },
      );
      expect(history[0]?.interrupted).to.equal(true);
      expect(history[0]?.against).to.equal(`the provider at ${slow.baseUrl}`);
      expect(history[0]?.verdict).to.match(verdict);
    });
  }

  it('run: a second signal exits at once and leaves a readable report or no folder at all', async () => {
    const reports = tempDir();
    const run = start(['run', '--report-dir', reports, '--rate', '0'], {
      VOP_BASE_URL: slow.baseUrl,
      VOP_API_KEY: DEMO_CREDENTIALS.apiKey,
      VOP_API_SECRET: DEMO_CREDENTIALS.apiSecret,
    });
    await printed(run, /✔/);
    run.child.kill('SIGINT');
    await printed(run, /SIGINT: stopping/);
    run.child.kill('SIGINT');
    expect(await run.ended, run.output()).to.equal(130);
    const folders = readdirSync(reports).filter(isReportFolder);
    for (const name of folders) {
      // Whatever is left is whole: its rule table parses and its front page is complete.
      const folder = join(reports, name);
      expect(readdirSync(folder), name).to.include.members(['index.html', 'rules.json', 'junit.xml']);
      expect(() => JSON.parse(readFileSync(join(folder, 'rules.json'), 'utf8')) as unknown).to.not.throw();
      expect(readFileSync(join(folder, 'index.html'), 'utf8').trimEnd()).to.match(/<\/html>$/);
    }
    if (folders.length === 0)
      expect(run.output()).to.match(/SIGINT again: exiting; the unfinished report folder \S+ is removed/);
  });

  it('efficacy: SIGINT stops its child runs, writes efficacy.json naming what did not finish, exit 130', async () => {
    const reports = tempDir();
    const run = start(
      [
        'efficacy',
        '--jobs',
        '2',
        '--report-dir',
        reports,
        '--sets',
        'correct',
        '--fault',
        'status-taskid-uuid',
      ],
      {},
    );
    await printed(run, /efficacy: fault status-taskid-uuid started/);
    const limit = Date.now() + STEP_LIMIT_MS;
    let children: number[] = [];
    while (children.length < 2 && Date.now() < limit && run.child.pid !== undefined) {
      children = descendants(run.child.pid);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(children.length, 'child runs started').to.be.at.least(2);
    run.child.kill('SIGINT');
    expect(await run.ended, run.output()).to.equal(130);
    expect(await survivors(children), 'child runs left behind').to.deep.equal([]);
    const [folder = ''] = readdirSync(reports);
    const report = JSON.parse(readFileSync(join(reports, folder, 'efficacy.json'), 'utf8')) as {
      interrupted?: { notRun: string[] };
    };
    expect(report.interrupted?.notRun).to.include.members(['set correct', 'fault status-taskid-uuid']);
  });

  it('a second signal ends the command at once, and the child runs go with it', async () => {
    const run = start(['efficacy', '--jobs', '2', '--report-dir', tempDir(), '--sets', 'correct,last'], {});
    await printed(run, /efficacy: correct mock, set last started/);
    const limit = Date.now() + STEP_LIMIT_MS;
    let children: number[] = [];
    while (children.length < 2 && Date.now() < limit && run.child.pid !== undefined) {
      children = descendants(run.child.pid);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    run.child.kill('SIGINT');
    await printed(run, /efficacy: SIGINT: stopping/);
    run.child.kill('SIGINT');
    const code = await run.ended;
    // 130 from the second-signal handler, or the signal itself if the first had already ended the work.
    expect([130, null], run.output()).to.include(code);
    expect(await survivors(children), 'child runs left behind').to.deep.equal([]);
  });
});
