import { BrokerError } from '../errors.ts';
import { type BrokerConfig, brokerCliEnvironment } from './broker-config.ts';
import { type PactCliResult, runPactCli } from './pact-cli.ts';

/** What every broker command needs: the CLI binary, the broker, the caller's environment, a limit. */
export interface BrokerCall {
  /** The Pact CLI binary (`pactCliPath()`). */
  readonly binary: string;
  readonly config: BrokerConfig;
  /** The caller's environment: CI variables, SSL_CERT_FILE, proxies, PACT_BROKER_HTTP_RETRIES … */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Longest run of the CLI, ms. */
  readonly timeoutMs: number;
}

/** Longest problem line, characters. */
const PROBLEM_LINE_CHARS = 400;

/** The CLI marks each problem line with ❌ (sometimes twice); clap's own errors start `error:`. */
const PROBLEM_MARK = /^(?:❌\s*)+/u;

/** The non-blank lines of `text`, each trimmed. */
export function outputLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The one line that says what went wrong in a run of the CLI: its first line marked ❌ (mark
 * removed) or starting with `error:`, else the first non-blank line of stderr or stdout; at most
 * 400 characters. Output is already redacted (`runPactCli`).
 */
export function problemLine(result: PactCliResult): string {
  const all = [...outputLines(result.stdout), ...outputLines(result.stderr)];
  const marked = all.find((line) => PROBLEM_MARK.test(line) || line.startsWith('error:'));
  const line =
    marked?.replace(PROBLEM_MARK, '') ??
    outputLines(result.stderr)[0] ??
    outputLines(result.stdout)[0] ??
    `it ended with ${result.exitCode === null ? 'a signal' : `exit code ${result.exitCode}`} and printed nothing`;
  return line.length > PROBLEM_LINE_CHARS ? `${line.slice(0, PROBLEM_LINE_CHARS)}…` : line;
}

/** A hint for a rejected credential (the status the CLI quotes) or an answer in HTML (a login page, a proxy). */
function hint(line: string): string {
  if (/\b(401|403)\b/.test(line)) return ' (check PACT_BROKER_TOKEN or PACT_BROKER_USERNAME/PASSWORD)';
  if (line.includes('text/html'))
    return " (PACT_BROKER_BASE_URL answers with a web page, not the broker's HAL API: a login page or a proxy?)";
  return '';
}

/**
 * Runs `pact broker <args>` for `call` and returns what it printed when it succeeded.
 * @throws BrokerError naming the CLI's own problem line when it exits non-zero, or exits 0 having
 * printed a problem line (a publication the broker refused); and `runPactCli`'s errors.
 */
async function runBroker(call: BrokerCall, args: readonly string[]): Promise<PactCliResult> {
  const result = await runPactCli({
    binary: call.binary,
    args,
    env: brokerCliEnvironment(call.config, call.env),
    timeoutMs: call.timeoutMs,
  });
  const problem = outputLines(result.stdout).some((line) => PROBLEM_MARK.test(line));
  if (result.exitCode !== 0 || problem) {
    const line = problemLine(result);
    throw new BrokerError(`pact broker ${args[0] ?? ''} at ${call.config.baseUrl}: ${line}${hint(line)}`);
  }
  return result;
}

/** Pact files to publish for one consumer version (Pact Broker "publish contracts"). */
export interface Publication {
  /** Absolute paths of the pact files. */
  readonly files: readonly string[];
  readonly consumerVersion: string;
  readonly branch?: string;
  readonly buildUrl?: string;
  /** Tags of the version; none holds a comma (the CLI splits its `--tag` value on commas). */
  readonly tags: readonly string[];
}

/**
 * Publishes `publication` with `pact broker publish` (the broker's `pb:publish-contracts`
 * relation) and returns the lines the CLI printed.
 * @throws BrokerError when the broker cannot be reached, answers with an error or not with HAL.
 */
export async function publishPacts(call: BrokerCall, publication: Publication): Promise<string[]> {
  const result = await runBroker(call, [
    'publish',
    ...publication.files,
    '--consumer-app-version',
    publication.consumerVersion,
    ...(publication.branch ? ['--branch', publication.branch] : []),
    ...(publication.buildUrl ? ['--build-url', publication.buildUrl] : []),
    ...(publication.tags.length > 0 ? [`--tag=${publication.tags.join(',')}`] : []),
  ]);
  return outputLines(result.stdout);
}

/** A question to can-i-deploy: this version of this pacticipant, to that environment. */
export interface CanIDeployQuestion {
  readonly pacticipant: string;
  readonly version: string;
  readonly environment: string;
  /** How many more times to ask while the answer is unknown (0: ask once). */
  readonly retryWhileUnknown: number;
  /** Seconds between two asks (whole seconds, as the CLI takes them). */
  readonly retryIntervalS: number;
}

/** The broker's answer: deployable, not, or unknown (a verification result is missing), and why. */
export interface CanIDeployAnswer {
  /** true, false, or undefined for unknown. */
  readonly deployable: boolean | undefined;
  readonly reason: string;
  /** The broker's notices, one text each. */
  readonly notices: readonly string[];
  /** One line per row of the matrix: consumer version → provider version: verified/failed/no result. */
  readonly rows: readonly string[];
}

interface MatrixVersion {
  readonly name?: unknown;
  readonly version?: { readonly number?: unknown } | null;
}

interface MatrixAnswer {
  readonly summary?: { readonly deployable?: unknown; readonly reason?: unknown };
  readonly notices?: ReadonlyArray<{ readonly text?: unknown }>;
  readonly matrix?: ReadonlyArray<{
    readonly consumer?: MatrixVersion;
    readonly provider?: MatrixVersion;
    readonly verificationResult?: { readonly success?: unknown } | null;
  }>;
}

/** `value` as text when it is a string or a number, else `fallback`. */
function text(value: unknown, fallback: string): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
}

function side(v: MatrixVersion | undefined): string {
  return `${text(v?.name, '?')} ${text(v?.version?.number, '(no version)')}`;
}

/**
 * Asks `pact broker can-i-deploy --to-environment` (the broker's matrix, `GET /matrix`) with
 * `--output json`, retrying while unknown as `question` says, and reads `summary.deployable`.
 * @throws BrokerError when the broker cannot be reached, answers with an error or not with HAL, or
 * its answer has no `summary`.
 */
export async function canIDeploy(call: BrokerCall, question: CanIDeployQuestion): Promise<CanIDeployAnswer> {
  const result = await runBroker(call, [
    'can-i-deploy',
    '--pacticipant',
    question.pacticipant,
    '--version',
    question.version,
    '--to-environment',
    question.environment,
    '--output',
    'json',
    ...(question.retryWhileUnknown > 0
      ? [
          '--retry-while-unknown',
          String(question.retryWhileUnknown),
          '--retry-interval',
          String(question.retryIntervalS),
        ]
      : []),
  ]);
  const json = outputLines(result.stdout)
    .filter((line) => line.startsWith('{'))
    .at(-1);
  let answer: MatrixAnswer | undefined;
  try {
    answer = json === undefined ? undefined : (JSON.parse(json) as MatrixAnswer);
  } catch {
    answer = undefined;
  }
  const deployable = answer?.summary?.deployable;
  if (answer?.summary === undefined || (deployable !== true && deployable !== false && deployable !== null)) {
    throw new BrokerError(
      `pact broker can-i-deploy at ${call.config.baseUrl}: the answer has no summary.deployable${result.truncated ? ' (it was larger than the output cap)' : ''}: ${problemLine(result)}`,
    );
  }
  const rows = (answer.matrix ?? []).map((row) => {
    const success = row.verificationResult?.success;
    const verdict = success === true ? 'verified' : success === false ? 'failed' : 'no result';
    return `${side(row.consumer)} → ${side(row.provider)}: ${verdict}`;
  });
  return {
    deployable: typeof deployable === 'boolean' ? deployable : undefined,
    reason: typeof answer.summary.reason === 'string' ? answer.summary.reason : '',
    notices: (answer.notices ?? []).map((n) => text(n.text, '')).filter((t) => t !== ''),
    rows,
  };
}

/** A version of a pacticipant that went to an environment. */
export interface EnvironmentRecord {
  readonly pacticipant: string;
  readonly version: string;
  readonly environment: string;
}

/**
 * Records that `record.version` was deployed to `record.environment` with
 * `pact broker record-deployment` (the version's `pb:record-deployment` relation for that
 * environment) and returns the lines the CLI printed. `applicationInstance` tells instances of
 * one application in one environment apart.
 * @throws BrokerError as `publishPacts`, and when the broker has no such environment.
 */
export async function recordDeployment(
  call: BrokerCall,
  record: EnvironmentRecord & { readonly applicationInstance?: string },
): Promise<string[]> {
  const result = await runBroker(call, [
    'record-deployment',
    '--pacticipant',
    record.pacticipant,
    '--version',
    record.version,
    '--environment',
    record.environment,
    ...(record.applicationInstance ? ['--application-instance', record.applicationInstance] : []),
  ]);
  return outputLines(result.stdout);
}

/**
 * Records that `record.version` was released to `record.environment` (a mobile app, a library:
 * several versions may be live at once) with `pact broker record-release` (the version's
 * `pb:record-release` relation) and returns the lines the CLI printed.
 * @throws BrokerError as `recordDeployment`.
 */
export async function recordRelease(call: BrokerCall, record: EnvironmentRecord): Promise<string[]> {
  const result = await runBroker(call, [
    'record-release',
    '--pacticipant',
    record.pacticipant,
    '--version',
    record.version,
    '--environment',
    record.environment,
  ]);
  return outputLines(result.stdout);
}
