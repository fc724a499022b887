import { readFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { ConfigError, ToolError } from '../errors.ts';
import { installConsoleRedaction } from '../output/console.ts';
import { colourWanted } from '../output/colour.ts';
import { showStacks, stacksAreShown } from '../output/error-text.ts';
import { loadDotenvFile } from './dotenv-file.ts';
import { registerSecrets } from './secrets.ts';
import type { MockFlags } from './mock-command.ts';
import type { CanIDeployFlags, PactPublishFlags, PactVerifyFlags, RecordFlags } from './pact-command.ts';
import type { EfficacyFlags } from './efficacy-command.ts';
import type { NoFalseAlarmFlags } from './no-false-alarm-command.ts';
import type { RunFlags } from './resolve-run-config.ts';
import type { ReplayFlags } from './replay-command.ts';
import type { OpenApiFlags } from './openapi-command.ts';
import { withTargetOptions, withTlsOptions } from './target-options.ts';
import { ASSUMPTION_MODES } from '../rules/assumption-mode.ts';
import { CHOICE_MODES } from '../mock/choices/choice-set.ts';
import { packagePath } from '../package-root.ts';

/** Exit codes: 0 every rule held, 1 a rule failed, 2 bad configuration or the tool broke. */
export const EXIT = { ok: 0, failure: 1, error: 2 } as const;

/** `--timeout` of the broker commands, read from VOP_BROKER_TIMEOUT too. */
function brokerTimeout(defaultText: string): Option {
  return new Option('--timeout <s>', `longest run of the Pact CLI, seconds (${defaultText})`).env(
    'VOP_BROKER_TIMEOUT',
  );
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** Each command's module loads when the command runs: `--help` loads none of them (issue 14). */
/** This tool's version, from its package.json. */
function packageVersion(): string {
  return (JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string }).version;
}

function program(setExit: (code: number) => void): Command {
  const root = new Command('vop-conformance')
    .description('Conformance and contract tests for a Payee Account Verification Service (VoP / CoP)')
    .version(packageVersion(), '-V, --version', 'print the version and exit')
    // Root options only before the command: `pact can-i-deploy --version <v>` is its own.
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({
      writeErr: (text) => process.stderr.write(text),
      // "vop-conformance: error: unknown option '--x'", like every other error line.
      outputError: (text, write) => write(`vop-conformance: ${text}`),
    });

  const run = root
    .command('run')
    .description('run the conformance suites against the embedded mock (default) or VOP_BASE_URL');
  withTlsOptions(withTargetOptions(run))
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
    .action(async (flags: RunFlags) =>
      setExit(await (await import('./run-command.ts')).runCommand(flags, process.env)),
    );

  const replay = root
    .command('replay')
    .description(
      're-run one generated case of a failed property: --rule ID --seed S --path P (printed with the failure)',
    )
    .requiredOption('--rule <rule-id>', 'the rule of the failed property')
    .requiredOption('--seed <n>', 'the seed printed with the failure')
    .requiredOption('--path <path>', 'the path printed with the failure');
  withTlsOptions(withTargetOptions(replay)).option('--runs <n>', 'as for run');
  replay.action(async (flags: ReplayFlags) =>
    setExit(await (await import('./replay-command.ts')).replayCommand(flags, process.env)),
  );

  root
    .command('mock')
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
    .action(async (flags: MockFlags) =>
      setExit(await (await import('./mock-command.ts')).mockCommand(flags)),
    );

  const pact = root
    .command('pact')
    .description(
      'Pact contracts: verify against the target; publish, can-i-deploy, record-deployment and record-release with a broker',
    );
  const verify = pact
    .command('verify')
    .description('verify the pacts against the target (the embedded mock without VOP_BASE_URL)')
    .addOption(
      new Option('--pact-dir <dir>', 'folder of the pact files (default reports/pacts)').env('VOP_PACT_DIR'),
    )
    .addOption(
      new Option('--provider <name>', 'provider name (default payee-verification-service)').env(
        'VOP_PACT_PROVIDER',
      ),
    )
    .option(
      '--publish-verification-results',
      "verify the broker's pacts and publish the results (off by default)",
    )
    .option('--provider-version <version>', 'provider version for published results (default: the git SHA)')
    .option('--provider-branch <branch>', 'provider branch for published results (default: git)');
  withTargetOptions(verify);
  verify.action(async (flags: PactVerifyFlags) =>
    setExit(await (await import('./pact-command.ts')).pactVerifyCommand(flags, process.env)),
  );
  pact
    .command('publish')
    .description(
      'publish the pact files to PACT_BROKER_BASE_URL with the Pact CLI (PACT_BROKER_TOKEN or PACT_BROKER_USERNAME/PASSWORD)',
    )
    .addOption(
      new Option('--pact-dir <dir>', 'folder of the pact files (default reports/pacts)').env('VOP_PACT_DIR'),
    )
    .option('--consumer-version <version>', "consumer version (default: the git SHA, else the CI's commit)")
    .option('--branch <branch>', "consumer branch (default: the CI's, else git's)")
    .option(
      '--build-url <url>',
      "the CI build that made the pacts (default: the CI's, e.g. GitHub Actions' run)",
    )
    .option('--tag <tag>', 'tag the version (repeatable)', collect, [])
    .addOption(brokerTimeout('default 60'))
    .action(async (flags: PactPublishFlags) =>
      setExit(await (await import('./pact-command.ts')).pactPublishCommand(flags, process.env)),
    );
  pact
    .command('can-i-deploy')
    .description(
      'ask the broker whether a version can be deployed to an environment (0 yes, 1 no or unknown)',
    )
    .requiredOption('--to-environment <environment>', 'the environment, e.g. production')
    .option('--pacticipant <name>', 'pacticipant (default: the consumer name)')
    .option('--version <version>', 'its version (default: the git SHA)')
    .option(
      '--retry-while-unknown <times>',
      'ask again this many times while a verification result is missing (default 0)',
    )
    .option('--retry-interval <s>', 'seconds between two asks (default 10)')
    .addOption(brokerTimeout('default 60 plus the retries × interval'))
    .action(async (flags: CanIDeployFlags) =>
      setExit(await (await import('./pact-command.ts')).canIDeployCommand(flags, process.env)),
    );
  pact
    .command('record-deployment')
    .description(
      'tell the broker that a version is now deployed to an environment (what can-i-deploy checks against)',
    )
    .requiredOption('--environment <environment>', 'the environment, e.g. production')
    .option('--pacticipant <name>', 'pacticipant (default: the consumer name)')
    .option('--version <version>', 'its version (default: the git SHA)')
    .option('--application-instance <name>', 'which instance, when one environment runs several')
    .addOption(brokerTimeout('default 60'))
    .action(async (flags: RecordFlags) =>
      setExit(await (await import('./pact-command.ts')).recordDeploymentCommand(flags, process.env)),
    );
  pact
    .command('record-release')
    .description('tell the broker that a version is released to an environment (several may be live at once)')
    .requiredOption('--environment <environment>', 'the environment, e.g. production')
    .option('--pacticipant <name>', 'pacticipant (default: the consumer name)')
    .option('--version <version>', 'its version (default: the git SHA)')
    .addOption(brokerTimeout('default 60'))
    .action(async (flags: RecordFlags) =>
      setExit(await (await import('./pact-command.ts')).recordReleaseCommand(flags, process.env)),
    );

  root
    .command('no-false-alarm')
    .description(
      'run the suite against the embedded mock under every choice set (open points of the spec files taken each way); every run must pass',
    )
    .option('--jobs <n>', 'runs at once (default 2)')
    .option('--runs <n>', 'generated cases per property in each run (default 20)')
    .option('--seed <n>', "seed of every run (default: each set's own fixed seed)")
    .option('--deadline <s>', 'longest run against one set, seconds (default 600)')
    .option('--report-dir <dir>', 'folder for the no-false-alarm-<UTC timestamp>/ folder (default reports)')
    .action(async (flags: NoFalseAlarmFlags) =>
      setExit(await (await import('./no-false-alarm-command.ts')).noFalseAlarmCommand(flags, process.env)),
    );

  root
    .command('efficacy')
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
      setExit(await (await import('./efficacy-command.ts')).efficacyCommand(flags, process.env)),
    );

  root
    .command('diff')
    .description(
      'what changed between two runs: new failures, fixed rules, observed values (report folders or their rules.json)',
    )
    .argument('<run-a>', 'the earlier report folder, e.g. reports/2026-11-22T02-17-00Z')
    .argument('<run-b>', 'the later report folder')
    .action(async (runA: string, runB: string) =>
      setExit((await import('./diff-command.ts')).diffCommand(runA, runB, (line) => console.log(line))),
    );

  root
    .command('faults')
    .description(
      'list the faults the mock can break on purpose (mock --break, run --mock-break, efficacy --fault)',
    )
    .option('--json', 'machine-readable: id, rule, summary')
    .action(async (flags: { json?: boolean }) =>
      setExit((await import('./faults-command.ts')).faultsCommand(flags)),
    );

  root
    .command('rules')
    .description('list the rule catalogue')
    .option('--json', 'machine-readable: id, level, source, operations')
    .action(async (flags: { json?: boolean }) =>
      setExit(await (await import('./rules-command.ts')).rulesCommand(flags)),
    );

  root
    .command('openapi')
    .description(
      'print the OpenAPI 3.1 document of the interface, generated from schemas/ (for Postman, Prism and other tools)',
    )
    .addOption(
      new Option('--base-url <url>', 'server {base_url} (default a placeholder)').env('VOP_BASE_URL'),
    )
    .addOption(
      new Option('--auth-url <url>', 'server {auth_url} of the token endpoint (default the base URL)').env(
        'VOP_AUTH_URL',
      ),
    )
    .addOption(
      new Option('--submission-path <path>', 'bulk submission path (default /vopgateway/v1/bulk, A2)').env(
        'VOP_SUBMISSION_PATH',
      ),
    )
    .option('--out <file>', 'write the document to this file instead of stdout')
    .action(async (flags: OpenApiFlags) =>
      setExit((await import('./openapi-command.ts')).openapiCommand(flags, process.env, packageVersion())),
    );

  return root;
}

/**
 * Runs the CLI on `argv` (as process.argv) and returns the exit code. Reads `.env` from the
 * working directory (existing variables win; a `.env` that cannot be read is a configuration
 * error). Honours NO_COLOR. Prints one clear line, never a stack trace, for configuration and tool errors
 * (exit 2); set VOPC_DEBUG=1 to see stacks and the cause chain. Output to a closed pipe is
 * dropped quietly (see installConsoleRedaction).
 */
export async function main(argv: readonly string[]): Promise<number> {
  installConsoleRedaction();
  const dotenvProblem = loadDotenvFile(process.cwd(), process.env);
  showStacks(process.env.VOPC_DEBUG === '1');
  // NO_COLOR (no-color.org) as FORCE_COLOR=0, the setting mocha's reporters, cli-progress and
  // the tools this one starts read; the Pact verifier's output is stripped (pact-command.ts).
  if (!colourWanted(process.env, true)) process.env.FORCE_COLOR = '0';
  registerSecrets(process.env, argv);
  let exitCode: number = EXIT.ok;
  try {
    if (dotenvProblem !== undefined) throw new ConfigError([dotenvProblem]);
    await program((code) => {
      exitCode = code;
    }).parseAsync([...argv]);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.version' ||
        error.exitCode === 0
        ? EXIT.ok
        : EXIT.error;
    }
    if (error instanceof ConfigError) {
      console.error(`vop-conformance: ${error.message}`);
    } else if (error instanceof ToolError) {
      console.error(`vop-conformance: error: ${error.message}`);
    } else {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`vop-conformance: internal error: ${message}`);
    }
    if (stacksAreShown() && error instanceof Error) console.error(error.stack, error.cause);
    return EXIT.error;
  }
}
