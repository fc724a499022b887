import { ConfigError } from '../errors.ts';
import { collectSuiteProperties } from './collect-tests.ts';
import type { RunConfig } from './run-config.ts';
import { withRunSession } from './run-session.ts';

/** The rule ids that have a property in the suites: the values `replay --rule` takes. */
export async function ruleIdsWithProperty(): Promise<string[]> {
  return (await collectSuiteProperties()).map((p) => p.ruleId);
}

/**
 * What replaying one generated case found: the failure when the rule is still broken; why the
 * case could not be judged (the target lacks what it needs) when it was not.
 */
export interface ReplayOutcome {
  readonly failure?: Error;
  readonly notJudged?: string;
}

/**
 * Re-runs exactly the generated case of rule `ruleId`'s property at `path`, drawn with
 * `config.seed`, against the target `config` names (a session opened as `run` opens one), and
 * says whether it still fails. `log` receives the line naming what is replayed against what.
 * @throws ConfigError when `ruleId` has no property; what opening the session throws.
 */
export async function replayCase(
  config: RunConfig,
  ruleId: string,
  path: string,
  log: (line: string) => void,
): Promise<ReplayOutcome> {
  const property = (await collectSuiteProperties()).find((p) => p.ruleId === ruleId);
  if (!property) throw new ConfigError([`rule '${ruleId}' has no property`]);
  return withRunSession(config, log, async (run) => {
    log(
      `vop-conformance: replaying ${property.ruleId}, seed ${config.seed}, path ${path}, against ${run.targetLabel}`,
    );
    const outcome = await property.run(run, { seed: config.seed, numRuns: config.runs, path });
    if (outcome.failure) return { failure: outcome.failure };
    return outcome.notJudged ? { notJudged: outcome.notJudged.message } : {};
  });
}
