import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeChoices, resolveChoiceSet } from '../mock/choices/choice-set.ts';
import { choiceFlags, type NamedChoiceSet, noFalseAlarmSets } from './choice-sets.ts';
import { failedRulesOf } from './failed-rules.ts';
import { childRunArgs, runChild } from './run-child.ts';

/** Options of one no-false-alarm run. */
export interface NoFalseAlarmOptions {
  /** Folder for `<set>/` report folders and `no-false-alarm.json`; created. */
  readonly reportDir: string;
  /** Runs at once (child processes). */
  readonly jobs: number;
  /** Longest run against one set, ms; a run killed by it counts as not passed. */
  readonly deadlineMs: number;
  /** `--runs` of each run. */
  readonly runs: number;
  /** Seed of every run instead of each set's own. */
  readonly seed?: number;
  /** Environment of the children (without VOP_BASE_URL: the embedded mock is the target). */
  readonly env: NodeJS.ProcessEnv;
  /** Aborted on SIGINT or SIGTERM: no run starts, the running children get the signal (see runChild). */
  readonly interrupt?: AbortSignal;
}

/** What the suite did against one choice set. */
export interface SetOutcome {
  readonly name: string;
  readonly choices: readonly string[];
  readonly seed: number;
  /** Exit code of the run; null when the deadline killed it. */
  readonly code: number | null;
  readonly seconds: number;
  /** Rules the run reported failed: each one a false alarm of the suite. */
  readonly failedRules: readonly string[];
}

/** What the suite did against `set`, or undefined when an interruption stopped its run half-way. */
async function runSet(set: NamedChoiceSet, options: NoFalseAlarmOptions): Promise<SetOutcome | undefined> {
  const folder = join(options.reportDir, set.name);
  await mkdir(folder, { recursive: true });
  const seed = options.seed ?? set.seed;
  const args = childRunArgs(folder, seed, options.runs, choiceFlags(set.spec));
  const child = await runChild(
    args,
    options.env,
    join(folder, 'run.log'),
    options.deadlineMs,
    options.interrupt,
  );
  if (child.interrupted) return undefined;
  return {
    name: set.name,
    choices: describeChoices(resolveChoiceSet(set.spec)),
    seed,
    code: child.code,
    seconds: Math.round(child.elapsedMs / 1000),
    // A run that could not report is never read as clean.
    failedRules: (await failedRulesOf(folder))?.map((r) => r.id) ?? ['(no readable rules.json)'],
  };
}

/**
 * The no-false-alarm run (every provider that follows the two spec files must pass): the whole suite against the embedded mock under every choice
 * set of `noFalseAlarmSets()`, `jobs` at a time, each in its own process with its own deadline.
 * Every set is a correct provider, so every run must exit 0; any other exit is a false alarm of
 * the suite (or a tool error). Writes `no-false-alarm.json` and reports each set through `log`.
 * When `interrupt` is aborted no run starts and the running ones are stopped: the file then
 * holds the sets that finished.
 */
export async function runNoFalseAlarm(
  options: NoFalseAlarmOptions,
  log: (line: string) => void,
): Promise<SetOutcome[]> {
  await mkdir(options.reportDir, { recursive: true });
  const queue = [...noFalseAlarmSets()];
  const outcomes: SetOutcome[] = [];
  const worker = async () => {
    for (let set = queue.shift(); set && options.interrupt?.aborted !== true; set = queue.shift()) {
      log(`no-false-alarm: ${set.name} started`);
      const outcome = await runSet(set, options);
      if (!outcome) continue;
      outcomes.push(outcome);
      const verdict =
        outcome.code === 0
          ? 'passed'
          : outcome.code === null
            ? 'killed at its deadline'
            : `exit ${outcome.code}`;
      const failed =
        outcome.failedRules.length > 0 ? ` — false alarms: ${outcome.failedRules.join(', ')}` : '';
      log(`no-false-alarm: ${set.name} ${verdict} in ${outcome.seconds} s${failed}`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.jobs) }, worker));
  await writeFile(join(options.reportDir, 'no-false-alarm.json'), `${JSON.stringify(outcomes, null, 2)}\n`);
  return outcomes;
}
