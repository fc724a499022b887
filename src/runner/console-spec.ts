import Mocha from 'mocha';
import { ruleTestOf } from '../harness/rule-test.ts';
import { stoppedByRun } from '../harness/stopped-by-run.ts';
import { stacksAreShown } from '../output/error-text.ts';

const { color, symbols } = Mocha.reporters.Base;

/** One line on the console, as mocha's reporters write (`%s`: the text is never a format). */
const consoleLog = (text: string) => Mocha.reporters.Base.consoleLog('%s', text);

/** The first line of `error`'s message that says what happened: its `Received:` line, else its first line. */
function firstLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const lines = error.message.split('\n');
  const received = lines.find((line) => line.startsWith('Received:'));
  if (error.name === 'ConformanceFailure') return `${lines[0] ?? ''} failed: ${received ?? ''}`.trim();
  return `${error.name}: ${received ?? lines[0] ?? ''}`;
}

/** What one line says of a test that did not pass: not finished (the run stopped), not judged, or failed. */
function failureLine(runnable: Mocha.Runnable, error: unknown): string {
  if (stoppedByRun(error)) return color('pending', `  - ${runnable.title}: not finished (the run stopped)`);
  const notJudged = ruleTestOf(runnable)?.notJudged;
  if (notJudged !== undefined) return color('pending', `  - ${runnable.title}: ${notJudged}`);
  return `${color('fail', `  ${symbols.err} ${runnable.title}`)} — ${firstLine(error)}`;
}

/**
 * The console's view of a run as it goes, in place of mocha's spec reporter:
 * each suite's title, then one line per test: ✔ passed, - skipped, ✖ failed with its rule and
 * `Received:` line, - not judged (another rule broke first) or not finished (the run stopped:
 * an interruption is no failure). No list of failures at the end: the run's summary
 * (src/report/summary.ts) gives one block per failed rule. With VOPC_DEBUG=1 a tool error's
 * stack follows its line.
 */
export function attachConsoleSpec(runner: Mocha.Runner): void {
  let depth = 0;
  const indent = () => '  '.repeat(Math.max(0, depth - 1));
  runner.on('suite', (suite: Mocha.Suite) => {
    if (suite.root) return;
    depth += 1;
    consoleLog(color('suite', `${depth === 1 ? '\n' : ''}${indent()}${suite.title}`));
  });
  runner.on('suite end', (suite: Mocha.Suite) => {
    if (!suite.root) depth -= 1;
  });
  runner.on('pass', (test: Mocha.Test) => {
    const slow = test.speed === 'fast' ? '' : color(test.speed ?? 'medium', ` (${test.duration ?? 0}ms)`);
    consoleLog(`${indent()}${color('checkmark', `  ${symbols.ok}`)} ${color('pass', test.title)}${slow}`);
  });
  runner.on('pending', (test: Mocha.Test) => {
    const reason = ruleTestOf(test)?.outcome?.detail?.split('\n', 1)[0];
    consoleLog(`${indent()}${color('pending', `  - ${test.title}${reason ? `: ${reason}` : ''}`)}`);
  });
  runner.on('fail', (runnable: Mocha.Runnable, error: unknown) => {
    consoleLog(`${indent()}${failureLine(runnable, error)}`);
    const isFailure = error instanceof Error && error.name === 'ConformanceFailure';
    if (stacksAreShown() && !isFailure && error instanceof Error && error.stack)
      consoleLog(error.stack.replace(/^/gm, `${indent()}    `));
  });
}
