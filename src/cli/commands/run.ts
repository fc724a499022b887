import { Command } from 'commander';
import { givenFlags, withRunOptions } from '../options/commander-options.ts';
import type { RunFlags } from '../resolve-run-config.ts';
import { withTargetOptions, withTlsOptions } from '../target-options.ts';
import type { SetExit } from './set-exit.ts';

/**
 * `vop-conformance run`: its options, one per row of RUN_OPTIONS (src/cli/options/run-options.ts)
 * with a flag, each with its variable; and its action, loaded when it runs. `dotenv`: the
 * variables that came from `.env` (a bad value names `.env`).
 */
export function runDefinition(setExit: SetExit, dotenv: ReadonlySet<string> = new Set()): Command {
  const run = new Command('run').description(
    'run the conformance suites against the embedded mock (default) or VOP_BASE_URL',
  );
  return withRunOptions(withTlsOptions(withTargetOptions(run)), 'run').action(
    async (_flags: RunFlags, command: Command) =>
      setExit(await (await import('../run-command.ts')).runCommand(givenFlags(command), process.env, dotenv)),
  );
}
