import { isAbsolute, resolve } from 'node:path';
import { readSourceRun, type SourceRun } from '../calibration/source-run.ts';
import { collectProblems } from './config-problems.ts';
import { readJsonFile } from './json-file.ts';
import { type Env, givenValue, type OptionInputs } from './options/option-sources.ts';
import { RUN_OPTIONS } from './options/run-options.ts';

/** What a file holds, or the problems of reading it (one line each, naming the flag and the file). */
export type Loaded<T> = { readonly value: T } | { readonly problems: readonly string[] };

/** A file a run names: as given, as read (absolute), and what it holds. */
export interface NamedFile<T> {
  /** The name as the flag, variable or profile gave it. */
  readonly given: string;
  /** Absolute: `given` taken from the working directory. */
  readonly path: string;
  readonly loaded: Loaded<T>;
}

/**
 * The files a run's options name, read before its configuration is resolved (so that
 * `resolveRunConfig` reads nothing): the profile (`--profile`), the expected failures
 * (`--expect-failures`), the source run of a calibrated mock (`--mock-like`). JSON is not
 * checked here: the resolver checks it with the rest.
 */
export interface RunFiles {
  readonly profile?: NamedFile<unknown>;
  readonly expectedFailures?: NamedFile<unknown>;
  readonly mockLike?: NamedFile<SourceRun>;
}

/** `work()`, or its ConfigError's problems. */
function load<T>(work: () => T): Loaded<T> {
  const problems: string[] = [];
  const value = collectProblems(work, problems);
  return problems.length > 0 ? { problems } : { value: value as T };
}

/** The name option `key` gives (flag, else variable), as given and absolute from `cwd`; undefined when none. */
function fileName(key: 'profile' | 'expectFailures' | 'mockLike', inputs: OptionInputs, cwd: string) {
  const given = givenValue(key, RUN_OPTIONS[key], inputs)?.raw;
  if (typeof given !== 'string') return undefined;
  return { given, path: isAbsolute(given) ? given : resolve(cwd, given) };
}

/**
 * Reads the files `flags` and `env` name (relative names from `cwd`); a file that cannot be read
 * is kept as its problems, for the resolver to report with every other one. A source run is read
 * whenever `--mock-like` is given; the resolver ignores it where the flag does not apply.
 * Never throws a ConfigError.
 */
export function loadRunFiles(flags: OptionInputs['flags'], env: Env, cwd: string): RunFiles {
  const inputs: OptionInputs = { flags, env };
  const profile = fileName('profile', inputs, cwd);
  const expected = fileName('expectFailures', inputs, cwd);
  const source = fileName('mockLike', inputs, cwd);
  return {
    ...(profile && {
      profile: { ...profile, loaded: load(() => readJsonFile(profile.path, `profile ${profile.given}`)) },
    }),
    ...(expected && {
      expectedFailures: {
        ...expected,
        loaded: load(() => readJsonFile(expected.path, `expected failures ${expected.given}`)),
      },
    }),
    ...(source && {
      mockLike: { ...source, loaded: load(() => readSourceRun(source.given, '--mock-like')) },
    }),
  };
}
