import { Command, Option } from 'commander';
import { CHOICE_MODES } from '../../mock/choices/choice-set.ts';
import type { MockFlags } from '../mock-command.ts';
import { collect, type SetExit } from './set-exit.ts';

/** `vop-conformance mock`: the reference mock as a server of its own, with faults and choices. */
export function mockDefinition(setExit: SetExit): Command {
  return new Command('mock')
    .description('start the reference mock provider and print its base URL and demo credentials')
    .option('--port <port>', 'TCP port (0: ephemeral)', '8080')
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option(
      '--break <fault-id>',
      'break a rule on purpose with this fault (repeatable; self-validation; see vop-conformance faults)',
      collect,
      [],
    )
    .option('--queue-ms <ms>', 'time a task stays NOT_STARTED (default 100)')
    .option('--processing-ms <ms>', 'time a task stays IN_PROGRESS (default 300)')
    .option('--slow-ms <ms>', 'time a SCENARIO_SLOW task stays IN_PROGRESS (default 120000)')
    .option('--rate-limit <n>', 'functional requests per second before 429 with Retry-After (default: none)')
    .option(
      '--token-lifetime <s>',
      'seconds a token lives (expires_in; default 3600); 5 lets a run test expired tokens (it prints VOP_TOKEN_WAIT)',
    )
    .option(
      '--choice <id=alternative>',
      'take this alternative at an open point of the spec files (repeatable; see src/mock/choices/)',
      collect,
      [],
    )
    .addOption(
      new Option('--choices <mode>', 'alternatives where no --choice names one')
        .choices(CHOICE_MODES)
        .default('first'),
    )
    .option('--seed <n>', 'seed of --choices random (default 0)')
    .option(
      '--like <report-dir>',
      'calibrate the mock from a run: the choices its exchanges showed (observed-choices.json), the token lifetime and timings seen',
    )
    .option(
      '--with-deviations',
      'with --like: also break every rule that failed in that run (its catalogue fault)',
    )
    .option('--print-choices', 'print the choices file (JSON) of --like or --choices-file and exit')
    .option('--save-choices <file>', 'write the choices file of --like to this file, then start the mock')
    .option(
      '--choices-file <file>',
      'take the choices, settings and faults of a choices file (--save-choices)',
    )
    .action(async (flags: MockFlags) =>
      setExit(await (await import('../mock-command.ts')).mockCommand(flags)),
    );
}
