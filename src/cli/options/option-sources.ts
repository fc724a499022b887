import type { Env } from '../variables.ts';
import { flagName, type OptionValue, type RunOption } from './run-option.ts';
import type { RawValue } from './value-kind.ts';

export type { Env } from '../variables.ts';

/**
 * Where an option's value came from, named as a problem names it: `--rate`, `VOP_RATE`,
 * `VOP_RATE in .env`, `profile sandbox.json: rate`.
 */
export interface ValueSource {
  readonly kind: 'flag' | 'variable' | 'dotenv' | 'profile';
  readonly name: string;
}

/** The sources of the options, strongest first: flags, then variables (set, or from `.env`), then a profile's fields. */
export interface OptionInputs {
  /** Flags given on the command line (not those commander filled from a variable) or to `runSuite`. */
  readonly flags: Readonly<Record<string, RawValue | undefined>>;
  readonly env: Env;
  /** The names of the variables of `env` whose value came from `.env` (`loadDotenvFile`). */
  readonly dotenv?: ReadonlySet<string>;
  /** The profile (its file name as given) and the variables it sets. */
  readonly profile?: { readonly path: string; readonly variables: Readonly<Record<string, string>> };
}

/** An option's raw value and its source. */
export interface GivenValue {
  readonly raw: RawValue;
  readonly source: ValueSource;
}

/** `raw` trimmed unless `verbatim`; undefined when blank (a blank value is not given). */
function present(raw: RawValue | undefined, verbatim = false): RawValue | undefined {
  if (typeof raw === 'string') return raw.trim() === '' ? undefined : verbatim ? raw : raw.trim();
  if (typeof raw === 'boolean') return raw ? raw : undefined;
  return raw === undefined || raw.length === 0 ? undefined : raw;
}

/**
 * The value option `row` (key `key`) is given: its flag when given, else its variable when set
 * and not blank (named `VOP_X in .env` when it came from `.env`), else its profile field;
 * undefined when none. Text is trimmed (unless the option is `verbatim`).
 */
export function givenValue(
  key: string,
  row: RunOption<unknown>,
  inputs: OptionInputs,
): GivenValue | undefined {
  const flag = flagName(row);
  if (flag !== undefined) {
    const raw = present(inputs.flags[key], row.verbatim);
    if (raw !== undefined) return { raw, source: { kind: 'flag', name: flag } };
    // A blank flag (`--grep ''`) hides its variable and profile field; a switch given false or an
    // empty list does not.
    if (typeof inputs.flags[key] === 'string') return undefined;
  }
  if (row.env !== undefined) {
    const raw = present(inputs.env[row.env], row.verbatim);
    if (raw !== undefined)
      return inputs.dotenv?.has(row.env) === true
        ? { raw, source: { kind: 'dotenv', name: `${row.env} in .env` } }
        : { raw, source: { kind: 'variable', name: row.env } };
  }
  if (row.profileKey !== undefined && row.env !== undefined && inputs.profile !== undefined) {
    const raw = present(inputs.profile.variables[row.env]);
    if (raw !== undefined)
      return { raw, source: { kind: 'profile', name: `profile ${inputs.profile.path}: ${row.profileKey}` } };
  }
  return undefined;
}

/** Every option of `rows` resolved: its value (the default when none is given), where it came from, and the problems. */
export interface ReadOptions<R extends Readonly<Record<string, RunOption<unknown>>>> {
  readonly values: { readonly [K in keyof R]: OptionValue<R[K]> };
  /** The source of each option a source gave, good or bad; absent: none gave it (it is at its default). */
  readonly sources: Readonly<Partial<Record<keyof R, ValueSource>>>;
  /** One line per bad value: `VOP_RATE must be a number >= 0 or auto (got "fast")`. */
  readonly problems: readonly string[];
}

/**
 * Reads every option of `rows` from `inputs` with its value kind's one parser; a bad value is a
 * problem naming its source and, unless the option is a secret or the kind forbids it, quoting
 * the value. A bad value leaves the option at its default.
 */
export function readOptions<R extends Readonly<Record<string, RunOption<unknown>>>>(
  rows: R,
  inputs: OptionInputs,
): ReadOptions<R> {
  const values: Record<string, unknown> = {};
  const sources: Record<string, ValueSource> = {};
  const problems: string[] = [];
  for (const [key, row] of Object.entries(rows)) {
    values[key] = row.default;
    const given = givenValue(key, row, inputs);
    if (given === undefined) continue;
    sources[key] = given.source;
    const read = row.parse.read(given.raw);
    if (read.ok) values[key] = read.value;
    else {
      const shown = read.showsValue && row.secret !== true ? ` (got ${JSON.stringify(given.raw)})` : '';
      problems.push(`${given.source.name} ${read.problem}${shown}`);
    }
  }
  return {
    values: values as ReadOptions<R>['values'],
    sources: sources as ReadOptions<R>['sources'],
    problems,
  };
}
