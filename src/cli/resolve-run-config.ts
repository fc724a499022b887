import { isAbsolute, resolve } from 'node:path';
import { ConfigError } from '../errors.ts';
import { choiceSetFromFlags } from './choice-flags.ts';
import { ASSUMPTION_MODES, type AssumptionMode } from '../rules/assumption-mode.ts';
import {
  PROVIDER_STATE_STATUSES,
  PROVIDER_STATE_VARIABLES,
  type ProviderStateStatus,
  type ProviderStateTaskIds,
} from '../api/task-states.ts';
import type { RunConfig, TargetConfig } from '../runner/run-config.ts';
import { isUuid } from '../schemas/formats.ts';
import { type FaultId, isMockFault } from '../mock/faults/index.ts';
import { mockLike } from './calibrated-mock.ts';
import { FAULT_LIST_HINT } from './faults-command.ts';
import { parseExpectedFailures, readExpectedFailures } from './expected-failures-file.ts';
import { type Profile, readProfile } from './profile-file.ts';
import { SCENARIO_NAMES, type ScenarioNames } from '../api/scenario-names.ts';
import type { ProgressMode } from '../runner/progress.ts';
import { type ClientCertificateFlags, clientCertificateOf } from './client-certificate-config.ts';

/** Flags of `vop-conformance run` as commander parses them (all optional strings). */
export interface RunFlags extends ClientCertificateFlags {
  readonly baseUrl?: string;
  readonly authUrl?: string;
  readonly apiKey?: string;
  readonly apiSecret?: string;
  readonly limitedApiKey?: string;
  readonly limitedApiSecret?: string;
  readonly taskIdProcessed?: string;
  readonly taskIdFailed?: string;
  readonly taskIdTimedOut?: string;
  readonly taskIdInProgress?: string;
  readonly grep?: string;
  readonly reportDir?: string;
  readonly assumptions?: string;
  readonly rate?: string;
  readonly concurrency?: string;
  readonly seed?: string;
  readonly runs?: string;
  readonly tokenWait?: string;
  readonly pollTimeout?: string;
  readonly testTimeout?: string;
  readonly deadline?: string;
  readonly caFile?: string;
  readonly mockChoice?: readonly string[];
  readonly mockChoices?: string;
  readonly mockSeed?: string;
  readonly mockBreak?: readonly string[];
  readonly mockLike?: string;
  readonly har?: boolean;
  readonly mockWithDeviations?: boolean;
  readonly expectFailures?: string;
  readonly profile?: string;
  readonly submissionPath?: string;
  readonly tokenPath?: string;
}

/** Defaults: reports/, 10 requests/s, 20 cases per property, 4 in flight, 5 min polling, 6 min per test, 30 min per run. */
export const RUN_DEFAULTS = {
  reportDir: 'reports',
  rate: 10,
  runs: 20,
  tokenWaitSeconds: 10,
  concurrency: 4,
  pollTimeoutSeconds: 300,
  // Above the poll timeout, so a test that polls a slow but conforming provider is not cut first.
  testTimeoutSeconds: 360,
  deadlineSeconds: 1800,
} as const;

type Env = Readonly<Record<string, string | undefined>>;

function pick(flag: string | undefined, env: Env, name: string): string | undefined {
  const value = flag ?? env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * `value` as an http(s) URL without a trailing slash; a value that is no URL, another scheme or
 * credentials in the URL adds a problem naming `name` to `problems` (the value is returned as is).
 */
export function httpUrl(value: string, name: string, problems: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${name} is not a valid URL (expected http://host[:port][/path])`);
    return value;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') problems.push(`${name} must use http or https`);
  if (url.username || url.password)
    problems.push(`${name} must not carry credentials; use VOP_API_KEY and VOP_API_SECRET`);
  return url.toString().replace(/\/+$/, '');
}

function number(
  value: string | undefined,
  name: string,
  fallback: number,
  min: number,
  integer: boolean,
  problems: string[],
): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min || (integer && !Number.isInteger(parsed))) {
    problems.push(
      `${name} must be ${integer ? 'an integer' : 'a number'} >= ${min} (got ${JSON.stringify(value)})`,
    );
    return fallback;
  }
  return parsed;
}

/** `--rate`: `auto`, or a number >= 0 (0 = unlimited); the default when unset (A6). */
function rateOf(value: string | undefined, problems: string[]): number | 'auto' {
  if (value?.trim().toLowerCase() === 'auto') return 'auto';
  if (value === undefined || Number.isFinite(Number(value))) {
    return number(value, '--rate', RUN_DEFAULTS.rate, 0, false, problems);
  }
  problems.push(`--rate must be a number >= 0 or auto (got ${JSON.stringify(value)})`);
  return RUN_DEFAULTS.rate;
}

function credentialPair(
  key: string | undefined,
  secret: string | undefined,
  names: [string, string],
  problems: string[],
) {
  if (key === undefined && secret === undefined) return undefined;
  if (key === undefined) problems.push(`${names[0]} is missing (${names[1]} is set)`);
  if (secret === undefined) problems.push(`${names[1]} is missing (${names[0]} is set)`);
  return key !== undefined && secret !== undefined ? { apiKey: key, apiSecret: secret } : undefined;
}

function providerStateTaskIds(flags: RunFlags, env: Env, problems: string[]): ProviderStateTaskIds {
  const flagOf: Readonly<Record<ProviderStateStatus, string | undefined>> = {
    PROCESSED: flags.taskIdProcessed,
    FAILED: flags.taskIdFailed,
    TIMED_OUT: flags.taskIdTimedOut,
    IN_PROGRESS: flags.taskIdInProgress,
  };
  const tasks: Record<string, string> = {};
  for (const state of PROVIDER_STATE_STATUSES) {
    const name = PROVIDER_STATE_VARIABLES[state];
    const value = pick(flagOf[state], env, name);
    if (value === undefined) continue;
    if (!isUuid(value)) problems.push(`${name} must be a UUID (got ${JSON.stringify(value)})`);
    else tasks[state] = value;
  }
  return tasks;
}

function caFileOf(value: string | undefined, cwd: string): string | undefined {
  if (value === undefined) return undefined;
  return isAbsolute(value) ? value : resolve(cwd, value);
}

/**
 * Resolves `vop-conformance run`'s configuration: a flag wins over its variable; without
 * VOP_BASE_URL the embedded mock is the target. Secret values never appear in a problem.
 * @throws ConfigError listing every problem found.
 */
/** The A9 scenario names of `VOP_SCENARIO_FAILED`, `_TIMED_OUT`, `_SLOW` (a profile's `scenarioNames`). */
function scenarioNamesOf(env: Env): ScenarioNames {
  const failed = pick(undefined, env, 'VOP_SCENARIO_FAILED');
  const timedOut = pick(undefined, env, 'VOP_SCENARIO_TIMED_OUT');
  const slow = pick(undefined, env, 'VOP_SCENARIO_SLOW');
  return { ...(failed ? { failed } : {}), ...(timedOut ? { timedOut } : {}), ...(slow ? { slow } : {}) };
}

/** Today's date in UTC, `YYYY-MM-DD` (the day `until` dates are compared with). */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The expected failures of `--expect-failures` (relative to `cwd`), else those of the profile,
 * else none; problems are collected.
 */
function expectedFailuresOf(
  file: string | undefined,
  profile: { readonly path: string; readonly profile: Profile } | undefined,
  cwd: string,
  problems: string[],
): RunConfig['expectedFailures'] {
  try {
    if (file !== undefined) {
      const path = isAbsolute(file) ? file : resolve(cwd, file);
      return { file, entries: readExpectedFailures(path, today()) };
    }
    if (profile?.profile.expectedFailures !== undefined) {
      const source = `profile ${profile.path}`;
      return {
        file: source,
        entries: parseExpectedFailures(profile.profile.expectedFailures, source, today()),
      };
    }
    return undefined;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
    return undefined;
  }
}

/** A path of the target (`--submission-path`, `--token-path`): starts with `/`, no query. */
function targetPath(value: string | undefined, name: string, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  if (!/^\/[^?#\s]*$/.test(value))
    problems.push(`${name} must be a path starting with / (got ${JSON.stringify(value)})`);
  return value;
}

/**
 * The environment with the profile of `--profile`/VOP_PROFILE (relative to `cwd`) beneath it:
 * a variable set (non-empty) in `env` wins over the profile's value. Problems are collected.
 */
function withProfile(
  flags: RunFlags,
  env: Env,
  cwd: string,
  problems: string[],
): { env: Env; profile: { path: string; profile: Profile } | undefined } {
  const path = pick(flags.profile, env, 'VOP_PROFILE');
  if (path === undefined) return { env, profile: undefined };
  try {
    const profile = readProfile(isAbsolute(path) ? path : resolve(cwd, path));
    const merged: Record<string, string | undefined> = { ...env };
    for (const [name, value] of Object.entries(profile.variables)) {
      if (pick(undefined, env, name) === undefined) merged[name] = value;
    }
    return { env: merged, profile: { path, profile } };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
    return { env, profile: undefined };
  }
}

/** Whether the run writes `exchanges.har`: `--har`, else `VOP_HAR` (1, true, yes; 0, false, no). */
function harOf(flag: boolean | undefined, env: Env, problems: string[]): boolean {
  if (flag) return true;
  const given = pick(undefined, env, 'VOP_HAR')?.trim().toLowerCase();
  if (given === undefined || given === '' || ['0', 'false', 'no'].includes(given)) return false;
  if (['1', 'true', 'yes'].includes(given)) return true;
  problems.push(`VOP_HAR must be 1, true or yes (or 0, false, no) (got ${JSON.stringify(given)})`);
  return false;
}

/** Whether stdout and stderr are terminals (a live progress line needs both). */
export interface Terminal {
  readonly stdout: boolean;
  readonly stderr: boolean;
}

const PROGRESS_MODES: readonly ProgressMode[] = ['live', 'plain', 'off'];

/**
 * The run's progress mode: `VOP_PROGRESS` (live, plain or off) when set; else plain in CI
 * (`CI` set, not `false`/`0`) or when stdout or stderr is not a terminal; else live.
 */
function progressOf(env: Env, terminal: Terminal, problems: string[]): ProgressMode {
  const given = pick(undefined, env, 'VOP_PROGRESS');
  if (given !== undefined) {
    if (PROGRESS_MODES.includes(given as ProgressMode)) return given as ProgressMode;
    problems.push(`VOP_PROGRESS must be one of ${PROGRESS_MODES.join(', ')} (got ${JSON.stringify(given)})`);
    return 'off';
  }
  const ci = env.CI !== undefined && !['', '0', 'false'].includes(env.CI.trim().toLowerCase());
  return ci || !terminal.stdout || !terminal.stderr ? 'plain' : 'live';
}

/**
 * The run's configuration from its flags, the environment (with `.env` and a profile merged in
 * below it) and the working directory; `terminal` says whether stdout and stderr are terminals
 * (the progress mode). Defaults from RUN_DEFAULTS.
 * @throws ConfigError listing every problem found at once.
 */
export function resolveRunConfig(
  flags: RunFlags,
  givenEnv: Env,
  cwd: string,
  terminal: Terminal = { stdout: process.stdout.isTTY, stderr: process.stderr.isTTY },
): RunConfig {
  const problems: string[] = [];
  const { env, profile } = withProfile(flags, givenEnv, cwd, problems);
  const baseUrlText = pick(flags.baseUrl, env, 'VOP_BASE_URL');
  const choiceFlags =
    (flags.mockChoice?.length ?? 0) > 0 || flags.mockChoices !== undefined || flags.mockSeed !== undefined;
  const breaks = flags.mockBreak ?? [];
  let target: TargetConfig = {
    kind: 'embedded',
    choices: choiceSetFromFlags(undefined, undefined, []),
    faults: [],
  };
  if (baseUrlText !== undefined) {
    if (choiceFlags)
      problems.push(
        '--mock-choice, --mock-choices and --mock-seed apply to the embedded mock only: unset VOP_BASE_URL',
      );
    if (breaks.length > 0)
      problems.push('--mock-break applies to the embedded mock only: unset VOP_BASE_URL');
    if (flags.mockLike !== undefined)
      problems.push('--mock-like applies to the embedded mock only: unset VOP_BASE_URL');
    const baseUrl = httpUrl(baseUrlText, 'VOP_BASE_URL', problems);
    const authText = pick(flags.authUrl, env, 'VOP_AUTH_URL');
    const authUrl = authText === undefined ? baseUrl : httpUrl(authText, 'VOP_AUTH_URL', problems);
    const apiKey = pick(flags.apiKey, env, 'VOP_API_KEY');
    const apiSecret = pick(flags.apiSecret, env, 'VOP_API_SECRET');
    if (apiKey === undefined) problems.push('VOP_API_KEY is missing (required with VOP_BASE_URL)');
    if (apiSecret === undefined) problems.push('VOP_API_SECRET is missing (required with VOP_BASE_URL)');
    const limited = credentialPair(
      pick(flags.limitedApiKey, env, 'VOP_LIMITED_API_KEY'),
      pick(flags.limitedApiSecret, env, 'VOP_LIMITED_API_SECRET'),
      ['VOP_LIMITED_API_KEY', 'VOP_LIMITED_API_SECRET'],
      problems,
    );
    const submissionPath = targetPath(
      pick(flags.submissionPath, env, 'VOP_SUBMISSION_PATH'),
      '--submission-path',
      problems,
    );
    const tokenPath = targetPath(pick(flags.tokenPath, env, 'VOP_TOKEN_PATH'), '--token-path', problems);
    target = {
      kind: 'url',
      baseUrl,
      authUrl,
      credentials: { apiKey: apiKey ?? '', apiSecret: apiSecret ?? '' },
      limitedCredentials: limited,
      ...(submissionPath ? { submissionPath } : {}),
      ...(tokenPath ? { tokenPath } : {}),
    };
  } else {
    const faults: FaultId[] = [];
    for (const id of breaks) {
      if (isMockFault(id)) faults.push(id);
      else problems.push(`--mock-break: unknown fault id ${JSON.stringify(id)} (${FAULT_LIST_HINT})`);
    }
    target = { ...target, faults };
    if (flags.mockWithDeviations && flags.mockLike === undefined)
      problems.push('--mock-with-deviations needs --mock-like <report dir>');
    if (flags.mockLike !== undefined && choiceFlags)
      problems.push('--mock-choice, --mock-choices and --mock-seed cannot be combined with --mock-like');
    try {
      const calibrated =
        flags.mockLike === undefined || choiceFlags
          ? undefined
          : mockLike(flags.mockLike, flags.mockWithDeviations === true, '--mock-like');
      target = {
        kind: 'embedded',
        choices:
          calibrated?.choices ??
          choiceSetFromFlags(flags.mockChoices, flags.mockSeed, flags.mockChoice ?? []),
        faults: [...new Set([...faults, ...(calibrated?.faults ?? [])])],
        ...(calibrated ? { settings: calibrated.settings } : {}),
      };
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems.map((p) => p.replace(/^--(choice|choices|seed)\b/, '--mock-$1')));
    }
    for (const name of [
      'VOP_AUTH_URL',
      'VOP_API_KEY',
      'VOP_API_SECRET',
      'VOP_SUBMISSION_PATH',
      'VOP_TOKEN_PATH',
    ]) {
      if (env[name] !== undefined && env[name] !== '') {
        problems.push(
          `${name} is set but VOP_BASE_URL is not: set VOP_BASE_URL, or unset ${name} to run against the embedded mock`,
        );
      }
    }
  }
  const assumptionsText = pick(flags.assumptions, env, 'VOP_ASSUMPTIONS') ?? 'enforce';
  if (!ASSUMPTION_MODES.includes(assumptionsText as AssumptionMode)) {
    problems.push(
      `--assumptions must be one of ${ASSUMPTION_MODES.join(', ')} (got ${JSON.stringify(assumptionsText)})`,
    );
  }
  const reportDir = pick(flags.reportDir, env, 'VOP_REPORT_DIR') ?? RUN_DEFAULTS.reportDir;
  const config: RunConfig = {
    target,
    providerStateTaskIds: providerStateTaskIds(flags, env, problems),
    scenarioNames: target.kind === 'embedded' ? SCENARIO_NAMES : scenarioNamesOf(env),
    assumptions: assumptionsText as AssumptionMode,
    grep: pick(flags.grep, env, 'VOP_GREP'),
    reportRoot: isAbsolute(reportDir) ? reportDir : resolve(cwd, reportDir),
    rate: rateOf(pick(flags.rate, env, 'VOP_RATE'), problems),
    concurrency: number(
      pick(flags.concurrency, env, 'VOP_CONCURRENCY'),
      '--concurrency',
      RUN_DEFAULTS.concurrency,
      1,
      true,
      problems,
    ),
    seed: number(pick(flags.seed, env, 'VOP_SEED'), '--seed', Date.now() % 2 ** 31, 0, true, problems),
    runs: number(pick(flags.runs, env, 'VOP_RUNS'), '--runs', RUN_DEFAULTS.runs, 1, true, problems),
    tokenWaitSeconds: number(
      pick(flags.tokenWait, env, 'VOP_TOKEN_WAIT'),
      '--token-wait',
      RUN_DEFAULTS.tokenWaitSeconds,
      0,
      false,
      problems,
    ),
    pollTimeoutMs:
      number(
        pick(flags.pollTimeout, env, 'VOP_POLL_TIMEOUT'),
        '--poll-timeout',
        RUN_DEFAULTS.pollTimeoutSeconds,
        1,
        false,
        problems,
      ) * 1000,
    testTimeoutMs:
      number(
        pick(flags.testTimeout, env, 'VOP_TEST_TIMEOUT'),
        '--test-timeout',
        RUN_DEFAULTS.testTimeoutSeconds,
        1,
        false,
        problems,
      ) * 1000,
    deadlineMs:
      number(
        pick(flags.deadline, env, 'VOP_DEADLINE'),
        '--deadline',
        RUN_DEFAULTS.deadlineSeconds,
        1,
        false,
        problems,
      ) * 1000,
    caFile: caFileOf(pick(flags.caFile, env, 'VOP_CA_FILE'), cwd),
    clientCertificate: clientCertificateOf(flags, env, cwd, target.kind === 'url', problems),
    progress: progressOf(env, terminal, problems),
    har: harOf(flags.har, env, problems),
    expectedFailures: expectedFailuresOf(
      pick(flags.expectFailures, env, 'VOP_EXPECT_FAILURES'),
      profile,
      cwd,
      problems,
    ),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
