import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PRISM = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));

/** A running Prism validation proxy: its address, everything it logged, and how to stop it. */
export interface PrismProxy {
  readonly baseUrl: string;
  log(): string;
  close(): Promise<void>;
}

/**
 * Starts `prism proxy <document> <upstream>` on an ephemeral port (`-p 0`; the port is read from
 * the line "Prism is listening on …") with `--errors=false`, so that it forwards every request and
 * only reports violations (the `sl-violations` header of each answer, and its log).
 * @throws Error when Prism has not said it listens within `limitMs` ms, or exits first.
 */
export function startPrismProxy(document: string, upstream: string, limitMs = 60_000): Promise<PrismProxy> {
  const child: ChildProcess = spawn(
    PRISM,
    ['proxy', document, upstream, '-p', '0', '-h', '127.0.0.1', '--errors=false'],
    {
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('close', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const limit = setTimeout(() => {
      void close();
      reject(new Error(`Prism did not start within ${limitMs} ms:\n${output.slice(-2000)}`));
    }, limitMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /Prism is listening on (http:\/\/[^\s]+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(limit);
        resolve({ baseUrl: listening[1], log: () => output, close });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('close', (code) => {
      clearTimeout(limit);
      reject(new Error(`Prism exited (${String(code)}) before it listened:\n${output.slice(-2000)}`));
    });
  });
}
