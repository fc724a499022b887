import { Command } from 'commander';
import { givenFlags } from '../options/commander-options.ts';
import type { ReplayFlags } from '../replay-command.ts';
import { withTargetOptions, withTlsOptions } from '../target-options.ts';
import type { SetExit } from './set-exit.ts';

/**
 * `vop-conformance replay`: re-run one generated case of a failed property against the configured
 * target. `dotenv`: the variables that came from `.env` (a bad value names `.env`).
 */
export function replayDefinition(setExit: SetExit, dotenv: ReadonlySet<string> = new Set()): Command {
  const replay = new Command('replay')
    .description(
      're-run one generated case of a failed property: --rule ID --seed S --path P (printed with the failure)',
    )
    .requiredOption('--rule <rule-id>', 'the rule of the failed property')
    .requiredOption('--seed <n>', 'the seed printed with the failure')
    .requiredOption('--path <path>', 'the path printed with the failure');
  return withTlsOptions(withTargetOptions(replay))
    .option('--runs <n>', 'as for run')
    .action(async (_flags: ReplayFlags, command: Command) =>
      setExit(
        await (await import('../replay-command.ts')).replayCommand(givenFlags(command), process.env, dotenv),
      ),
    );
}
