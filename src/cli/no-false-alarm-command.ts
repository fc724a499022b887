import { ConfigError } from '../errors.ts';
import { integerFlag } from './options/integer-flag.ts';
import { selfcheckReportDir } from './selfcheck-flags.ts';
import { runNoFalseAlarm } from '../selfcheck/no-false-alarm.ts';
import { listenForInterruption, SIGNAL_EXIT } from './interruption.ts';
import { variable } from './variables.ts';

/** Flags of `vop-conformance no-false-alarm`. */
export interface NoFalseAlarmFlags {
  readonly jobs?: string;
  readonly reportDir?: string;
  readonly runs?: string;
  readonly seed?: string;
  readonly deadline?: string;
}

/**
 * `vop-conformance no-false-alarm`: runs the suite against the embedded mock under every choice
 * set (see `runNoFalseAlarm`) and exits 0 when every run passed, 1 when any run failed a rule (a
 * false alarm of the suite), 2 when a run could not complete (tool error or deadline), 130 or
 * 143 when SIGINT or SIGTERM stopped it (the children are stopped with it).
 * @throws ConfigError for bad flags, or when VOP_BASE_URL is set (the check needs the embedded mock).
 */
export async function noFalseAlarmCommand(flags: NoFalseAlarmFlags, env: NodeJS.ProcessEnv): Promise<number> {
  const problems: string[] = [];
  const jobs = integerFlag(flags.jobs, '--jobs', { min: 1, fallback: 2 }, problems);
  const runs = integerFlag(flags.runs, '--runs', { min: 1, fallback: 20 }, problems);
  const deadlineSeconds = integerFlag(flags.deadline, '--deadline', { min: 10, fallback: 600 }, problems);
  const seed =
    flags.seed === undefined
      ? undefined
      : integerFlag(flags.seed, '--seed', { min: 0, fallback: 0 }, problems);
  if (variable(env, 'VOP_BASE_URL') !== undefined)
    problems.push('no-false-alarm runs against the embedded mock: unset VOP_BASE_URL');
  if (problems.length > 0) throw new ConfigError(problems);
  const reportDir = selfcheckReportDir(flags.reportDir, env, 'no-false-alarm');
  const interruption = listenForInterruption((signal) => {
    console.error(`no-false-alarm: ${signal}: stopping the runs (a second signal exits at once)`);
  });
  const outcomes = await runNoFalseAlarm(
    {
      reportDir,
      jobs,
      runs,
      deadlineMs: deadlineSeconds * 1000,
      // The children run against the embedded mock by design: a VOP_REQUIRE_TARGET of the caller's
      // (or of .env, which they read too) must not refuse it.
      env: { ...env, VOP_REQUIRE_TARGET: '0' },
      interrupt: interruption.signal,
      ...(seed === undefined ? {} : { seed }),
    },
    (line) => console.log(line),
  ).finally(() => interruption.dispose());
  const signal = interruption.received();
  if (signal !== undefined) {
    console.log(
      `no-false-alarm: interrupted by ${signal} after ${outcomes.length} choice set(s); reports in ${reportDir}`,
    );
    return SIGNAL_EXIT[signal];
  }
  const passed = outcomes.filter((o) => o.code === 0).length;
  const alarms = outcomes.filter((o) => o.code === 1).length;
  console.log(
    `no-false-alarm: ${passed}/${outcomes.length} choice sets passed, false alarms ${alarms}/${outcomes.length}; reports in ${reportDir}`,
  );
  if (passed === outcomes.length) return 0;
  return alarms > 0 ? 1 : 2;
}
