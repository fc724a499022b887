import type { PropertyEntry } from '../harness/property.ts';
import { collectSuiteProperties } from './collect-tests.ts';
import type { RunConfig } from './run-config.ts';
import { withRunSession } from './run-session.ts';

/**
 * The properties the suites declare, by full rule id: what `replay --rule` takes. Collected once
 * per process: the suite files are ES modules, which a second load would not run again.
 */
export function suiteProperties(): Promise<PropertyEntry[]> {
  return collectSuiteProperties();
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
 * Re-runs exactly the generated case of `property` at `path`, drawn with `config.seed`, against
 * the target `config` names (a session opened as `run` opens one), and says whether it still
 * fails. `log` receives the line naming what is replayed against what.
 * @throws what opening the session throws.
 */
export async function replayCase(
  config: RunConfig,
  property: PropertyEntry,
  path: string,
  log: (line: string) => void,
): Promise<ReplayOutcome> {
  return withRunSession(config, log, async (run) => {
    log(
      `vop-conformance: replaying ${property.ruleId}, seed ${config.seed}, path ${path}, against ${run.targetLabel}`,
    );
    const outcome = await property.run(run, { seed: config.seed, numRuns: config.runs, path });
    if (outcome.failure) return { failure: outcome.failure };
    return outcome.notJudged ? { notJudged: outcome.notJudged.message } : {};
  });
}
