import { flagValue } from './flag-value.ts';
import { integer } from './number-kinds.ts';

/** The integers an integer flag accepts: at least `min`, at most `max`, each bound only when given. */
export interface IntegerFlagRange {
  readonly min?: number;
  readonly max?: number;
}

/**
 * The integer flag `name` of a command besides `run` (whose options are rows of RUN_OPTIONS),
 * given as `text`: `mock --port`/`--queue-ms`/`--seed`, the self-checks' `--jobs`/`--runs`/
 * `--deadline`, `pact can-i-deploy --retry-*`. Read by the CLI's one integer parser (`integer`
 * of number-kinds.ts: text as JavaScript's `Number` reads it, surrounding blanks dropped), within
 * `range` (both bounds inclusive).
 *
 * Absent or blank text gives `fallback` (undefined without one). A value outside the range, or no
 * integer, gives `fallback` too and adds the problem naming the flag and quoting the value, e.g.
 * `--jobs must be an integer >= 1 (got "many")` or `--port must be an integer from 0 to 65535
 * (got "70000")`, to `problems`: the command throws them all in one ConfigError, exit 2. Throws
 * nothing itself.
 */
export function integerFlag(
  text: string | undefined,
  name: string,
  range: IntegerFlagRange,
  problems: string[],
): number | undefined;
export function integerFlag(
  text: string | undefined,
  name: string,
  range: IntegerFlagRange & { readonly fallback: number },
  problems: string[],
): number;
export function integerFlag(
  text: string | undefined,
  name: string,
  range: IntegerFlagRange & { readonly fallback?: number },
  problems: string[],
): number | undefined {
  return flagValue(integer(range.min, range.max), text, name, problems) ?? range.fallback;
}
