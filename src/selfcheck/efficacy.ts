import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { faultById, type FaultId, MOCK_FAULTS } from '../mock/faults/index.ts';
import { catalogue } from '../rules/catalogue.ts';
import type { EfficacyReport, FalseAlarmOutcome, FaultOutcome } from './efficacy-report.ts';
import { choiceFlags, type NamedChoiceSet, noFalseAlarmSets } from './choice-sets.ts';
import { detection } from './detection.ts';
import { renderEfficacyPage } from './efficacy-page.ts';
import { type FailedRule, failedRulesOf } from './failed-rules.ts';
import { childRunArgs, runChild } from './run-child.ts';

/** Seed of every run against a faulty mock (fixed, so CI repeats itself). */
export const FAULT_RUN_SEED = 200;

/**
 * Requests of the exploration in a run against a faulty mock (`--explore`): none. A fault must be
 * found by the tests of its own rule, and the exploration cannot keep them from it (it is one test,
 * and only its own rule is left not judged when it finds something first); the runs against the
 * correct mock keep the default budget (no false alarm from it), and
 * test/explore/measure-catalogue.ts measures the exploration alone on the whole catalogue. Each of
 * the 325 fault runs saves its seconds of exploring, so `.ci/run` stays within its 45 minutes.
 */
export const FAULT_RUN_EXPLORE = 0;

/**
 * The false-alarm runs of the efficacy run: the correct embedded mock as a run gets it by default
 * (`correct`), then every choice set of the no-false-alarm run.
 */
export function efficacySets(): NamedChoiceSet[] {
  return [{ name: 'correct', spec: { mode: 'first' }, seed: 100 }, ...noFalseAlarmSets()];
}

/** Options of one efficacy run. */
export interface EfficacyOptions {
  /** Folder for `efficacy.json`, `efficacy.html` and each child's report folder; created. */
  readonly reportDir: string;
  /** Runs at once (child processes). */
  readonly jobs: number;
  /** Longest run of one child, ms: the child's `--deadline` ends a little before it, then it is killed. */
  readonly deadlineMs: number;
  /** `--runs` of each run against the correct mock (where more cases find more false alarms). */
  readonly runs: number;
  /**
   * `--runs` of each run against a faulty mock: fewer cases do, since every property sends the
   * values at its limits first and a fault breaks its rule on them.
   */
  readonly faultRuns: number;
  /** The faults, one run each with `--mock-break`. */
  readonly faults: readonly FaultId[];
  /** The false-alarm runs: the correct mock under each set. */
  readonly sets: readonly NamedChoiceSet[];
  /** Environment of the children (without VOP_BASE_URL: the embedded mock is the target). */
  readonly env: NodeJS.ProcessEnv;
  /** Aborted on SIGINT or SIGTERM: no run starts, the running children get the signal (see runChild). */
  readonly interrupt?: AbortSignal;
}

/**
 * `--poll-timeout` of every child, seconds: the embedded mock ends a task within a second, so a
 * task still waiting after this long is one that never ends (a fault), found by the poll giving
 * up with an assertion rather than by the child's deadline.
 */
export const CHILD_POLL_TIMEOUT_S = 15;

/** The text the run prints when its own deadline stops it (src/runner/run-conformance.ts). */
const STOPPED_BY_DEADLINE = /run stopped: the run deadline/;

/** The child's own `--deadline`, seconds: 10 s (or a tenth) before it is killed, so it reports. */
function runDeadlineSeconds(deadlineMs: number): number {
  return Math.max(1, Math.floor((deadlineMs - Math.min(10_000, deadlineMs / 10)) / 1000));
}

/** A folder name for a fault id (`record-name-max-140/strict` → `record-name-max-140--strict`). */
function folderOf(fault: FaultId): string {
  return fault.replaceAll('/', '--');
}

interface ChildRun {
  readonly code: number | null;
  readonly seconds: number;
  readonly killedByDeadline: boolean;
  readonly stoppedByDeadline: boolean;
  readonly failedRules: readonly FailedRule[] | undefined;
  readonly interrupted: boolean;
}

async function runOne(
  folder: string,
  flags: readonly string[],
  seed: number,
  runs: number,
  options: EfficacyOptions,
) {
  await mkdir(folder, { recursive: true });
  const args = childRunArgs(folder, seed, runs, [
    '--deadline',
    String(runDeadlineSeconds(options.deadlineMs)),
    '--poll-timeout',
    String(CHILD_POLL_TIMEOUT_S),
    ...flags,
  ]);
  const logFile = join(folder, 'run.log');
  const child = await runChild(args, options.env, logFile, options.deadlineMs, options.interrupt);
  const log = await readFile(logFile, 'utf8').catch(() => '');
  const run: ChildRun = {
    code: child.code,
    seconds: Math.round(child.elapsedMs / 1000),
    killedByDeadline: child.killedByDeadline,
    stoppedByDeadline: STOPPED_BY_DEADLINE.test(log),
    failedRules: await failedRulesOf(folder),
    interrupted: child.interrupted,
  };
  return run;
}

/** The outcome of a run, or undefined when an interruption stopped it half-way (it proves nothing). */
async function falseAlarmRun(
  set: NamedChoiceSet,
  options: EfficacyOptions,
): Promise<FalseAlarmOutcome | undefined> {
  const run = await runOne(
    join(options.reportDir, 'false-alarm', set.name),
    choiceFlags(set.spec),
    set.seed,
    options.runs,
    options,
  );
  if (run.interrupted) return undefined;
  const failedRules = (run.failedRules ?? []).map((r) => r.id);
  const reason = run.killedByDeadline
    ? 'killed at its deadline'
    : run.stoppedByDeadline
      ? 'the run stopped at its deadline'
      : run.failedRules === undefined
        ? 'no readable rules.json'
        : run.code !== 0
          ? `exit ${run.code}`
          : undefined;
  return {
    set: set.name,
    code: run.code,
    seconds: run.seconds,
    failedRules,
    passed: reason === undefined && failedRules.length === 0,
    ...(reason === undefined ? {} : { reason }),
  };
}

/** The outcome of a fault's run, or undefined when an interruption stopped it half-way. */
async function faultRun(fault: FaultId, options: EfficacyOptions): Promise<FaultOutcome | undefined> {
  const folder = join(options.reportDir, 'fault', folderOf(fault));
  const flags = ['--mock-break', fault, '--explore', String(FAULT_RUN_EXPLORE)];
  const run = await runOne(folder, flags, FAULT_RUN_SEED, options.faultRuns, options);
  if (run.interrupted) return undefined;
  const { rule } = faultById(fault);
  const verdict = detection(run, rule);
  return {
    fault,
    rule,
    code: run.code,
    seconds: run.seconds,
    detected: verdict.detected,
    failedRules: (run.failedRules ?? []).map((r) => r.id),
    ...(verdict.detected ? {} : { reason: verdict.reason }),
  };
}

/** `; also failed: …` for the rules other than the fault's own that failed, or nothing. */
function others(outcome: FaultOutcome): string {
  const rest = outcome.failedRules.filter((id) => id !== outcome.rule);
  return rest.length > 0 ? ` (also failed: ${rest.join(', ')})` : '';
}

/** Rules of the catalogue no fault of the mock breaks: gaps of the catalogue, shown in the report. */
export function rulesWithoutFault(): string[] {
  const broken = new Set<string>(MOCK_FAULTS.map((f) => f.rule));
  return catalogue.map((r) => r.id).filter((id) => !broken.has(id));
}

type Job =
  | { readonly kind: 'set'; readonly set: NamedChoiceSet }
  | { readonly kind: 'fault'; readonly fault: FaultId };

/**
 * The efficacy run (does the suite detect each fault of the mock's catalogue?): the suite against the correct embedded mock under each choice set
 * (any failed rule a false alarm), then once per fault with `--mock-break`, `jobs` at a time, each
 * a child process with its own deadline. Writes `efficacy.json` and `efficacy.html` into
 * `reportDir` and reports each run through `log`. When `interrupt` is aborted no run starts,
 * the running children are stopped, and the report lists what was not finished.
 */
export async function runEfficacy(
  options: EfficacyOptions,
  log: (line: string) => void,
): Promise<EfficacyReport> {
  const started = new Date();
  await mkdir(options.reportDir, { recursive: true });
  const queue: Job[] = [
    ...options.sets.map((set) => ({ kind: 'set', set }) as const),
    ...options.faults.map((fault) => ({ kind: 'fault', fault }) as const),
  ];
  const falseAlarms = new Map<string, FalseAlarmOutcome>();
  const faults = new Map<FaultId, FaultOutcome>();
  const interrupted = () => options.interrupt?.aborted === true;
  const worker = async () => {
    for (let job = queue.shift(); job && !interrupted(); job = queue.shift()) {
      if (job.kind === 'set') {
        log(`efficacy: correct mock, set ${job.set.name} started`);
        const outcome = await falseAlarmRun(job.set, options);
        if (!outcome) continue;
        falseAlarms.set(outcome.set, outcome);
        const rules =
          outcome.failedRules.length > 0 ? ` — false alarms: ${outcome.failedRules.join(', ')}` : '';
        log(
          `efficacy: correct mock, set ${outcome.set} ${outcome.passed ? 'passed' : (outcome.reason ?? 'failed')} in ${outcome.seconds} s${rules}`,
        );
      } else {
        log(`efficacy: fault ${job.fault} started`);
        const outcome = await faultRun(job.fault, options);
        if (!outcome) continue;
        faults.set(outcome.fault, outcome);
        log(
          outcome.detected
            ? `efficacy: fault ${outcome.fault} detected in ${outcome.seconds} s by ${outcome.rule}${others(outcome)}`
            : `efficacy: fault ${outcome.fault} MISSED in ${outcome.seconds} s (${outcome.reason ?? ''}${outcome.failedRules.length > 0 ? `; failed: ${outcome.failedRules.join(', ')}` : ''})`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.jobs) }, worker));
  const report: EfficacyReport = {
    startedAt: started.toISOString(),
    seconds: Math.round((Date.now() - started.getTime()) / 1000),
    runs: options.runs,
    faultRuns: options.faultRuns,
    // In the order asked, whatever order the runs ended in.
    falseAlarms: options.sets.flatMap((s) => falseAlarms.get(s.name) ?? []),
    faults: options.faults.flatMap((f) => faults.get(f) ?? []),
    rulesWithoutFault: rulesWithoutFault(),
    ...(interrupted()
      ? {
          interrupted: {
            notRun: [
              ...options.sets.filter((s) => !falseAlarms.has(s.name)).map((s) => `set ${s.name}`),
              ...options.faults.filter((f) => !faults.has(f)).map((f) => `fault ${f}`),
            ],
          },
        }
      : {}),
  };
  await writeFile(join(options.reportDir, 'efficacy.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(options.reportDir, 'efficacy.html'), renderEfficacyPage(report));
  return report;
}
