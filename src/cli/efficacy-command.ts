import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { ConfigError } from '../errors.ts';
import { integerFlag } from './options/integer-flag.ts';
import { selfcheckReportDir } from './selfcheck-flags.ts';
import { FAULT_IDS, type FaultId, isMockFault } from '../mock/faults/index.ts';
import { FAULT_LIST_HINT } from './faults-command.ts';
import { listenForInterruption, SIGNAL_EXIT } from './interruption.ts';
import { variable } from './variables.ts';
import { efficacySets, runEfficacy } from '../selfcheck/efficacy.ts';

/** Flags of `vop-conformance efficacy`. */
export interface EfficacyFlags {
  readonly jobs?: string;
  readonly runs?: string;
  readonly faultRuns?: string;
  readonly deadline?: string;
  readonly reportDir?: string;
  readonly fault?: readonly string[];
  readonly sets?: string;
}

/**
 * Runs at once by default: three per core. A child spends most of its time waiting (a token to
 * expire, a task to end), so more children than cores keep the cores busy (measured on 2 cores:
 * 145 faults and 8 correct runs in 639 s with 4 at once, 542 s with 6).
 */
export const DEFAULT_EFFICACY_JOBS = 3 * availableParallelism();

/**
 * `vop-conformance efficacy`: the suite against the correct embedded mock under every choice set
 * and against the mock breaking each fault of the catalogue (MOCK_FAULTS) (see `runEfficacy`). Exits 0 when every
 * fault was detected and no correct run failed, 1 otherwise.
 * @throws ConfigError for bad flags (an unknown `--fault` or `--sets` name), or when VOP_BASE_URL
 *   is set (the check needs the embedded mock).
 */
export async function efficacyCommand(flags: EfficacyFlags, env: NodeJS.ProcessEnv): Promise<number> {
  const problems: string[] = [];
  const jobs = integerFlag(flags.jobs, '--jobs', { min: 1, fallback: DEFAULT_EFFICACY_JOBS }, problems);
  const runs = integerFlag(flags.runs, '--runs', { min: 1, fallback: 20 }, problems);
  const faultRuns = integerFlag(flags.faultRuns, '--fault-runs', { min: 1, fallback: 10 }, problems);
  const deadlineSeconds = integerFlag(flags.deadline, '--deadline', { min: 10, fallback: 300 }, problems);
  const faults: FaultId[] = [];
  for (const id of flags.fault ?? []) {
    if (isMockFault(id)) faults.push(id);
    else problems.push(`--fault: unknown fault id ${JSON.stringify(id)} (${FAULT_LIST_HINT})`);
  }
  const allSets = efficacySets();
  const names =
    flags.sets === undefined
      ? allSets.map((s) => s.name)
      : flags.sets === 'none'
        ? []
        : flags.sets.split(',').map((n) => n.trim());
  for (const name of names) {
    if (!allSets.some((s) => s.name === name))
      problems.push(
        `--sets: unknown choice set ${JSON.stringify(name)} (one of ${allSets.map((s) => s.name).join(', ')})`,
      );
  }
  if (variable(env, 'VOP_BASE_URL') !== undefined)
    problems.push('efficacy runs against the embedded mock: unset VOP_BASE_URL');
  if (problems.length > 0) throw new ConfigError(problems);
  const reportDir = selfcheckReportDir(flags.reportDir, env, 'efficacy');
  const interruption = listenForInterruption((signal) => {
    console.error(`efficacy: ${signal}: stopping the runs (a second signal exits at once)`);
  });
  const report = await runEfficacy(
    {
      reportDir,
      jobs,
      runs,
      faultRuns,
      deadlineMs: deadlineSeconds * 1000,
      faults: faults.length > 0 ? faults : FAULT_IDS,
      sets: allSets.filter((s) => names.includes(s.name)),
      // The children run against the embedded mock by design: a VOP_REQUIRE_TARGET of the caller's
      // (or of .env, which they read too) must not refuse it.
      env: { ...env, VOP_REQUIRE_TARGET: '0' },
      interrupt: interruption.signal,
    },
    (line) => console.log(line),
  ).finally(() => interruption.dispose());
  const signal = interruption.received();
  if (signal !== undefined) {
    console.log(
      `efficacy: interrupted by ${signal}; not finished: ${report.interrupted?.notRun.length ?? 0} run(s); report ${join(reportDir, 'efficacy.html')}`,
    );
    return SIGNAL_EXIT[signal];
  }
  const detected = report.faults.filter((f) => f.detected).length;
  const alarms = report.falseAlarms.filter((s) => !s.passed).length;
  const missed = report.faults.filter((f) => !f.detected).map((f) => f.fault);
  console.log(`efficacy: detected ${detected}/${report.faults.length}`);
  console.log(`efficacy: false alarms ${alarms}/${report.falseAlarms.length}`);
  if (missed.length > 0) console.log(`efficacy: MISSED ${missed.join(', ')}`);
  console.log(`efficacy: ${report.seconds} s; report ${join(reportDir, 'efficacy.html')}`);
  return missed.length > 0 || alarms > 0 ? 1 : 0;
}
