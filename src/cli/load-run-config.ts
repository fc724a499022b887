import type { RunConfig } from '../runner/run-config.ts';
import type { Env } from './options/option-sources.ts';
import { type RunFlags, resolveRunConfig, type Terminal } from './resolve-run-config.ts';
import { loadRunFiles } from './run-files.ts';

/**
 * The configuration of a run (`run`, `replay`, `pact verify`, `runSuite`): reads the files its
 * options name (`loadRunFiles`: profile, expected failures, `--mock-like`'s source run), then
 * resolves it (`resolveRunConfig`) at the current time; `terminal` says whether stdout and stderr
 * are terminals (the progress mode), by default the process's; `dotenv` names the variables of
 * `env` that came from `.env` (a problem with one of them names `.env`); `warn` takes each warning
 * line (a variable or `.env` overriding the profile's `baseUrl`), by default none is shown.
 * @throws ConfigError listing every problem found at once, those of the files among them.
 */
export function loadRunConfig(
  flags: RunFlags,
  env: Env,
  cwd: string,
  terminal: Terminal = { stdout: process.stdout.isTTY, stderr: process.stderr.isTTY },
  dotenv: ReadonlySet<string> = new Set(),
  warn?: (line: string) => void,
): RunConfig {
  const files = loadRunFiles(flags, env, cwd);
  return resolveRunConfig({
    flags,
    env,
    dotenv,
    cwd,
    files,
    terminal,
    now: new Date(),
    ...(warn && { warn }),
  });
}
