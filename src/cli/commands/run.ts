import { Command, Option } from 'commander';
import { ASSUMPTION_MODES } from '../../rules/assumption-mode.ts';
import { CHOICE_MODES } from '../../mock/choices/choice-set.ts';
import type { RunFlags } from '../resolve-run-config.ts';
import { withTargetOptions, withTlsOptions } from '../target-options.ts';
import { collect, type SetExit } from './set-exit.ts';

/** `vop-conformance run`: its options (each with its variable) and its action, loaded when it runs. */
export function runDefinition(setExit: SetExit): Command {
  const run = new Command('run').description(
    'run the conformance suites against the embedded mock (default) or VOP_BASE_URL',
  );
  return withTlsOptions(withTargetOptions(run))
    .addOption(
      new Option('--grep <text>', 'only tests whose title contains this (e.g. a rule id); none: exit 2').env(
        'VOP_GREP',
      ),
    )
    .addOption(
      new Option('--report-dir <dir>', 'folder for <UTC timestamp>/ report folders (default reports)').env(
        'VOP_REPORT_DIR',
      ),
    )
    .option(
      '--har',
      'also write every exchange to exchanges.har (HAR 1.2, redacted, bodies capped at 64 Ki characters) in the report folder; VOP_HAR takes 1, true or yes (env: VOP_HAR)',
    )
    .addOption(
      new Option('--assumptions <mode>', 'assumption-based rules (default enforce)')
        .choices(ASSUMPTION_MODES)
        .env('VOP_ASSUMPTIONS'),
    )
    .addOption(
      new Option(
        '--rate <n|auto>',
        'most requests per second to a URL target (default 10; 0 = unlimited; auto: start at 5/s, rise while no 429 comes, cut on a 429 and wait its Retry-After)',
      ).env('VOP_RATE'),
    )
    .addOption(new Option('--concurrency <n>', 'most requests in flight (default 4)').env('VOP_CONCURRENCY'))
    .addOption(new Option('--seed <n>', 'seed of the generated values; printed by every run').env('VOP_SEED'))
    .addOption(
      new Option('--runs <n>', 'generated cases per property (default 20; a tenth for bulk files)').env(
        'VOP_RUNS',
      ),
    )
    .addOption(
      new Option(
        '--token-wait <s>',
        'longest wait for a token to expire, to test expired tokens, seconds (default 10)',
      ).env('VOP_TOKEN_WAIT'),
    )
    .addOption(
      new Option('--poll-timeout <s>', 'longest wait for a final task state, seconds (default 300)').env(
        'VOP_POLL_TIMEOUT',
      ),
    )
    .addOption(
      new Option(
        '--test-timeout <s>',
        'longest single test, seconds (default 360, above the poll timeout)',
      ).env('VOP_TEST_TIMEOUT'),
    )
    .addOption(
      new Option(
        '--deadline <s>',
        'longest whole run, seconds (default 1800); rules not run by then are not tested',
      ).env('VOP_DEADLINE'),
    )
    .addOption(
      new Option(
        '--expect-failures <file>',
        'JSON: rule id → { reason, target?, until? }; known deviations of the target',
      ).env('VOP_EXPECT_FAILURES'),
    )
    .option(
      '--mock-choice <id=alternative>',
      'embedded mock only: take this alternative at an open point (repeatable)',
      collect,
      [],
    )
    .addOption(
      new Option('--mock-choices <mode>', 'embedded mock only: which alternatives (default first)').choices(
        CHOICE_MODES,
      ),
    )
    .option('--mock-seed <n>', 'embedded mock only: seed of --mock-choices random (default 0)')
    .option(
      '--mock-break <fault-id>',
      'embedded mock only: start it with this fault (repeatable; self-validation, see vop-conformance mock --break)',
      collect,
      [],
    )
    .option(
      '--mock-like <report-dir>',
      'embedded mock only: calibrate it from that run (see vop-conformance mock --like)',
    )
    .option(
      '--mock-with-deviations',
      'with --mock-like: also break every rule that failed in that run (its catalogue fault)',
    )
    .action(async (flags: RunFlags) =>
      setExit(await (await import('../run-command.ts')).runCommand(flags, process.env)),
    );
}
