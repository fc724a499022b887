#!/usr/bin/env node
// Entry point. In a clone of the repository the TypeScript sources run through tsx (a dev
// dependency); the installed package has no sources, only the code `npm run build` compiled to
// dist/, which runs as it is.
import { existsSync } from 'node:fs';
import { setTimeout } from 'node:timers';
import { fileURLToPath, URL } from 'node:url';

/** Longest wait, ms, for open handles (a socket a hostile target keeps open) once main has returned. */
const LINGER_MS = 5_000;

const debug = process.env.VOPC_DEBUG === '1';
const SOURCE_MAIN = new URL('../src/cli/main.ts', import.meta.url); // keep equal to loadMain's import
const COMPILED_MAIN = new URL('../dist/src/cli/main.js', import.meta.url);

/**
 * The CLI's `main`: the sources through tsx when they are here, else the compiled code (the same
 * module, so the sources' type stands for both).
 */
async function loadMain() {
  if (existsSync(fileURLToPath(SOURCE_MAIN))) {
    const { register } = await import('tsx/esm/api');
    register();
    return (await import('../src/cli/main.ts')).main;
  }
  // The compiled module exists only in the package (after npm run build): no type to lint against.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
  const compiled = /** @type {typeof import('../src/cli/main.ts')} */ (await import(COMPILED_MAIN.href));
  return compiled.main;
}

try {
  const main = await loadMain();
  const code = await main(process.argv);
  process.exitCode = code;
  // The command is done; nothing left open may keep the process (and a CI job) waiting.
  setTimeout(() => {
    if (debug)
      process.stderr.write(
        `vop-conformance: still open at exit: ${process.getActiveResourcesInfo().join(', ')}\n`,
      );
    process.exit(code);
  }, LINGER_MS).unref();
} catch (error) {
  // main catches every error of a command; only a tool that cannot load gets here: exit 2, one line.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`vop-conformance: internal error: ${message.split('\n')[0]}\n`);
  if (debug) process.stderr.write(`${error instanceof Error ? error.stack : ''}\n`);
  process.exitCode = 2;
}
