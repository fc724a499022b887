import { redactor } from './redactor.ts';

let installed = false;

/**
 * Routes everything written to stdout and stderr through the redactor, so that no secret
 * reaches a terminal or a CI log, whoever writes (mocha's reporters included). Idempotent.
 */
export function installConsoleRedaction(): void {
  if (installed) return;
  installed = true;
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      const text =
        typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : chunk;
      return write(typeof text === 'string' ? redactor.redact(text) : text, ...rest);
    }) as typeof stream.write;
  }
}
