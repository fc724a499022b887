import { redactor } from './redactor.ts';

type Write = (chunk: unknown, ...rest: unknown[]) => boolean;

let installed = false;

function callbackOf(rest: readonly unknown[]): (() => void) | undefined {
  const last = rest.at(-1);
  return typeof last === 'function' ? (last as () => void) : undefined;
}

/**
 * Routes everything written to stdout and stderr through the redactor, so that no secret
 * reaches a terminal or a CI log, whoever writes (mocha's reporters included). Idempotent.
 *
 * A stream whose reader went away (`vop-conformance rules | head -1`: EPIPE) is closed for
 * good: later writes are dropped quietly, with no "Unhandled 'error' event" and no stack, and
 * the command ends with its own exit code. Any other error of stdout is named once on stderr.
 */
export function installConsoleRedaction(): void {
  if (installed) return;
  installed = true;
  for (const stream of [process.stdout, process.stderr]) {
    let closed = false;
    stream.on('error', (error: NodeJS.ErrnoException) => {
      closed = true;
      if (error.code !== 'EPIPE' && stream === process.stdout)
        process.stderr.write(`vop-conformance: stdout cannot be written (${error.code ?? error.message})\n`);
    });
    const original: Write = stream.write.bind(stream) as Write;
    const redacting: Write = (chunk, ...rest) => {
      if (closed || stream.destroyed) {
        callbackOf(rest)?.();
        return true;
      }
      const text =
        typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : chunk;
      return original(typeof text === 'string' ? redactor.redact(text) : text, ...rest);
    };
    stream.write = redacting;
  }
}
