import { redactor } from './redactor.ts';

type Write = (chunk: unknown, ...rest: unknown[]) => boolean;

let installed = false;

/**
 * Routes everything written to stdout and stderr through the redactor, so that no secret
 * reaches a terminal or a CI log, whoever writes (mocha's reporters included). Idempotent.
 */
export function installConsoleRedaction(): void {
  if (installed) return;
  installed = true;
  for (const stream of [process.stdout, process.stderr]) {
    const original: Write = stream.write.bind(stream) as Write;
    const redacting: Write = (chunk, ...rest) => {
      const text =
        typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : chunk;
      return original(typeof text === 'string' ? redactor.redact(text) : text, ...rest);
    };
    stream.write = redacting;
  }
}
