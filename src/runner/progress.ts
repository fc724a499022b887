import cliProgress from 'cli-progress';
import type Mocha from 'mocha';
import { plainProgressLine } from '../output/progress-text.ts';
import { ProgressTally } from './progress-tally.ts';

/**
 * How a run shows its progress: `live`, one line redrawn in a terminal; `plain`, a line every
 * few seconds (CI, piped output); `off`, nothing.
 */
export type ProgressMode = 'live' | 'plain' | 'off';

/** Where and how often progress is shown. */
export interface ProgressOptions {
  readonly mode: ProgressMode;
  /** Where the progress goes (stderr). */
  readonly stream: NodeJS.WritableStream;
  /** The run's console output: in `live` mode its writes are printed above the line. */
  readonly stdout: NodeJS.WriteStream;
  /** Clock, ms. */
  readonly now: () => number;
  /** Time between two plain lines, ms. */
  readonly plainEveryMs: number;
  /** Timers (tests give their own). */
  readonly setInterval: (run: () => void, ms: number) => { unref?: () => unknown };
  readonly clearInterval: (timer: { unref?: () => unknown }) => void;
}

/** Prints a plain line every `plainEveryMs` until the run ends. */
function plain(runner: Mocha.Runner, tally: ProgressTally, options: ProgressOptions): void {
  const timer = options.setInterval(() => {
    options.stream.write(`${plainProgressLine(tally.snapshot())}\n`);
  }, options.plainEveryMs);
  timer.unref?.();
  runner.once('end', () => options.clearInterval(timer));
}

/**
 * One line redrawn in the terminal by cli-progress: a bar, tests done out of total, rules failed
 * so far, the current rule, elapsed time and an estimate. While it shows, what the run writes to
 * stdout (the spec reporter) is printed above it through the bar's log, so the two never mix; at
 * the run's end the line is cleared and stdout restored.
 */
function live(runner: Mocha.Runner, tally: ProgressTally, options: ProgressOptions): void {
  const bars = new cliProgress.MultiBar({
    stream: options.stream,
    format:
      '{bar} {value}/{total} tests | {failed} | now {rule} | {duration_formatted} elapsed | ETA {eta_formatted}',
    barsize: 20,
    fps: 4,
    clearOnComplete: true,
    hideCursor: false,
    linewrap: true,
    forceRedraw: true,
  });
  const payload = () => {
    const { failedRules, current } = tally.snapshot();
    return { failed: `${failedRules} rule${failedRules === 1 ? '' : 's'} failed`, rule: current ?? '-' };
  };
  let bar: cliProgress.SingleBar | undefined;
  const { stdout } = options;
  // Put back as it was at the end (never called here): the same function, not a bound copy.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const write = stdout.write;
  runner.once('start', () => {
    stdout.write = (chunk: unknown, ...rest: unknown[]) => {
      bars.log(typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '');
      const callback = rest.at(-1);
      if (typeof callback === 'function') (callback as () => void)();
      return true;
    };
    bar = bars.create(runner.total, 0, payload());
  });
  runner.on('test', () => bar?.update(payload()));
  runner.on('test end', () => bar?.update(tally.snapshot().done, payload()));
  runner.once('end', () => {
    bars.update();
    bars.stop();
    stdout.write = write;
  });
}

/**
 * Shows the run's progress as `options.mode` says (one live line in a terminal; in
 * CI or when piped, a plain line every few seconds instead). Attach it
 * before the reporters that print, so that in `live` mode their output goes above the line.
 */
export function attachProgress(runner: Mocha.Runner, options: ProgressOptions): void {
  if (options.mode === 'off') return;
  const tally = new ProgressTally(runner, options.now);
  if (options.mode === 'plain') plain(runner, tally, options);
  else live(runner, tally, options);
}
