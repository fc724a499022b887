import { isAbsolute, resolve } from 'node:path';
import { PACT_NAMES } from '../api/provider-states.ts';
import { ConfigError } from '../errors.ts';
import {
  type BrokerCall,
  canIDeploy,
  publishPacts,
  recordDeployment,
  recordRelease,
} from '../pact/broker-cli.ts';
import { resolveBrokerConfig } from '../pact/broker-config.ts';
import { ciBranch, ciBuildUrl, ciCommit } from '../pact/ci-info.ts';
import { gitBranch, gitSha } from '../pact/git-info.ts';
import { pactCliPath } from '../pact/pact-cli.ts';
import { interactionCount, pactFiles } from '../pact/pact-files.ts';
import type { VerificationPublishing } from '../pact/verify.ts';
import { verificationSummary } from '../pact/verify-summary.ts';
import { colourWanted } from '../output/colour.ts';
import { stacksAreShown } from '../output/error-text.ts';
import { withRunSession } from '../runner/run-session.ts';
import { PLAIN_CHILD, runWithoutColour } from './plain-child.ts';
import { readdirSync } from 'node:fs';
import { packagePath } from '../package-root.ts';
import { loadRunConfig } from './load-run-config.ts';
import type { RunFlags } from './resolve-run-config.ts';
import { flagValue } from './options/flag-value.ts';
import { integerFlag } from './options/integer-flag.ts';
import { seconds } from './options/number-kinds.ts';
import { variable } from './variables.ts';

/** Default folder of the pact files (the consumer pact tests write there). */
export const DEFAULT_PACT_DIR = 'reports/pacts';

type Env = NodeJS.ProcessEnv;

/** The version of the checkout: git's commit, else the CI build's (a checkout without .git). */
function checkoutVersion(env: Env): string | undefined {
  return gitSha() ?? ciCommit(env);
}

/** The branch of the build: the CI's (a CI checkout is often detached), else git's. */
function checkoutBranch(env: Env): string | undefined {
  return ciBranch(env) ?? gitBranch();
}

/**
 * The folder of the pact files: `--pact-dir`, else VOP_PACT_DIR, else reports/pacts when it holds
 * pacts, else the pacts the installed package ships (dist/pacts).
 */
function pactDir(flag: string | undefined, env: Env): string {
  const named = flag ?? variable(env, 'VOP_PACT_DIR');
  const dir = named || DEFAULT_PACT_DIR;
  const path = isAbsolute(dir) ? dir : resolve(process.cwd(), dir);
  // Nothing named and no pacts written here: the installed package's own pacts (npm pack bundles them).
  if (!named && !hasPactFiles(path) && hasPactFiles(BUNDLED_PACT_DIR)) return BUNDLED_PACT_DIR;
  return path;
}

/** The pacts the package ships (written by the consumer pact tests at `npm pack`), under dist/. */
const BUNDLED_PACT_DIR = packagePath('dist', 'pacts');

function hasPactFiles(dir: string): boolean {
  try {
    return readdirSync(dir).some((name) => name.endsWith('.json'));
  } catch {
    return false;
  }
}

/** Flags of `vop-conformance pact verify`: the target flags of `run`, the pacts, and result publishing. */
export interface PactVerifyFlags extends RunFlags {
  readonly pactDir?: string;
  readonly provider?: string;
  readonly publishVerificationResults?: boolean;
  readonly providerVersion?: string;
  readonly providerBranch?: string;
}

/** Token lifetime of the embedded mock under `pact verify`, seconds (a calibrated mock keeps its own). */
const PACT_TOKEN_SECONDS = 60;

/**
 * `vop-conformance pact verify`: verifies the pacts against the target (the embedded mock without
 * VOP_BASE_URL). Returns 0 when every interaction holds, 1 naming the interactions that do not.
 * @throws ConfigError without pact files, when publishing lacks a broker or --provider-version,
 *   or when a client certificate is configured (the Pact verifier cannot present one).
 */
export async function pactVerifyCommand(
  flags: PactVerifyFlags,
  env: Env,
  dotenv: ReadonlySet<string> = new Set(),
): Promise<number> {
  // The verifier's native core writes coloured text to stdout whatever NO_COLOR says, piped
  // too: unless colour is wanted, the command runs again as a child whose output is stripped.
  if (!colourWanted(env, process.stdout.isTTY) && env[PLAIN_CHILD] !== '1')
    return runWithoutColour(process.argv, env);
  const loaded = loadRunConfig(flags, env, process.cwd(), undefined, dotenv);
  // The embedded mock's 1-s tokens test renewal in a run; a verification is about the contract,
  // and an interaction the verifier's native core takes over half a second to send (a loaded
  // machine) would reach the mock with its token expired: the mock issues 60-s tokens here.
  const config =
    loaded.target.kind === 'embedded'
      ? {
          ...loaded,
          target: {
            ...loaded.target,
            settings: { tokenLifetimeSeconds: PACT_TOKEN_SECONDS, ...loaded.target.settings },
          },
        }
      : loaded;
  if (config.clientCertificate !== undefined)
    throw new ConfigError([
      'pact verify cannot present a client certificate (the Pact verifier has no option for one): unset VOP_CLIENT_CERT, VOP_CLIENT_KEY and VOP_CLIENT_PFX, and verify against a target that does not demand mutual TLS',
    ]);
  // Pact's verifier (and its native core) loads only for the commands that need it.
  const { verifyPacts } = await import('../pact/verify.ts');
  const provider = flags.provider ?? variable(env, 'VOP_PACT_PROVIDER') ?? PACT_NAMES.provider;
  const files = flags.publishVerificationResults ? [] : pactFiles(pactDir(flags.pactDir, env));
  let publishing: VerificationPublishing | undefined;
  if (flags.publishVerificationResults) {
    const { baseUrl, credentials } = resolveBrokerConfig(env);
    const providerVersion = flags.providerVersion ?? checkoutVersion(env);
    if (!providerVersion)
      throw new ConfigError(['--provider-version is missing and no git commit was found']);
    const providerBranch = flags.providerBranch ?? checkoutBranch(env);
    publishing = {
      brokerUrl: baseUrl,
      providerVersion,
      ...(providerBranch ? { providerBranch } : {}),
      ...(credentials.kind === 'token' ? { token: credentials.token } : {}),
      ...(credentials.kind === 'basic'
        ? { username: credentials.username, password: credentials.password }
        : {}),
    };
  }
  return withRunSession(
    config,
    (line) => console.log(line),
    async (run) => {
      console.log(
        `vop-conformance: verifying ${files.length || "the broker's"} pact file(s) of ${provider} against ${run.targetLabel}`,
      );
      const outcome = await verifyPacts({ run, provider, files, ...(publishing ? { publishing } : {}) });
      const total = files.length > 0 ? interactionCount(files) : undefined;
      console.log('');
      for (const line of verificationSummary(outcome.failures, total)) console.log(line);
      // The verifier's own report, whole, only when asked for (VOPC_DEBUG=1).
      if (!outcome.passed && stacksAreShown()) console.log(outcome.report);
      return outcome.passed ? 0 : 1;
    },
  );
}

/** Default longest run of one Pact CLI command, seconds (VOP_BROKER_TIMEOUT, --timeout). */
export const DEFAULT_BROKER_TIMEOUT_S = 60;

/** Default seconds between two can-i-deploy asks while the answer is unknown. */
export const DEFAULT_RETRY_INTERVAL_S = 10;

/** Flags every broker command takes. */
export interface BrokerFlags {
  /** Longest run of the Pact CLI, seconds (default VOP_BROKER_TIMEOUT, else 60). */
  readonly timeout?: string;
}

/**
 * The broker call of a command: the broker (PACT_BROKER_*), the Pact CLI's binary, and its time
 * limit: `--timeout`, else VOP_BROKER_TIMEOUT, else 60 s, plus `waitS` (can-i-deploy's retries).
 * Adds its problems to `problems` and throws them all at once.
 * @throws ConfigError (broker, timeout, `problems`) and BrokerError (no Pact CLI): exit 2.
 */
function brokerCall(flags: BrokerFlags, env: Env, problems: string[], waitS = 0): BrokerCall {
  let config: ReturnType<typeof resolveBrokerConfig> | undefined;
  try {
    config = resolveBrokerConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.unshift(...error.problems);
  }
  const given = flags.timeout ?? variable(env, 'VOP_BROKER_TIMEOUT');
  const timeoutS =
    flagValue(seconds({ above: 0 }), given, '--timeout (VOP_BROKER_TIMEOUT)', problems) ??
    DEFAULT_BROKER_TIMEOUT_S + waitS;
  if (problems.length > 0 || !config) throw new ConfigError(problems);
  return { binary: pactCliPath(), config, env, timeoutMs: Math.round(timeoutS * 1000) };
}

/** Flags of `vop-conformance pact publish`. */
export interface PactPublishFlags extends BrokerFlags {
  readonly pactDir?: string;
  readonly consumerVersion?: string;
  readonly branch?: string;
  readonly buildUrl?: string;
  readonly tag?: readonly string[];
}

/**
 * `vop-conformance pact publish`: publishes the pact files with the Pact CLI to
 * PACT_BROKER_BASE_URL for the consumer version (`--consumer-version`, else the git SHA, else the
 * CI's commit), branch (`--branch`, else the CI's, else git's) and build URL (`--build-url`, else
 * the CI's), with tags. Returns 0.
 * @throws ConfigError (broker, version, pacts) and BrokerError (the broker's answer, the CLI): exit 2.
 */
export async function pactPublishCommand(flags: PactPublishFlags, env: Env): Promise<number> {
  const problems: string[] = [];
  const consumerVersion = flags.consumerVersion ?? checkoutVersion(env);
  if (!consumerVersion) problems.push('--consumer-version is missing and no git commit was found');
  const tags = flags.tag ?? [];
  for (const tag of tags) if (tag.includes(',')) problems.push(`--tag ${tag}: a tag holds no comma`);
  let files: string[] = [];
  try {
    files = pactFiles(pactDir(flags.pactDir, env));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  const call = brokerCall(flags, env, problems);
  const branch = flags.branch ?? checkoutBranch(env);
  const buildUrl = flags.buildUrl ?? ciBuildUrl(env);
  const printed = await publishPacts(call, {
    files,
    consumerVersion: consumerVersion ?? '',
    ...(branch ? { branch } : {}),
    ...(buildUrl ? { buildUrl } : {}),
    tags,
  });
  for (const line of printed) console.log(line);
  console.log(
    `Published ${files.length} pact(s) for version ${consumerVersion}${branch ? ` on branch ${branch}` : ''} to ${call.config.baseUrl}`,
  );
  return 0;
}

/** Flags of `vop-conformance pact can-i-deploy`. */
export interface CanIDeployFlags extends BrokerFlags {
  readonly toEnvironment?: string;
  readonly pacticipant?: string;
  readonly version?: string;
  readonly retryWhileUnknown?: string;
  readonly retryInterval?: string;
}

/**
 * `vop-conformance pact can-i-deploy --to-environment E`: asks the broker, through the Pact CLI,
 * whether the pacticipant (default: the consumer) at the version (default: the git SHA) can be
 * deployed to E, asking again `--retry-while-unknown` times every `--retry-interval` seconds while
 * a verification result is missing. 0 yes; 1 no, or still unknown.
 * @throws ConfigError and BrokerError: exit 2.
 */
export async function canIDeployCommand(flags: CanIDeployFlags, env: Env): Promise<number> {
  const problems: string[] = [];
  if (!flags.toEnvironment) problems.push('--to-environment is missing');
  const version = flags.version ?? checkoutVersion(env);
  if (!version) problems.push('--version is missing and no git commit was found');
  const retryWhileUnknown = integerFlag(
    flags.retryWhileUnknown,
    '--retry-while-unknown',
    { min: 0, max: 1000, fallback: 0 },
    problems,
  );
  const retryIntervalS = integerFlag(
    flags.retryInterval,
    '--retry-interval',
    { min: 1, max: 3600, fallback: DEFAULT_RETRY_INTERVAL_S },
    problems,
  );
  const call = brokerCall(flags, env, problems, retryWhileUnknown * retryIntervalS);
  const pacticipant = flags.pacticipant ?? variable(env, 'VOP_PACT_CONSUMER') ?? PACT_NAMES.consumer;
  const environment = flags.toEnvironment ?? '';
  const answer = await canIDeploy(call, {
    pacticipant,
    version: version ?? '',
    environment,
    retryWhileUnknown,
    retryIntervalS,
  });
  for (const row of answer.rows) console.log(`  ${row}`);
  for (const notice of answer.notices) console.log(`  ${notice}`);
  const verdict =
    answer.deployable === true ? 'Deployable' : answer.deployable === false ? 'Not deployable' : 'Unknown';
  const wait =
    answer.deployable === undefined && retryWhileUnknown === 0
      ? ' (--retry-while-unknown N waits for a missing verification result)'
      : '';
  console.log(`${verdict}: ${pacticipant} ${version} to ${environment}. ${answer.reason}${wait}`);
  return answer.deployable === true ? 0 : 1;
}

/** Flags of `vop-conformance pact record-deployment` and `record-release`. */
export interface RecordFlags extends BrokerFlags {
  readonly environment?: string;
  readonly pacticipant?: string;
  readonly version?: string;
  /** record-deployment only. */
  readonly applicationInstance?: string;
}

/** The pacticipant, version and environment of a record-* command. @throws ConfigError. */
function environmentRecord(
  flags: RecordFlags,
  env: Env,
): { call: BrokerCall; pacticipant: string; version: string; environment: string } {
  const problems: string[] = [];
  if (!flags.environment) problems.push('--environment is missing');
  const version = flags.version ?? checkoutVersion(env);
  if (!version) problems.push('--version is missing and no git commit was found');
  const call = brokerCall(flags, env, problems);
  return {
    call,
    pacticipant: flags.pacticipant ?? variable(env, 'VOP_PACT_CONSUMER') ?? PACT_NAMES.consumer,
    version: version ?? '',
    environment: flags.environment ?? '',
  };
}

/**
 * `vop-conformance pact record-deployment --environment E`: tells the broker, through the Pact
 * CLI, that the pacticipant (default: the consumer) at the version (default: the git SHA) is now
 * deployed to E, which is what can-i-deploy to E checks against. Returns 0.
 * @throws ConfigError and BrokerError (no such environment, the broker's answer): exit 2.
 */
export async function recordDeploymentCommand(flags: RecordFlags, env: Env): Promise<number> {
  const { call, ...record } = environmentRecord(flags, env);
  const printed = await recordDeployment(call, {
    ...record,
    ...(flags.applicationInstance ? { applicationInstance: flags.applicationInstance } : {}),
  });
  for (const line of printed) console.log(line);
  return 0;
}

/**
 * `vop-conformance pact record-release --environment E`: tells the broker that the version is
 * released to E (several released versions may be live at once). Returns 0.
 * @throws ConfigError and BrokerError: exit 2.
 */
export async function recordReleaseCommand(flags: RecordFlags, env: Env): Promise<number> {
  const { call, ...record } = environmentRecord(flags, env);
  for (const line of await recordRelease(call, record)) console.log(line);
  return 0;
}
