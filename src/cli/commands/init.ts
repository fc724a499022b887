import { Command } from 'commander';
import type { InitFlags } from '../init-command.ts';
import type { SetExit } from './set-exit.ts';

/** `vop-conformance init [dir]`: scaffold a QA team's repository (profile, expected failures, .env.example, nightly workflow). */
export function initDefinition(setExit: SetExit): Command {
  return new Command('init')
    .description(
      "scaffold a QA team's repository: a target profile, an expected-failures file, .env.example, .gitignore lines and a nightly workflow",
    )
    .argument('[dir]', 'the repository to write into (default: the working directory)')
    .option('--force', 'overwrite files that exist (default: keep them)')
    .action(async (dir: string | undefined, flags: InitFlags) =>
      setExit((await import('../init-command.ts')).initCommand(dir, flags, (line) => console.log(line))),
    );
}
