import { Command } from 'commander';
import type { EfficacyFlags } from '../efficacy-command.ts';
import type { NoFalseAlarmFlags } from '../no-false-alarm-command.ts';
import { collect, type SetExit } from './set-exit.ts';

/** `vop-conformance no-false-alarm`: the suite against every correct choice set of the embedded mock. */
export function noFalseAlarmDefinition(setExit: SetExit): Command {
  return new Command('no-false-alarm')
    .description(
      'run the suite against the embedded mock under every choice set (open points of the spec files taken each way); every run must pass',
    )
    .option('--jobs <n>', 'runs at once (default 2)')
    .option('--runs <n>', 'generated cases per property in each run (default 20)')
    .option('--seed <n>', "seed of every run (default: each set's own fixed seed)")
    .option('--deadline <s>', 'longest run against one set, seconds (default 600)')
    .option('--report-dir <dir>', 'folder for the no-false-alarm-<UTC timestamp>/ folder (default reports)')
    .action(async (flags: NoFalseAlarmFlags) =>
      setExit(await (await import('../no-false-alarm-command.ts')).noFalseAlarmCommand(flags, process.env)),
    );
}

/** `vop-conformance efficacy`: no false alarm on the correct mock, and every fault of the mock detected. */
export function efficacyDefinition(setExit: SetExit): Command {
  return new Command('efficacy')
    .description(
      'run the suite against the correct embedded mock (every choice set: no rule may fail) and once per mock fault (each must be detected)',
    )
    .option('--jobs <n>', 'runs at once (default three per core: the runs mostly wait)')
    .option('--runs <n>', 'generated cases per property in each correct-mock run (default 20)')
    .option(
      '--fault-runs <n>',
      'generated cases per property in each fault run (default 10: limits are sent first)',
    )
    .option('--deadline <s>', 'longest run of one child, seconds (default 300)')
    .option('--report-dir <dir>', 'folder for the efficacy-<UTC timestamp>/ folder (default reports)')
    .option('--fault <id>', 'only this fault (repeatable; default every fault of the mock)', collect, [])
    .option(
      '--sets <names>',
      'only these correct-mock runs, comma-separated, or none (default all: correct and every choice set)',
    )
    .action(async (flags: EfficacyFlags) =>
      setExit(await (await import('../efficacy-command.ts')).efficacyCommand(flags, process.env)),
    );
}
