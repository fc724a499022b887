import { ConfigError } from '../errors.ts';
import { compareRuns, formatDrift, otherRuleSetWarning, otherTargetWarning } from '../report/drift.ts';
import { DIFF_FAIL_ON, type DiffFailOn, diffFailures } from '../report/drift-gate.ts';
import { readRunSummary } from '../report/rules-file.ts';
import { EXIT } from './exit-code.ts';

/** Where `diff` writes: its lines, and its warnings (stderr). */
export interface DiffOutput {
  readonly print: (line: string) => void;
  readonly warn: (line: string) => void;
}

function isFailOn(value: string): value is DiffFailOn {
  return (DIFF_FAIL_ON as readonly string[]).includes(value);
}

/**
 * `vop-conformance diff RUN_A RUN_B [--fail-on new-failures|fewer-judged|any-change|never]`: what changed
 * from report folder RUN_A to RUN_B (each a `<report dir>/<UTC timestamp>/` folder, or its
 * rules.json): each run's target and verdict, new failures, rules that passed and were not judged
 * now, fixed rules, other status changes and observed values that changed, as the HTML report's
 * "Since the last run" section shows them, and how many rules each judged when that differs.
 * Warns when the runs were made against different targets (an embedded mock and a sandbox), and
 * when they used different rule sets (their `tool.ruleSetDigest` differ, or a rules.json of 0.2.0
 * or earlier names none). Returns 1 when `failOn` says the changes fail it (default
 * `new-failures`: a new failure, a rule no longer judged, another target; `fewer-judged` adds
 * fewer rules judged than RUN_A), else 0.
 * @throws ConfigError (exit 2) when either folder has no readable rules.json, or `failOn` is
 *   not one of DIFF_FAIL_ON.
 */
export function diffCommand(runA: string, runB: string, failOn: string, output: DiffOutput): number {
  if (!isFailOn(failOn))
    throw new ConfigError([`--fail-on: "${failOn}" is not one of ${DIFF_FAIL_ON.join(', ')}`]);
  const drift = compareRuns(readRunSummary(runA), readRunSummary(runB));
  for (const warning of [otherTargetWarning(drift), otherRuleSetWarning(drift)])
    if (warning !== undefined) output.warn(`vop-conformance diff: ${warning}`);
  for (const line of formatDrift(drift)) output.print(line);
  const failures = diffFailures(drift, failOn);
  if (failures.length === 0) return EXIT.ok;
  output.print(`--fail-on ${failOn}: ${failures.join(', ')}: exit 1`);
  return EXIT.failure;
}
