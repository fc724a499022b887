import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { expect } from 'chai';
import type Mocha from 'mocha';
import { loadRunConfig } from '../../src/cli/load-run-config.ts';
import { ConfigError } from '../../src/errors.ts';
import { clockText, plainProgressLine } from '../../src/output/progress-text.ts';
import { attachProgress, type ProgressOptions } from '../../src/runner/progress.ts';

/** A stand-in for mocha's runner: events, and the number of tests it will run. */
class FakeRunner extends EventEmitter {
  total = 3;
}

/** A rule test as ruleIt marks it (the record is read through a global symbol). */
function ruleTest(ruleId: string): Mocha.Test {
  return {
    title: `${ruleId}: a test`,
    [Symbol.for('vop-conformance.rule-test')]: { ruleId },
  } as unknown as Mocha.Test;
}

/** Timers the test fires by hand, and a clock it sets. */
function manualTime() {
  const time = { now: 0, ticks: [] as Array<() => void>, cleared: 0 };
  return {
    time,
    options: {
      now: () => time.now,
      setInterval: (run: () => void) => {
        time.ticks.push(run);
        return {};
      },
      clearInterval: () => {
        time.cleared += 1;
      },
    },
  };
}

/** Runs two tests of three, the second failing, on `runner`. */
function twoOfThree(runner: FakeRunner, time: { now: number }): void {
  runner.emit('start');
  runner.emit('test', ruleTest('status-taskid-uuid'));
  time.now = 5_000;
  runner.emit('test end', ruleTest('status-taskid-uuid'));
  const failing = ruleTest('results-taskid-uuid');
  runner.emit('test', failing);
  time.now = 10_000;
  runner.emit('fail', failing, new Error('Received: 404'));
  runner.emit('test end', failing);
}

describe('runner: the progress line', () => {
  it('formats durations as m:ss, and h:mm:ss from an hour on', () => {
    expect([0, 31_000, 61_400, 3_599_000, 3_723_000].map(clockText)).to.deep.equal([
      '0:00',
      '0:31',
      '1:01',
      '59:59',
      '1:02:03',
    ]);
  });

  it('says tests done out of total, rules failed, the current rule, elapsed and an estimate', () => {
    expect(
      plainProgressLine({
        done: 42,
        total: 110,
        failedRules: 1,
        current: 'status-taskid-uuid',
        elapsedMs: 31_000,
        remainingMs: 50_200,
      }),
    ).to.equal(
      'progress: 42/110 tests, 1 rule failed, now status-taskid-uuid, 0:31 elapsed, about 0:50 left',
    );
    expect(
      plainProgressLine({
        done: 0,
        total: 5,
        failedRules: 0,
        current: undefined,
        elapsedMs: 0,
        remainingMs: undefined,
      }),
    ).to.equal('progress: 0/5 tests, 0 rules failed, 0:00 elapsed');
  });

  it('plain: prints a line at each interval and stops at the run end', () => {
    const runner = new FakeRunner();
    const { time, options } = manualTime();
    const stream = new PassThrough();
    let written = '';
    stream.on('data', (chunk: Buffer) => (written += chunk.toString()));
    attachProgress(runner as unknown as Mocha.Runner, {
      mode: 'plain',
      stream,
      stdout: process.stdout,
      plainEveryMs: 10_000,
      ...options,
    });
    twoOfThree(runner, time);
    expect(time.ticks).to.have.length(1);
    time.ticks[0]?.();
    runner.emit('end');
    expect(written).to.equal(
      'progress: 2/3 tests, 1 rule failed, now results-taskid-uuid, 0:10 elapsed, about 0:05 left\n',
    );
    expect(time.cleared).to.equal(1);
  });

  it('live: one line in the terminal, the run output printed above it, stdout restored at the end', async () => {
    const runner = new FakeRunner();
    const { time, options } = manualTime();
    const terminal = Object.assign(new PassThrough(), { isTTY: true, columns: 200 });
    let screen = '';
    terminal.on('data', (chunk: Buffer) => (screen += chunk.toString()));
    let printed = '';
    const stdout = {
      write: (chunk: unknown) => {
        printed += String(chunk);
        return true;
      },
    } as unknown as NodeJS.WriteStream;
    const progress: ProgressOptions = {
      mode: 'live',
      stream: terminal,
      stdout,
      plainEveryMs: 10_000,
      ...options,
    };
    attachProgress(runner as unknown as Mocha.Runner, progress);
    twoOfThree(runner, time);
    stdout.write('  ✔ status-taskid-uuid: a test\n');
    runner.emit('end');
    await new Promise((resolve) => setImmediate(resolve));
    expect(printed, 'nothing reached stdout while the line showed').to.equal('');
    expect(screen).to.include('  ✔ status-taskid-uuid: a test\n');
    expect(screen).to.include('2/3 tests');
    expect(screen).to.include('1 rule failed');
    expect(screen).to.include('now results-taskid-uuid');
    stdout.write('after the run\n');
    expect(printed, 'stdout restored').to.equal('after the run\n');
    expect(time.ticks, 'no plain lines in a terminal').to.deep.equal([]);
  });

  it('off: nothing', () => {
    const runner = new FakeRunner();
    const { time, options } = manualTime();
    const stream = new PassThrough();
    attachProgress(runner as unknown as Mocha.Runner, {
      mode: 'off',
      stream,
      stdout: process.stdout,
      plainEveryMs: 1,
      ...options,
    });
    twoOfThree(runner, time);
    runner.emit('end');
    expect(stream.read()).to.equal(null);
    expect(time.ticks).to.deep.equal([]);
  });

  it('is live in a terminal, plain in CI or when piped, and VOP_PROGRESS says otherwise', () => {
    const mode = (env: Record<string, string>, stdout: boolean, stderr: boolean) =>
      loadRunConfig({}, env, process.cwd(), { stdout, stderr }).progress;
    expect(mode({}, true, true)).to.equal('live');
    expect(mode({ CI: 'true' }, true, true)).to.equal('plain');
    expect(mode({ CI: 'false' }, true, true)).to.equal('live');
    expect(mode({}, false, true)).to.equal('plain');
    expect(mode({}, true, false)).to.equal('plain');
    expect(mode({ VOP_PROGRESS: 'off' }, true, true)).to.equal('off');
    expect(mode({ VOP_PROGRESS: 'live', CI: 'true' }, false, false)).to.equal('live');
    expect(() => mode({ VOP_PROGRESS: 'loud' }, true, true)).to.throw(
      ConfigError,
      /VOP_PROGRESS must be one of live, plain, off/,
    );
  });
});
