import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { BrokerError } from '../errors.ts';
import { redactor } from '../output/redactor.ts';

/** The npm package of the official Pact CLI; its binary comes in `<package>-<os>-<arch>`. */
export const PACT_CLI_PACKAGE = '@pact-foundation/pact-cli';

/** Most bytes kept of each of the CLI's stdout and stderr; the rest is read and dropped. */
export const PACT_CLI_OUTPUT_CAP_BYTES = 4 * 1024 * 1024;

/** Colour and cursor sequences (ESC [ … letter), removed from what the CLI printed. */
const ANSI_SEQUENCE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g');

/**
 * The path of the Pact CLI's native binary (`standalone/pact`, `pact.exe` on Windows), found as
 * the package finds it: `@pact-foundation/pact-cli` resolved from `from` (a file URL or path;
 * default this module), then its platform package `@pact-foundation/pact-cli-<os>-<arch>`
 * resolved from there. The binary is run directly, not through the package's Node wrapper, so that
 * a timeout kills the process that talks to the broker.
 * @throws BrokerError (one line) when either package or the binary is missing.
 */
export function pactCliPath(from: string = import.meta.url): string {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const platformPackage = `${PACT_CLI_PACKAGE}-${os}-${process.arch}`;
  let binary: string;
  try {
    const cliPackageJson = createRequire(from).resolve(`${PACT_CLI_PACKAGE}/package.json`);
    const platformPackageJson = createRequire(cliPackageJson).resolve(`${platformPackage}/package.json`);
    binary = join(dirname(platformPackageJson), 'standalone', os === 'windows' ? 'pact.exe' : 'pact');
  } catch {
    throw new BrokerError(
      `the Pact CLI is not installed: ${platformPackage} (from ${PACT_CLI_PACKAGE}) was not found; run npm ci`,
    );
  }
  if (!existsSync(binary))
    throw new BrokerError(`the Pact CLI is not installed: ${binary} is missing; run npm ci`);
  return binary;
}

/** One bounded run of `pact broker <args>`. */
export interface PactCliRun {
  /** The binary, from `pactCliPath`. */
  readonly binary: string;
  /** The arguments after `broker`, e.g. `['can-i-deploy', '--pacticipant', 'x', …]`. Never a credential. */
  readonly args: readonly string[];
  /** The whole environment of the CLI (credentials travel here, not in `args`). */
  readonly env: Readonly<Record<string, string>>;
  /** Longest run, ms; the process is killed (SIGKILL) when it is still running then. */
  readonly timeoutMs: number;
  /** Most bytes kept of stdout and of stderr (default `PACT_CLI_OUTPUT_CAP_BYTES`). */
  readonly outputCapBytes?: number;
}

/** How a run of the CLI ended and what it printed: redacted, without colour sequences. */
export interface PactCliResult {
  /** The exit code, or null when a signal ended the process. */
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** True when stdout or stderr went past the cap and was cut. */
  readonly truncated: boolean;
}

/** Collects a stream's bytes up to `cap`; reads and drops the rest so the writer never blocks. */
function capped(stream: NodeJS.ReadableStream, cap: number): { text: () => string; cut: () => boolean } {
  const chunks: Buffer[] = [];
  let kept = 0;
  let cut = false;
  stream.on('data', (chunk: Buffer) => {
    if (kept >= cap) {
      cut = true;
      return;
    }
    const part = chunk.subarray(0, cap - kept);
    if (part.length < chunk.length) cut = true;
    chunks.push(part);
    kept += part.length;
  });
  return {
    text: () => redactor.redact(Buffer.concat(chunks).toString('utf8').replace(ANSI_SEQUENCE, '')),
    cut: () => cut,
  };
}

/**
 * Runs `<binary> broker <args>` with `env` and no standard input, and resolves with its exit code
 * and output (each stream cut at the cap, redacted with the process-wide redactor, colour
 * sequences removed) whatever the exit code.
 * @throws BrokerError when the binary cannot be started, or when it is still running after
 * `timeoutMs` ("the Pact Broker did not answer within N s"; the process is killed).
 */
export function runPactCli(run: PactCliRun): Promise<PactCliResult> {
  const cap = run.outputCapBytes ?? PACT_CLI_OUTPUT_CAP_BYTES;
  return new Promise((resolve, reject) => {
    const child = spawn(run.binary, ['broker', ...run.args], {
      env: run.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const stdout = capped(child.stdout, cap);
    const stderr = capped(child.stderr, cap);
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      child.kill('SIGKILL');
      child.stdout.destroy();
      child.stderr.destroy();
      const seconds = Math.round(run.timeoutMs / 100) / 10;
      reject(
        new BrokerError(
          `the Pact Broker did not answer within ${seconds} s (pact broker ${run.args[0] ?? ''} was stopped; --timeout or VOP_BROKER_TIMEOUT allows longer)`,
        ),
      );
    }, run.timeoutMs);
    child.on('error', (cause) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      reject(
        new BrokerError(`the Pact CLI could not be started (${run.binary}): ${cause.message}`, { cause }),
      );
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      resolve({
        exitCode,
        stdout: stdout.text(),
        stderr: stderr.text(),
        truncated: stdout.cut() || stderr.cut(),
      });
    });
  });
}
