import { runConformance } from '../runner/run-conformance.ts';
import { type RunFlags, resolveRunConfig } from './run-config.ts';

/**
 * `vop-conformance run`: resolves the configuration, runs the suites, returns the exit code
 * (0 every rule held, 1 a rule failed). Tool errors and ConfigError propagate (exit 2 in main).
 */
export async function runCommand(flags: RunFlags, env: NodeJS.ProcessEnv): Promise<number> {
  const config = resolveRunConfig(flags, env, process.cwd());
  const outcome = await runConformance(config, (line) => console.log(line));
  return outcome.exitCode;
}
