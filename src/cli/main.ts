import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { ConfigError, ToolError } from '../errors.ts';
import { installConsoleRedaction } from '../output/console.ts';
import { colourWanted } from '../output/colour.ts';
import { showStacks, stacksAreShown } from '../output/error-text.ts';
import { packagePath } from '../package-root.ts';
import { versionLines } from '../report/tool-provenance.ts';
import { toolIdentity } from '../runner/tool-identity.ts';
import { loadDotenvFile } from './dotenv-file.ts';
import { EXIT } from './exit-code.ts';
import { registerSecrets } from './secrets.ts';
import { dropBlankVariables } from './variables.ts';
import { initDefinition } from './commands/init.ts';
import { diffDefinition, faultsDefinition, openapiDefinition, rulesDefinition } from './commands/listings.ts';
import { mockDefinition } from './commands/mock.ts';
import { pactDefinition } from './commands/pact.ts';
import { replayDefinition } from './commands/replay.ts';
import { runDefinition } from './commands/run.ts';
import { efficacyDefinition, noFalseAlarmDefinition } from './commands/selfcheck.ts';

/** This tool's version, from its package.json. */
function packageVersion(): string {
  return (JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The commander program: one definition per command (src/cli/commands/), each with its options
 * and an action whose module loads only when the command runs, so `--help` loads none of them
 * and answers fast.
 */
function program(setExit: (code: number) => void, dotenv: ReadonlySet<string>): Command {
  const version = packageVersion();
  const root = new Command('vop-conformance')
    .description('Conformance and contract tests for a Payee Account Verification Service (VoP / CoP)')
    // `--version` is answered by main (versionLines) before commander parses; this gives its help line.
    .version(version, '-V, --version', 'print the version, the commit and the rule-set digest, and exit')
    // Root options only before the command: `pact can-i-deploy --version <v>` is its own.
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({
      writeErr: (text) => process.stderr.write(text),
      // "vop-conformance: error: unknown option '--x'", like every other error line.
      outputError: (text, write) => write(`vop-conformance: ${text}`),
    });
  for (const command of [
    runDefinition(setExit, dotenv),
    replayDefinition(setExit, dotenv),
    initDefinition(setExit),
    mockDefinition(setExit),
    pactDefinition(setExit, dotenv),
    noFalseAlarmDefinition(setExit),
    efficacyDefinition(setExit),
    diffDefinition(setExit),
    faultsDefinition(setExit),
    rulesDefinition(setExit),
    openapiDefinition(setExit, version),
  ])
    root.addCommand(command);
  inheritSettings(root);
  return root;
}

/**
 * Gives every command below `parent` its settings (exitOverride, the error line's output):
 * commander copies them only into commands made with `.command()`, not into added ones.
 */
function inheritSettings(parent: Command): void {
  for (const command of parent.commands) {
    command.copyInheritedSettings(parent);
    inheritSettings(command);
  }
}

/**
 * True for `vop-conformance --version` (or `-V`): the root option, before any command (`pact
 * can-i-deploy --version <v>` is that command's own).
 */
function isVersionRequest(argv: readonly string[]): boolean {
  return argv[2] === '--version' || argv[2] === '-V';
}

/**
 * Runs the CLI on `argv` (as process.argv) and returns the exit code. A variable of the tool
 * that is set but empty counts as unset (CI maps an absent secret to an empty string). Reads `.env` from the working
 * directory (existing variables win; a `.env` that cannot be read is a configuration error) and
 * remembers which variables came from it, so that a bad value names `.env`. Honours NO_COLOR. Prints one clear line, never a stack trace, for configuration and tool errors
 * (exit 2); set VOPC_DEBUG=1 to see stacks and the cause chain. Output to a closed pipe is
 * dropped quietly (see installConsoleRedaction). `--version` prints the version, the commit (or
 * `no commit`) and the rule-set digest, one a line (src/report/tool-provenance.ts `versionLines`).
 */
export async function main(argv: readonly string[]): Promise<number> {
  installConsoleRedaction();
  dropBlankVariables(process.env);
  const dotenv = loadDotenvFile(process.cwd(), process.env);
  showStacks(process.env.VOPC_DEBUG === '1');
  // NO_COLOR (no-color.org) as FORCE_COLOR=0, the setting mocha's reporters, cli-progress and
  // the tools this one starts read; the Pact verifier's output is stripped (pact-command.ts).
  if (!colourWanted(process.env, true)) process.env.FORCE_COLOR = '0';
  registerSecrets(process.env, argv);
  if (isVersionRequest(argv)) {
    for (const line of versionLines(toolIdentity())) console.log(line);
    return EXIT.ok;
  }
  let exitCode: number = EXIT.ok;
  try {
    if (dotenv.problem !== undefined) throw new ConfigError([dotenv.problem]);
    await program((code) => {
      exitCode = code;
    }, dotenv.names).parseAsync([...argv]);
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
