import { useCurlConnection } from '../client/curl-connection.ts';
import { checkExchange } from '../harness/check-exchange.ts';
import { RunFindings } from '../harness/findings.ts';
import type { RunConfig } from './run-config.ts';
import { DEFAULT_POLL_OPTIONS } from '../client/poll.ts';
import { Scheduler } from '../client/scheduler.ts';
import type { ClientCredentials } from '../api/credentials.ts';
import { Transport } from '../client/transport.ts';
import { haltOnInterrupt } from './halt-on-interrupt.ts';
import type { Exchange } from '../client/types.ts';
import { type TargetEndpoint, VopClient } from '../client/vop-client.ts';
import { TrafficTally } from './traffic-tally.ts';
import type { ExploreExample } from '../harness/explore/explore-example.ts';
import { readExamples } from '../report/explore-examples.ts';
import { ChoiceObservations } from '../calibration/choice-observations.ts';
import { type RunningMock, startMock } from '../mock/server.ts';
import { newRunShared, type RunContext } from '../harness/run-context.ts';
import { API_CREDENTIAL_NAMES, LIMITED_CREDENTIAL_NAMES, obtainFirstToken } from './first-token.ts';
import type { RunTarget } from '../report/run-target.ts';

/**
 * The embedded mock of a run: short task timings (ms; a task is PROCESSED 50 ms after its
 * submission) so a default run stays fast, and 1-second tokens, the shortest expires_in there
 * is, so the expired-token rules are tested after the shortest wait (the client renews tokens
 * before they expire).
 */
export const EMBEDDED_MOCK_OPTIONS = { queueMs: 10, processingMs: 40, tokenLifetimeSeconds: 1 } as const;

/**
 * The rate limit the embedded mock takes for the burst of `--provoke-429` (A6), requests/s, when
 * it has none of its own: under the burst's 100 requests, so the burst meets a 429. It is switched
 * on only then: the run's own traffic to the embedded mock is not paced (about 600 requests in
 * its busiest second on a laptop), so no limit it stays under could be reached by a short burst.
 */
export const EMBEDDED_BURST_RATE_LIMIT = 20;

/** An open session against a target: the run context the tests get, and `close()`. */
export interface RunSession {
  readonly context: RunContext;
  /** The target's kind and URL, as every output of the run names it. */
  readonly target: RunTarget;
  /** What the run's traffic showed beyond the rules (for the onboarding sign-off). */
  readonly traffic: TrafficTally;
  /** What the run's exchanges showed at each open point of the spec files (`observed-choices.json`). */
  readonly observations: ChoiceObservations;
  /**
   * Adds `listener` to every exchange of the session's clients, heard where the traffic tally
   * hears it, with the rule ids of the test that made it (`exchanges.har`): at once for the first
   * tokens of session open (no rule ids), then every later exchange as it is answered.
   */
  onExchange(listener: (exchange: Exchange, ruleIds: readonly string[]) => void): void;
  /**
   * The example database as the run found it (`explore-examples.jsonl` in the report root, oldest
   * first), and the sequences the run's exploration handed to it since, in the order kept.
   */
  readonly examples: {
    readonly earlier: readonly ExploreExample[];
    readonly kept: readonly ExploreExample[];
  };
  close(): Promise<void>;
}

/**
 * Opens a session as `config` says and builds its run context: starts the embedded mock when no
 * URL is set, builds the clients (scheduler, transport, checks on every exchange) and obtains a
 * first token with each credential pair, so that a run against credentials or a token endpoint
 * that cannot work stops at once, blaming the right party. `log` receives progress lines.
 * The one way a run is opened: `run` (runConformance), `replay` and `pact verify` all use it.
 * @throws ToolError (exit 2) when the target cannot be reached or the mock cannot start.
 * @throws RunInterruptedError when `config.interrupt` is aborted before the first tokens came.
 * @throws CredentialsRejectedError, TokenEndpointError, UnusableTokenError (see `obtainFirstToken`):
 *   their findings are what the report records under token-client-credentials-issued.
 */
export async function openRunSession(config: RunConfig, log: (line: string) => void): Promise<RunSession> {
  let mock: RunningMock | undefined;
  const connection = {
    caFile: config.caFile,
    clientCertificate: config.clientCertificate,
    proxy: config.proxy,
  };
  const transport = new Transport({}, connection);
  // Every curl line of the session (failures, the sign-off, replay scripts) reaches the target as it does.
  const restoreCurl = useCurlConnection(connection);
  const close = async () => {
    restoreCurl();
    await transport.close();
    await mock?.close();
  };
  // A signal while the session opens (a first token through a proxy that does not answer) halts
  // the transport too: the token request is aborted at once (runSuites listens from then on).
  const stopInterrupting = haltOnInterrupt(transport, config.interrupt);
  try {
    let endpoint: TargetEndpoint;
    let limited: ClientCredentials | undefined;
    let targetLabel: string;
    let target: RunTarget;
    if (config.target.kind === 'embedded') {
      mock = await startMock({
        ...EMBEDDED_MOCK_OPTIONS,
        ...config.target.settings,
        choices: config.target.choices,
        faults: new Set(config.target.faults),
        ...(config.target.taskClock ? { clock: config.target.taskClock } : {}),
        ...(config.target.rateLimitPerSecond ? { rateLimitPerSecond: config.target.rateLimitPerSecond } : {}),
      });
      endpoint = { baseUrl: mock.baseUrl, authUrl: mock.baseUrl, credentials: mock.options.credentials };
      limited = mock.options.limitedCredentials;
      targetLabel =
        config.target.faults.length > 0
          ? `embedded mock (${mock.baseUrl}, breaking ${config.target.faults.join(', ')})`
          : `embedded mock (${mock.baseUrl})`;
      target = { kind: 'embedded mock', url: mock.baseUrl, faults: config.target.faults };
    } else {
      const { baseUrl, authUrl, credentials, tokenPath, submissionPath } = config.target;
      endpoint = {
        baseUrl,
        authUrl,
        credentials,
        ...(tokenPath ? { tokenPath } : {}),
        ...(submissionPath ? { submissionPath } : {}),
      };
      limited = config.target.limitedCredentials;
      targetLabel = config.target.baseUrl;
      target = { kind: 'provider', url: baseUrl, faults: [] };
    }
    const rate = config.target.kind === 'embedded' ? 0 : config.rate;
    const scheduler = new Scheduler({ ratePerSecond: rate, concurrency: config.concurrency });
    const client = new VopClient(endpoint, transport, scheduler);
    const limitedClient = limited
      ? new VopClient({ ...endpoint, credentials: limited }, transport, scheduler)
      : undefined;
    // The first tokens are exchanges of the run too: counted and recorded (not judged by the
    // checks on every exchange: obtainFirstToken judges them), from when the checks are on.
    const opening: { readonly exchange: Exchange; readonly heardAtMs: number }[] = [];
    let hear = (exchange: Exchange) => {
      opening.push({ exchange, heardAtMs: Date.now() });
    };
    client.onExchange((exchange) => hear(exchange));
    limitedClient?.onExchange((exchange) => hear(exchange));
    const tokenPathOrigin = config.target.kind === 'url' ? config.target.pathOrigins?.token : undefined;
    await obtainFirstToken(client, API_CREDENTIAL_NAMES, tokenPathOrigin);
    if (limitedClient) await obtainFirstToken(limitedClient, LIMITED_CREDENTIAL_NAMES, tokenPathOrigin);
    const observations = new ChoiceObservations();
    const earlier = config.exploreBudget > 0 ? await readExamples(config.reportRoot) : [];
    const examples = { earlier, kept: [] as ExploreExample[] };
    const listeners: ((exchange: Exchange, ruleIds: readonly string[]) => void)[] = [];
    const context: RunContext = {
      targetLabel,
      client,
      limitedClient,
      assumptions: config.assumptions,
      poll: { ...DEFAULT_POLL_OPTIONS, timeoutMs: config.pollTimeoutMs },
      scenarioNames: config.scenarioNames,
      ...scenarioSlowMsOf(config, mock),
      ...(config.slowWatchMs === undefined ? {} : { slowWatchMs: config.slowWatchMs }),
      providerStateTaskIds:
        mock && config.target.kind === 'embedded' && config.target.seededTasks
          ? { ...mock.providerStateTaskIds, ...config.providerStateTaskIds }
          : config.providerStateTaskIds,
      fileLimits: mock ? mock.fileLimits : config.target.kind === 'url' ? config.target.fileLimits : {},
      seed: config.seed,
      runs: config.runs,
      ...(config.replayFlags && { replayFlags: config.replayFlags }),
      concurrency: config.concurrency,
      tokenWaitSeconds: config.tokenWaitSeconds,
      explore: {
        budget: config.exploreBudget,
        examples: examples.earlier,
        keep: (example) => examples.kept.push(example),
      },
      progress: log,
      findings: new RunFindings(),
      shared: newRunShared(),
      ...((config.provoke429 ?? config.target.kind === 'embedded')
        ? {
            provoke429: {
              beforeBurst: () => {
                burstLimit(mock, true);
                traffic.burst(true);
              },
              afterBurst: () => {
                burstLimit(mock, false);
                traffic.burst(false);
              },
            },
          }
        : {}),
      onResultFraming: (framing, exchange) => observations.framing(framing, exchange),
    };
    const traffic = new TrafficTally(scheduler.auto, transport.tally);
    for (const { exchange, heardAtMs } of opening) traffic.listen(exchange, heardAtMs);
    hear = (exchange: Exchange) => {
      if (exchange.response.status === 429) context.shared.tooManyRequests.push(exchange);
      checkExchange(context, exchange);
      traffic.listen(exchange);
      observations.listen(exchange);
      for (const listener of listeners) listener(exchange, context.findings.current.ruleIds);
    };
    const onExchange = (listener: (exchange: Exchange, ruleIds: readonly string[]) => void) => {
      for (const { exchange } of opening) listener(exchange, []);
      listeners.push(listener);
    };
    return { context, target, close, traffic, observations, onExchange, examples };
  } catch (error) {
    await close();
    throw error;
  } finally {
    stopInterrupting();
  }
}

/**
 * Opens a session (`openRunSession`), hands its run context to `use`, and closes the session
 * whatever `use` does: how `replay` and `pact verify` run against a target.
 * @throws what `openRunSession` and `use` throw.
 */
export async function withRunSession<T>(
  config: RunConfig,
  log: (line: string) => void,
  use: (run: RunContext) => Promise<T>,
): Promise<T> {
  const session = await openRunSession(config, log);
  try {
    return await use(session.context);
  } finally {
    await session.close();
  }
}

/**
 * The run's known slow scenario time, wall ms (A9), as a spreadable part of the run context: the
 * configuration's when given; else, for the embedded mock on the wall clock, the mock's `slowMs`;
 * else none (a faster task clock without one given, a URL target without `VOP_SCENARIO_SLOW_MS`).
 */
function scenarioSlowMsOf(config: RunConfig, mock: RunningMock | undefined): { scenarioSlowMs?: number } {
  if (config.scenarioSlowMs !== undefined) return { scenarioSlowMs: config.scenarioSlowMs };
  if (mock && config.target.kind === 'embedded' && !config.target.taskClock)
    return { scenarioSlowMs: mock.options.slowMs };
  return {};
}

/**
 * Switches the embedded mock's rate limit for the burst of `--provoke-429` on (`on`) or off again,
 * when it has none of its own; nothing for a URL target.
 */
function burstLimit(mock: RunningMock | undefined, on: boolean): void {
  if (mock && mock.options.rateLimitPerSecond <= 0) mock.limitRate(on ? EMBEDDED_BURST_RATE_LIMIT : 0);
}
