#!/usr/bin/env node
// Entry point: registers tsx so the TypeScript sources (and the suites mocha loads) run as they are.
import { setTimeout } from 'node:timers';
import { register } from 'tsx/esm/api';

/** Longest wait, ms, for open handles (a socket a hostile target keeps open) once main has returned. */
const LINGER_MS = 5_000;

const debug = process.env.VOPC_DEBUG === '1';
register();
try {
  const { main } = await import('../src/cli/main.ts');
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
