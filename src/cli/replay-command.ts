import { ConfigError } from '../errors.ts';
import { setRunContext } from '../harness/run-context.ts';
import { openRunSession } from '../runner/run-session.ts';
import { type RunFlags, resolveRunConfig } from './resolve-run-config.ts';

/** Flags of `vop-conformance replay`: the target flags of `run`, plus the case to replay. */
export interface ReplayFlags extends RunFlags {
  readonly rule?: string;
  readonly path?: string;
}

/**
 * `vop-conformance replay --rule ID --seed S --path P`: re-runs exactly the generated case a
 * property failure named, against the configured target (the embedded mock when no URL is set),
 * and prints what happened. Returns 1 when the rule is still broken, 0 when the case holds now.
 * @throws ConfigError for a missing --rule, --seed or --path, or a rule without a property.
 */
export async function replayCommand(flags: ReplayFlags, env: NodeJS.ProcessEnv): Promise<number> {
  const problems: string[] = [];
  if (!flags.rule) problems.push('--rule is missing (the rule id of the failed property)');
  if (!flags.seed) problems.push('--seed is missing (printed with the failure)');
  if (!flags.path || !/^\d+(:\d+)*$/.test(flags.path))
    problems.push('--path is missing or not of the form 0:1:2 (printed with the failure)');
  const config = resolveRunConfig(flags, env, process.cwd());
  const { allProperties } = await import('../harness/properties/registry.ts');
  const properties = allProperties();
  const property = properties.find((p) => p.ruleId === flags.rule);
  if (flags.rule && !property) {
    problems.push(
      `rule '${flags.rule}' has no property; rules with one: ${properties.map((p) => p.ruleId).join(', ')}`,
    );
  }
  if (problems.length > 0 || !property || !flags.path) throw new ConfigError(problems);

  const session = await openRunSession(config, (line) => console.log(line));
  setRunContext(session.context);
  try {
    console.log(
      `vop-conformance: replaying ${property.ruleId}, seed ${config.seed}, path ${flags.path}, against ${session.context.targetLabel}`,
    );
    const outcome = await property.run({ seed: config.seed, numRuns: config.runs, path: flags.path });
    if (outcome.failure) {
      console.log(`\nStill failing:\n${outcome.failure.message}`);
      return 1;
    }
    console.log(
      `\nThe case holds now: ${property.ruleId} passed for seed ${config.seed}, path ${flags.path}.`,
    );
    return 0;
  } finally {
    setRunContext(undefined);
    await session.close();
  }
}
