import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/** The variable that marks the child of `runWithoutColour`, so that it does not start one in turn. */
export const PLAIN_CHILD = 'VOPC_PLAIN_CHILD';

/** Copies `source` to `target` line by line, each line without ANSI escape sequences. */
function pipeStripped(source: NodeJS.ReadableStream, target: NodeJS.WritableStream): void {
  let pending = '';
  source.setEncoding('utf8');
  source.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    if (lines.length > 0) target.write(`${lines.map(stripVTControlCharacters).join('\n')}\n`);
  });
  source.on('end', () => {
    if (pending !== '') target.write(stripVTControlCharacters(pending));
  });
}

/**
 * Runs this same command again as a child whose stdout and stderr are pipes, and copies both to
 * ours without ANSI escape sequences; resolves with the child's exit code (2 when it died of a
 * signal). For output that native code writes straight to file descriptor 1 with colours the
 * process cannot turn off: the Pact verifier's (it ignores NO_COLOR and colours piped output).
 * SIGINT and SIGTERM are passed on to the child. `argv` is process.argv; `env` the environment.
 */
export function runWithoutColour(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...argv.slice(1)], {
      env: { ...env, [PLAIN_CHILD]: '1' },
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    pipeStripped(child.stdout, process.stdout);
    pipeStripped(child.stderr, process.stderr);
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('close', (code) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 2);
    });
  });
}
