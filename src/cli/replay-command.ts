import { ConfigError, ToolError } from '../errors.ts';
import { loadRunConfig } from './load-run-config.ts';
import type { RunFlags } from './resolve-run-config.ts';

/** Flags of `vop-conformance replay`: the target flags of `run`, plus the case to replay. */
export interface ReplayFlags extends Omit<RunFlags, 'rule'> {
  /** The rule of the property to replay (not `run`'s rule selection). */
  readonly rule?: string;
  readonly path?: string;
}

/**
 * `vop-conformance replay --rule ID --seed S --path P`: re-runs exactly the generated case a
 * property failure named, against the configured target (the embedded mock when no URL is set),
 * and prints what happened (`dotenv`: the variables that came from `.env`). Returns 1 when the rule is still broken, 0 when the case holds now.
 * @throws ConfigError for a missing --rule, --seed or --path, or a rule without a property.
 * @throws ToolError (exit 2) when the case could not be judged on this target (it needs a
 * provider state or a credential the target lacks).
 */
export async function replayCommand(
  flags: ReplayFlags,
  env: NodeJS.ProcessEnv,
  dotenv: ReadonlySet<string> = new Set(),
): Promise<number> {
  const problems: string[] = [];
  if (!flags.rule) problems.push('--rule is missing (the rule id of the failed property)');
  if (!flags.seed) problems.push('--seed is missing (printed with the failure)');
  if (!flags.path || !/^\d+(:\d+)*$/.test(flags.path))
    problems.push('--path is missing or not of the form 0:1:2 (printed with the failure)');
  // `--rule` names the replayed property here, not run's rule selection.
  const config = loadRunConfig({ ...flags, rule: [] }, env, process.cwd(), undefined, dotenv);
  // Loaded here, not at start: the properties load the generators, which no other command needs.
  const { replayCase, suiteProperties } = await import('../runner/replay.ts');
  const properties = await suiteProperties();
  const property = properties.find((p) => p.ruleId === flags.rule);
  if (flags.rule && !property) {
    problems.push(
      `rule '${flags.rule}' has no property; rules with one: ${properties.map((p) => p.ruleId).join(', ')}`,
    );
  }
  if (problems.length > 0 || !property || !flags.path) throw new ConfigError(problems);

  const { failure, notJudged } = await replayCase(config, property, flags.path, (line) => console.log(line));
  if (failure) {
    console.log(`\nStill failing:\n${failure.message}`);
    return 1;
  }
  // Neither held nor broken: the case could not be tested on this target.
  if (notJudged) throw new ToolError(`the case could not be judged: ${notJudged}`);
  console.log(`\nThe case holds now: ${flags.rule} passed for seed ${config.seed}, path ${flags.path}.`);
  return 0;
}
