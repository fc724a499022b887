import { isAbsolute, resolve } from 'node:path';
import { PATHS } from '../api/paths.ts';
import { ConfigError } from '../errors.ts';
import { selectedRuleIds } from '../runner/rule-selection.ts';
import type { ProviderStateTaskIds } from '../api/task-states.ts';
import { SCENARIO_NAMES, type ScenarioNames } from '../api/scenario-names.ts';
import { parseChoiceOverrides, resolveChoiceSet } from '../mock/choices/choice-set.ts';
import { type FaultId, isMockFault } from '../mock/faults/index.ts';
import type { ProgressMode } from '../runner/progress.ts';
import type { RunConfig, TargetConfig } from '../runner/run-config.ts';
import { mockFromSource } from './calibrated-mock.ts';
import { clientCertificateFrom } from './client-certificate-config.ts';
import { collectProblems } from './config-problems.ts';
import { parseExpectedFailures } from './expected-failures-file.ts';
import { FAULT_LIST_HINT } from './faults-command.ts';
import { type Env, type ReadOptions, readOptions } from './options/option-sources.ts';
import { RUN_OPTIONS, type RunFlags, type RunOptionKey, type RunOptions } from './options/run-options.ts';
import { type Profile, profileOf } from './profile-file.ts';
import { proxySettingsOf } from './proxy-config.ts';
import type { RunFiles } from './run-files.ts';
import { variable } from './variables.ts';
import { shellQuote } from '../output/shell-quote.ts';
import { baseUrlOverrideWarning } from './base-url-override.ts';

export type { RunFlags } from './options/run-options.ts';

/** Whether stdout and stderr are terminals (a live progress line needs both). */
export interface Terminal {
  readonly stdout: boolean;
  readonly stderr: boolean;
}

/** Everything a run's configuration is resolved from: text and what the named files hold, nothing to read. */
export interface RunConfigInput {
  readonly flags: RunFlags;
  /** The variables (with `.env` in them). */
  readonly env: Env;
  /** The names of the variables of `env` that came from `.env`: a problem with one names `.env`. */
  readonly dotenv?: ReadonlySet<string>;
  /** The folder relative file names are taken from. */
  readonly cwd: string;
  /** What the files the options name hold (`loadRunFiles`). */
  readonly files: RunFiles;
  readonly terminal: Terminal;
  /** When the run starts: the seed when none is given (the clock), and the day `until` dates are compared with. */
  readonly now: Date;
  /** Takes each warning line (a variable overriding the profile's `baseUrl`); none when absent. */
  readonly warn?: (line: string) => void;
}

type Options = ReadOptions<RunOptions>;
type Values = Options['values'];
type Sources = Options['sources'];

function absolute(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/**
 * The flags a failure's printed `replay` command needs to test what this run tested: the profile
 * (`--profile`, from its flag or VOP_PROFILE) and `--runs` when either was given; shell-quoted.
 * The target's other settings come from the same environment and `.env`, as they did for the run.
 */
function replayFlagsOf(values: Values, sources: Sources): string[] {
  return [
    ...(sources.profile !== undefined && values.profile !== undefined
      ? ['--profile', shellQuote(values.profile)]
      : []),
    ...(sources.runs !== undefined ? ['--runs', String(values.runs)] : []),
  ];
}

/** The profile the input's file holds, and its file name as given; undefined (problems added) when it has none or a bad one. */
function profileFrom(
  input: RunConfigInput,
  problems: string[],
): { given: string; profile: Profile } | undefined {
  const file = input.files.profile;
  if (file === undefined) return undefined;
  if ('problems' in file.loaded) {
    problems.push(...file.loaded.problems);
    return undefined;
  }
  const { value } = file.loaded;
  const profile = collectProblems(() => profileOf(value, file.path, `profile ${file.given}`), problems);
  return profile && { given: file.given, profile };
}

/** The limited credentials (A5): both or neither. */
function limitedCredentials(values: Values, problems: string[]) {
  const { limitedApiKey: apiKey, limitedApiSecret: apiSecret } = values;
  if (apiKey === undefined && apiSecret === undefined) return undefined;
  if (apiKey === undefined) problems.push('VOP_LIMITED_API_KEY is missing (VOP_LIMITED_API_SECRET is set)');
  if (apiSecret === undefined)
    problems.push('VOP_LIMITED_API_SECRET is missing (VOP_LIMITED_API_KEY is set)');
  return apiKey !== undefined && apiSecret !== undefined ? { apiKey, apiSecret } : undefined;
}

/** Whether `--mock-choice`, `--mock-choices` or `--mock-seed` is given. */
function choiceFlagsGiven(values: Values, sources: Sources): boolean {
  return values.mockChoice.length > 0 || sources.mockChoices !== undefined || sources.mockSeed !== undefined;
}

/** Where a path's value `value` came from, as an error names it: `"/x" from VOP_TOKEN_PATH in .env`, `"/y", the default`. */
function pathOrigin(value: string, source: Sources['tokenPath']): string {
  return source ? `${JSON.stringify(value)} from ${source.name}` : `${JSON.stringify(value)}, the default`;
}

/** A URL target (VOP_BASE_URL): its addresses, paths and credentials; the embedded mock's options are refused. */
function urlTarget(values: Values, sources: Sources, problems: string[]): TargetConfig {
  if (choiceFlagsGiven(values, sources))
    problems.push(
      '--mock-choice, --mock-choices and --mock-seed apply to the embedded mock only: unset VOP_BASE_URL',
    );
  if (values.mockBreak.length > 0)
    problems.push('--mock-break applies to the embedded mock only: unset VOP_BASE_URL');
  if (values.mockLike !== undefined)
    problems.push('--mock-like applies to the embedded mock only: unset VOP_BASE_URL');
  if (values.apiKey === undefined) problems.push('VOP_API_KEY is missing (required with VOP_BASE_URL)');
  if (values.apiSecret === undefined) problems.push('VOP_API_SECRET is missing (required with VOP_BASE_URL)');
  // A bad base URL is a problem already; the configuration is not returned then.
  const baseUrl = values.baseUrl ?? '';
  const { submissionPath, tokenPath, maxFileBytes, maxRecords } = values;
  return {
    kind: 'url',
    baseUrl,
    authUrl: values.authUrl ?? baseUrl,
    credentials: { apiKey: values.apiKey ?? '', apiSecret: values.apiSecret ?? '' },
    limitedCredentials: limitedCredentials(values, problems),
    ...(submissionPath ? { submissionPath } : {}),
    ...(tokenPath ? { tokenPath } : {}),
    pathOrigins: {
      token: pathOrigin(tokenPath ?? PATHS.token, sources.tokenPath),
      submission: pathOrigin(submissionPath ?? PATHS.bulk, sources.submissionPath),
    },
    fileLimits: {
      ...(maxFileBytes === undefined ? {} : { maxFileBytes }),
      ...(maxRecords === undefined ? {} : { maxRecords }),
    },
  };
}

/**
 * The parts of a URL target the embedded mock has its own of: as a flag without a base URL, a
 * problem that says so, naming them (the file limits; the slow scenario's time, A9).
 */
const MOCK_OWN_PARTS: Partial<Record<RunOptionKey, string>> = {
  maxFileBytes: 'file limits are',
  maxRecords: 'file limits are',
  scenarioSlowMs: 'slow scenario time is',
};

/**
 * The options that name a URL target's parts: set without a base URL, a problem whatever their
 * source (a variable, `.env`, a profile, a flag), since the embedded mock would run instead and
 * nothing would use them (never a silent fallback to the embedded mock).
 */
const URL_TARGET_PARTS: readonly RunOptionKey[] = [
  'authUrl',
  'apiKey',
  'apiSecret',
  'submissionPath',
  'tokenPath',
  'maxFileBytes',
  'maxRecords',
  'scenarioSlowMs',
];

/**
 * The embedded mock: its faults (`--mock-break`), and its choices (`--mock-choice…`, or calibrated
 * by `--mock-like`). `targetUnknown`: no word about the URL target's parts set without a base URL,
 * since the problem already named (an unreadable profile, which may hold `baseUrl`; no target
 * under `--require-target`) is their cause.
 */
function embeddedTarget(
  values: Values,
  sources: Sources,
  files: RunFiles,
  problems: string[],
  targetUnknown: boolean,
): TargetConfig {
  const faults: FaultId[] = [];
  for (const id of values.mockBreak) {
    if (isMockFault(id)) faults.push(id);
    else problems.push(`--mock-break: unknown fault id ${JSON.stringify(id)} (${FAULT_LIST_HINT})`);
  }
  const choiceFlags = choiceFlagsGiven(values, sources);
  if (values.mockWithDeviations && values.mockLike === undefined)
    problems.push('--mock-with-deviations needs --mock-like <report dir>');
  if (values.mockLike !== undefined && choiceFlags)
    problems.push('--mock-choice, --mock-choices and --mock-seed cannot be combined with --mock-like');
  const source = values.mockLike === undefined || choiceFlags ? undefined : files.mockLike;
  if (source !== undefined && 'problems' in source.loaded) problems.push(...source.loaded.problems);
  const calibrated =
    source !== undefined && 'value' in source.loaded
      ? mockFromSource(source.loaded.value, source.given, values.mockWithDeviations)
      : undefined;
  const choices =
    calibrated?.choices ??
    collectProblems(
      () =>
        resolveChoiceSet({
          mode: values.mockChoices,
          seed: values.mockSeed,
          overrides: parseChoiceOverrides(values.mockChoice),
        }),
      problems,
      (problem) => problem.replace(/^--choice\b/, '--mock-choice'),
    ) ??
    resolveChoiceSet({ mode: 'first' });
  for (const key of targetUnknown ? [] : URL_TARGET_PARTS) {
    const given = sources[key];
    if (given?.kind === 'variable' || given?.kind === 'dotenv')
      problems.push(
        `${given.name} is set but VOP_BASE_URL is not: set VOP_BASE_URL, or unset ${given.name} to run against the embedded mock`,
      );
    else if (given?.kind === 'profile')
      problems.push(
        `${given.name} is set but no base URL is: set baseUrl in the profile or VOP_BASE_URL, or remove the field to run against the embedded mock`,
      );
    else if (given?.kind === 'flag' && MOCK_OWN_PARTS[key] !== undefined)
      problems.push(
        `${given.name} applies to a URL target: the embedded mock's ${MOCK_OWN_PARTS[key]} its own (set VOP_BASE_URL, or leave out ${given.name})`,
      );
    else if (given?.kind === 'flag')
      problems.push(
        `${given.name} applies to a URL target: set VOP_BASE_URL (--base-url), or leave out ${given.name} to run against the embedded mock`,
      );
  }
  return {
    kind: 'embedded',
    choices,
    faults: [...new Set([...faults, ...(calibrated?.faults ?? [])])],
    ...(calibrated ? { settings: calibrated.settings } : {}),
  };
}

/**
 * The problem of a run without a base URL under `--require-target` (a CI secret that is
 * missing must not silently test the embedded mock): one line
 * naming VOP_BASE_URL and what required a target; in GitHub Actions (`GITHUB_ACTIONS=true`),
 * where a secret that is not set reads as an empty string, the secret to set.
 */
function noTargetProblem(sources: Sources, env: Env): string {
  const by = sources.requireTarget?.name ?? '--require-target';
  const fix =
    variable(env, 'GITHUB_ACTIONS') === 'true'
      ? 'set the secret VOP_BASE_URL (in GitHub Actions a secret that is not set reads as empty)'
      : 'set VOP_BASE_URL, or baseUrl in the profile';
  return `no target: VOP_BASE_URL is empty or not set and no profile gives baseUrl, and the embedded mock is refused (${by}): ${fix}`;
}

/** The target's task in each provider state (A9), as given. */
function providerStateTaskIds(values: Values): ProviderStateTaskIds {
  const ids = {
    PROCESSED: values.taskIdProcessed,
    FAILED: values.taskIdFailed,
    TIMED_OUT: values.taskIdTimedOut,
    IN_PROGRESS: values.taskIdInProgress,
  };
  return Object.fromEntries(Object.entries(ids).filter(([, id]) => id !== undefined));
}

/** A URL target's A9 scenario names, as given (a profile's `scenarioNames`, VOP_SCENARIO_*). */
function scenarioNames(values: Values): ScenarioNames {
  const { scenarioFailed: failed, scenarioTimedOut: timedOut, scenarioSlow: slow } = values;
  return { ...(failed ? { failed } : {}), ...(timedOut ? { timedOut } : {}), ...(slow ? { slow } : {}) };
}

/**
 * The run's progress mode: VOP_PROGRESS when set; else plain in CI (`CI` set, not `false`/`0`)
 * or when stdout or stderr is not a terminal; else live.
 */
function progressOf(values: Values, env: Env, terminal: Terminal): ProgressMode {
  if (values.progress !== undefined) return values.progress;
  const ci = !['0', 'false'].includes(variable(env, 'CI')?.toLowerCase() ?? 'false');
  return ci || !terminal.stdout || !terminal.stderr ? 'plain' : 'live';
}

/**
 * The expected failures of `--expect-failures` (the file's content in `files`), else those of the
 * profile, else none; `today` is `YYYY-MM-DD` (UTC). Problems are collected.
 */
function expectedFailuresOf(
  values: Values,
  files: RunFiles,
  profile: { given: string; profile: Profile } | undefined,
  today: string,
  problems: string[],
): RunConfig['expectedFailures'] {
  const file = files.expectedFailures;
  if (values.expectFailures !== undefined && file !== undefined) {
    if ('problems' in file.loaded) {
      problems.push(...file.loaded.problems);
      return undefined;
    }
    const { value } = file.loaded;
    const entries = collectProblems(
      () => parseExpectedFailures(value, `expected failures ${file.given}`, today),
      problems,
    );
    return entries && { file: values.expectFailures, entries };
  }
  if (profile?.profile.expectedFailures === undefined) return undefined;
  const source = `profile ${profile.given}`;
  const entries = collectProblems(
    () => parseExpectedFailures(profile.profile.expectedFailures, source, today),
    problems,
  );
  return entries && { file: source, entries };
}

/**
 * Resolves `vop-conformance run`'s configuration from `input`, reading nothing: every option of
 * RUN_OPTIONS from its flag, else its variable, else the profile's field, else its default
 * (src/cli/options/run-options.ts); without a base URL the embedded mock is the target, unless
 * `--require-target` (VOP_REQUIRE_TARGET, a profile's `requireTarget`) makes that a problem. A bad
 * value names its flag, variable (or `.env`) or profile field; secret values never appear in a problem.
 * @throws ConfigError listing every problem found at once.
 */
export function resolveRunConfig(input: RunConfigInput): RunConfig {
  const problems: string[] = [];
  const profile = profileFrom(input, problems);
  const options = readOptions(RUN_OPTIONS, {
    flags: input.flags,
    env: input.env,
    ...(input.dotenv && { dotenv: input.dotenv }),
    ...(profile && { profile: { path: profile.given, variables: profile.profile.variables } }),
  });
  problems.push(...options.problems);
  const { values, sources } = options;
  const { cwd } = input;
  const override = baseUrlOverrideWarning(
    sources.baseUrl,
    values.baseUrl,
    profile && { path: profile.given, baseUrl: profile.profile.variables.VOP_BASE_URL },
  );
  if (override !== undefined) input.warn?.(override);
  const isUrl = sources.baseUrl !== undefined;
  // A profile named but unreadable may hold the base URL: what the target is stays unknown.
  const profileUnread = input.files.profile !== undefined && profile === undefined;
  const noTarget = !isUrl && values.requireTarget && !profileUnread;
  if (noTarget) problems.push(noTargetProblem(sources, input.env));
  const target = isUrl
    ? urlTarget(values, sources, problems)
    : embeddedTarget(values, sources, input.files, problems, profileUnread || noTarget);
  const config: RunConfig = {
    target,
    providerStateTaskIds: providerStateTaskIds(values),
    scenarioNames: isUrl ? scenarioNames(values) : SCENARIO_NAMES,
    ...(isUrl && values.scenarioSlowMs !== undefined ? { scenarioSlowMs: values.scenarioSlowMs } : {}),
    assumptions: values.assumptions,
    grep: values.grep,
    selection: {
      rules: values.rule,
      ...(values.operation ? { operation: values.operation } : {}),
      ...(values.level ? { level: values.level } : {}),
    },
    ...provoke429Of(values.provoke429, values.rule),
    bail: values.bail,
    reportRoot: absolute(values.reportDir, cwd),
    rate: values.rate,
    concurrency: values.concurrency,
    seed: values.seed ?? input.now.getTime() % 2 ** 31,
    runs: values.runs,
    replayFlags: replayFlagsOf(values, sources),
    tokenWaitSeconds: values.tokenWait,
    exploreBudget: values.explore,
    pollTimeoutMs: values.pollTimeout * 1000,
    testTimeoutMs: values.testTimeout * 1000,
    deadlineMs: values.deadline * 1000,
    caFile: values.caFile && absolute(values.caFile, cwd),
    clientCertificate: clientCertificateFrom(
      {
        certFile: values.clientCert && absolute(values.clientCert, cwd),
        keyFile: values.clientKey && absolute(values.clientKey, cwd),
        pfxFile: values.clientPfx && absolute(values.clientPfx, cwd),
        passphrase: values.clientKeyPassphrase,
      },
      isUrl,
      problems,
    ),
    proxy: proxySettingsOf(values.proxy, sources.proxy, input.env, isUrl, problems),
    progress: progressOf(values, input.env, input.terminal),
    har: values.har,
    expectedFailures: expectedFailuresOf(
      values,
      input.files,
      profile,
      input.now.toISOString().slice(0, 10),
      problems,
    ),
  };
  // A --rule that matches no rule, or parts that together leave none: named before anything runs.
  collectProblems(() => selectedRuleIds(config.selection), problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * `--provoke-429` as RunConfig takes it (A6): as given; else on when `--rule` selects only rules
 * of rate limiting (`rate-limit-…`: judged only when a 429 comes); else absent (on for the
 * embedded mock, off for a URL target: src/runner/run-session.ts).
 */
function provoke429Of(given: boolean | undefined, rules: readonly string[]): { provoke429?: boolean } {
  if (given !== undefined) return { provoke429: given };
  return rules.length > 0 && rules.every((rule) => rule.startsWith('rate-limit-'))
    ? { provoke429: true }
    : {};
}
