import { PROVIDER_STATE_STATUSES, PROVIDER_STATE_VARIABLES } from '../api/task-states.ts';
import { SCENARIO_NAMES } from '../api/scenario-names.ts';
import { ConfigError, MockStartError } from '../errors.ts';
import { isMockFault } from '../mock/faults/index.ts';
import { FAULT_LIST_HINT } from './faults-command.ts';
import { startMock } from '../mock/server.ts';
import { describeChoices } from '../mock/choices/choice-set.ts';
import { choiceSetFromFlags } from './choice-flags.ts';
import { type CalibratedMock, choicesFileText, mockFromFile, mockLike } from './calibrated-mock.ts';
import { writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { packagePath } from '../package-root.ts';
import { integerFlag } from './options/integer-flag.ts';

/** The mock's port when `--port` is not given. */
const DEFAULT_MOCK_PORT = 8080;

/** Flags of `vop-conformance mock`. */
export interface MockFlags {
  readonly port?: string;
  readonly host?: string;
  readonly break?: readonly string[];
  readonly queueMs?: string;
  readonly processingMs?: string;
  readonly slowMs?: string;
  readonly rateLimit?: string;
  readonly tokenLifetime?: string;
  readonly choice?: readonly string[];
  readonly choices?: string;
  readonly seed?: string;
  /**
   * Report folder of a run to calibrate the mock from: the mock then answers as that run's target
   * did, choice by choice (its observed-choices.json).
   */
  readonly like?: string;
  /** With `like`: switch on the fault of every rule that failed there. */
  readonly withDeviations?: boolean;
  /** Print the choices file and exit without starting the mock. */
  readonly printChoices?: boolean;
  /** Write the choices file here, then start the mock. */
  readonly saveChoices?: string;
  /** Read the choices (and settings and faults) from this file. */
  readonly choicesFile?: string;
}

/** The calibrated mock `--like` or `--choices-file` names; undefined when neither is given. */
function calibratedFrom(flags: MockFlags, problems: string[]): CalibratedMock | undefined {
  const choiceFlags =
    (flags.choice?.length ?? 0) > 0 || flags.choices !== 'first' || flags.seed !== undefined;
  if (flags.like !== undefined && flags.choicesFile !== undefined)
    problems.push('--like and --choices-file both name the choices: give one');
  if ((flags.like !== undefined || flags.choicesFile !== undefined) && choiceFlags)
    problems.push('--choice, --choices and --seed cannot be combined with --like or --choices-file');
  if (flags.withDeviations && flags.like === undefined)
    problems.push('--with-deviations needs --like <report dir> (a choices file lists its faults itself)');
  if (
    (flags.printChoices || flags.saveChoices !== undefined) &&
    flags.like === undefined &&
    flags.choicesFile === undefined
  )
    problems.push('--print-choices and --save-choices need --like <report dir> or --choices-file <file>');
  if (problems.length > 0) return undefined;
  if (flags.like !== undefined) return mockLike(flags.like, flags.withDeviations === true, '--like');
  return flags.choicesFile === undefined ? undefined : mockFromFile(flags.choicesFile);
}

/** Writes the choices file of `calibrated` to `path`, its `$schema` relative to it. */
function saveChoices(calibrated: CalibratedMock, path: string): void {
  const schema = relative(dirname(resolve(path)), packagePath('schemas/config/choices-file.schema.json'));
  writeFileSync(path, choicesFileText(calibrated.file, schema));
}

/** Longest token wait the mock suggests, seconds: beyond it the expired-token rules are better skipped. */
const SUGGESTED_WAIT_LIMIT_S = 120;

/**
 * The `.env` lines about the token lifetime: VOP_TOKEN_WAIT just over it, so the expired-token
 * rules run against this mock; for long-lived tokens a comment saying how to run them instead.
 */
function tokenWaitLines(lifetimeSeconds: number): string[] {
  const wait = lifetimeSeconds + 2;
  if (wait <= SUGGESTED_WAIT_LIMIT_S) return [`VOP_TOKEN_WAIT=${wait}`];
  return [
    `# tokens live ${lifetimeSeconds} s: the expired-token rules are skipped; start the mock with --token-lifetime 5 to run them`,
  ];
}

/** The code of a listen error (EADDRINUSE, EACCES, ENOTFOUND), or its message. */
function reasonOf(cause: unknown): string {
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : cause instanceof Error ? cause.message : 'unknown reason';
}

/**
 * `vop-conformance mock`: starts the reference mock and prints its base URL, demo credentials
 * and the id of its task in each provider state as lines a `.env` file takes, with VOP_TOKEN_WAIT
 * covering the token lifetime (`--token-lifetime`) when it is short enough for the expired-token
 * rules. Runs until SIGINT or SIGTERM.
 * `--break RULE` starts it breaking that rule (self-validation).
 * @throws ConfigError for a bad port or an unknown rule id, or when the address cannot be bound
 * (port in use, no such host), naming --host and --port and the reason.
 */
export async function mockCommand(flags: MockFlags): Promise<number> {
  const problems: string[] = [];
  const port = integerFlag(
    flags.port,
    '--port',
    { min: 0, max: 65535, fallback: DEFAULT_MOCK_PORT },
    problems,
  );
  for (const id of flags.break ?? []) {
    if (!isMockFault(id))
      problems.push(`--break: unknown fault id ${JSON.stringify(id)} (${FAULT_LIST_HINT})`);
  }
  const settings = {
    queueMs: integerFlag(flags.queueMs, '--queue-ms', { min: 0 }, problems),
    processingMs: integerFlag(flags.processingMs, '--processing-ms', { min: 0 }, problems),
    slowMs: integerFlag(flags.slowMs, '--slow-ms', { min: 0 }, problems),
    rateLimitPerSecond: integerFlag(flags.rateLimit, '--rate-limit', { min: 0 }, problems),
    tokenLifetimeSeconds: integerFlag(flags.tokenLifetime, '--token-lifetime', { min: 0 }, problems),
  };
  if (settings.tokenLifetimeSeconds === 0) problems.push('--token-lifetime must be at least 1 second');
  const calibrated = calibratedFrom(flags, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  if (calibrated && flags.printChoices) {
    const schema = relative(process.cwd(), packagePath('schemas/config/choices-file.schema.json'));
    process.stdout.write(choicesFileText(calibrated.file, schema));
    for (const line of calibrated.summary) process.stderr.write(`${line}\n`);
    return 0;
  }
  if (calibrated && flags.saveChoices !== undefined) saveChoices(calibrated, flags.saveChoices);
  const choices = calibrated?.choices ?? choiceSetFromFlags(flags.choices, flags.seed, flags.choice ?? []);
  const faults = new Set<string>([...(flags.break ?? []), ...(calibrated?.faults ?? [])]);

  // Flags win over the settings of a calibration.
  const chosen = {
    ...calibrated?.settings,
    ...Object.fromEntries(Object.entries(settings).filter(([, ms]) => ms !== undefined)),
  };
  const host = flags.host ?? '127.0.0.1';
  const mock = await startMock({ ...chosen, port, host, faults, choices }).catch((error: unknown) => {
    if (!(error instanceof MockStartError)) throw error;
    throw new ConfigError([`--host ${host} --port ${port}: ${error.message} (${reasonOf(error.cause)})`]);
  });
  const { credentials, limitedCredentials } = mock.options;
  const ids = mock.providerStateTaskIds;
  const lifetime =
    choices['token-lifetime'] === 'configured'
      ? mock.options.tokenLifetimeSeconds
      : Number(choices['token-lifetime']);
  console.log(
    [
      `vop-conformance mock listening on ${mock.baseUrl}`,
      ...(calibrated?.summary ?? []),
      ...(flags.saveChoices !== undefined ? [`choices saved to ${flags.saveChoices}`] : []),
      ...(faults.size > 0 ? [`breaking on purpose: ${[...faults].join(', ')}`] : []),
      ...(describeChoices(choices).length > 0 ? [`choices: ${describeChoices(choices).join(' ')}`] : []),
      'Demo configuration (paste into .env or export):',
      `VOP_BASE_URL=${mock.baseUrl}`,
      `VOP_API_KEY=${credentials.apiKey}`,
      `VOP_API_SECRET=${credentials.apiSecret}`,
      `VOP_LIMITED_API_KEY=${limitedCredentials.apiKey}`,
      `VOP_LIMITED_API_SECRET=${limitedCredentials.apiSecret}`,
      ...PROVIDER_STATE_STATUSES.map((state) => `${PROVIDER_STATE_VARIABLES[state]}=${ids[state]}`),
      `VOP_MAX_FILE_BYTES=${mock.fileLimits.maxFileBytes}`,
      `VOP_MAX_RECORDS=${mock.fileLimits.maxRecords}`,
      `VOP_SCENARIO_FAILED=${SCENARIO_NAMES.failed}`,
      `VOP_SCENARIO_TIMED_OUT=${SCENARIO_NAMES.timedOut}`,
      `VOP_SCENARIO_SLOW=${SCENARIO_NAMES.slow}`,
      `VOP_SCENARIO_SLOW_MS=${mock.options.slowMs}`,
      ...tokenWaitLines(lifetime),
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await mock.close();
  return 0;
}
