import { compareRuns, formatDrift } from '../report/drift.ts';
import { readRunSummary } from '../report/rules-file.ts';

/**
 * `vop-conformance diff RUN_A RUN_B`: what changed from report folder RUN_A to RUN_B (each a
 * `<report dir>/<UTC timestamp>/` folder, or its rules.json): new failures, fixed rules, other
 * status changes and observed values that changed, as the HTML report's "Since the last run"
 * section shows them (issue 13). Prints to `print`; returns 0.
 * @throws ConfigError when either folder has no readable rules.json.
 */
export function diffCommand(runA: string, runB: string, print: (line: string) => void): number {
  for (const line of formatDrift(compareRuns(readRunSummary(runA), readRunSummary(runB)))) print(line);
  return 0;
}
