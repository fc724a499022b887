import type { RuleSelection } from './rule-selection.ts';
import type { ClientCredentials } from '../api/credentials.ts';
import type { BulkFileLimits } from '../api/file-limits.ts';
import type { ScenarioNames } from '../api/scenario-names.ts';
import type { ProviderStateTaskIds } from '../api/task-states.ts';
import type { ChoiceSet } from '../mock/choices/index.ts';
import type { FaultId } from '../mock/faults/index.ts';
import type { CalibratedSettings } from '../calibration/choice-reader.ts';
import type { AssumptionMode } from '../rules/assumption-mode.ts';
import type { ExpectedFailure } from '../report/expected-failures.ts';
import type { ProgressMode } from './progress.ts';
import type { ClientCertificateFiles } from '../client/client-certificate.ts';
import type { ProxySettings } from '../client/proxy-settings.ts';

/** The target of a run: the embedded mock, or a URL with its credentials. */
export type TargetConfig =
  | {
      readonly kind: 'embedded';
      /** The embedded mock's alternatives at the open points of the spec files. */
      readonly choices: ChoiceSet;
      /** Faults the embedded mock is started with (`--mock-break`; self-validation); empty for a correct provider. */
      readonly faults: readonly FaultId[];
      /** Token lifetime (s) and task timings (ms) of a calibrated mock (`--mock-like`); none: the run's own. */
      readonly settings?: CalibratedSettings;
      /**
       * The clock of the mock's task lifecycle, ms since epoch (`MockOptions.clock`); none: the
       * wall clock. Mutation testing runs it faster (src/mutation/mutation-run-config.ts).
       */
      readonly taskClock?: () => number;
      /**
       * True: the run's provider-state tasks are the mock's seeded ones (A9: a task an hour old
       * in each state, as `vop-conformance mock` prints them as `VOP_TASK_ID_*`), not tasks made
       * with scenario names. Mutation testing reads them in one choice set; none: scenario names.
       */
      readonly seededTasks?: boolean;
      /**
       * The mock's rate limit, functional requests per second before 429 with Retry-After
       * (`MockOptions.rateLimitPerSecond`, A6); none: no limit. Mutation testing sets it in one
       * choice set, so that the mock's 429 answers are judged.
       */
      readonly rateLimitPerSecond?: number;
    }
  | {
      readonly kind: 'url';
      readonly baseUrl: string;
      readonly authUrl: string;
      readonly credentials: ClientCredentials;
      readonly limitedCredentials: ClientCredentials | undefined;
      /** Token endpoint path on authUrl, when not the documented one (profile, `--token-path`). */
      readonly tokenPath?: string;
      /** Bulk submission path, when not A2's (profile, `--submission-path`). */
      readonly submissionPath?: string;
      /**
       * Where the token and submission paths came from, as an error that blames one says it
       * (`"/oauth2/token" from VOP_TOKEN_PATH in .env`, `"/vopgateway/v1/bulk", the default`).
       */
      readonly pathOrigins?: PathOrigins;
      /** The target's bulk file limits, where given (`--max-file-bytes`, `--max-records`, a profile's `fileLimits`). */
      readonly fileLimits: BulkFileLimits;
    };

/** A run's configuration, resolved once from flags, environment and `.env`, defaults applied. */
export interface RunConfig {
  readonly target: TargetConfig;
  /**
   * Aborted to stop the run early and keep its evidence (SIGINT, SIGTERM; its reason names the
   * signal): no test starts, the reports are written with the rules not reached `not tested:
   * interrupted`. None: the run cannot be interrupted but by its deadline.
   */
  readonly interrupt?: AbortSignal;
  /**
   * Told of the run's report folder: `writing` once it is made, `done` once the run leaves it
   * (every file written and scrubbed, or the run failed). A caller that must exit in between (a
   * second signal) removes it, so that a report folder is whole or absent.
   */
  readonly onReportFolder?: (dir: string, state: 'writing' | 'done') => void;
  /** Keep mocha's test lines off stdout (`runSuite`'s `quiet`); the summary still goes to the run's log. */
  readonly quiet?: boolean;
  readonly providerStateTaskIds: ProviderStateTaskIds;
  /** The target's A9 scenario names: the mock's for the embedded mock, else `VOP_SCENARIO_*` (or a profile's); may be empty. */
  readonly scenarioNames: ScenarioNames;
  /**
   * How long a task made with the slow scenario name stays NOT_STARTED or IN_PROGRESS after its
   * submission, wall ms (A9: "`SCENARIO_SLOW` stays IN_PROGRESS for a configurable time"): a URL
   * target's `VOP_SCENARIO_SLOW_MS`; none for the embedded mock, whose own slow time the session
   * takes (mutation testing gives it, as its mock's clock runs faster); none and a URL target:
   * scenario-slow-in-progress is skipped.
   */
  readonly scenarioSlowMs?: number;
  /**
   * How long scenario-slow-in-progress reads its task after the submission, ms (half the slow time
   * if shorter); none: `SLOW_WATCH_MS` (1 s). Mutation testing, whose task clock runs 25 times
   * faster, gives 200 ms.
   */
  readonly slowWatchMs?: number;
  readonly assumptions: AssumptionMode;
  readonly grep: string | undefined;
  /** Which rules the run tests (`--rule`, `--operation`, `--level`); every part empty: all. */
  readonly selection: RuleSelection;
  /**
   * `--provoke-429` (A6): after every other test, a short burst above the rate until one 429
   * comes (src/harness/provoke-429.ts). Absent: on for the embedded mock, off for a URL target.
   */
  readonly provoke429?: boolean;
  /** Stop after the first failed rule (`--bail`): the rules not reached are not tested. */
  readonly bail: boolean;
  /** Folder under which `<UTC timestamp>/` is made; absolute. */
  readonly reportRoot: string;
  /** Write every exchange to `exchanges.har` (HAR 1.2) in the report folder (`--har`). */
  readonly har?: boolean;
  /** Requests started per second (A6); 0 = unlimited; `auto`: found by AIMD (src/client/auto-rate.ts). */
  readonly rate: number | 'auto';
  /** Requests in flight at once (A6). */
  readonly concurrency: number;
  readonly seed: number;
  /** Cases per property (file properties run a tenth). */
  readonly runs: number;
  /**
   * The flags a printed `replay` command needs besides the case (`--profile <file>` when the run
   * used one, `--runs <n>` when not the default), shell-quoted; none: the defaults reproduce it.
   */
  readonly replayFlags?: readonly string[];
  /** Longest wait for a token to expire, seconds (expired-token rules). */
  readonly tokenWaitSeconds: number;
  /** Most requests the exploration makes, shrinking included (`--explore`); 0: none. */
  readonly exploreBudget: number;
  /** Longest wait for a final state, ms. */
  readonly pollTimeoutMs: number;
  /** Per-test timeout, ms. */
  readonly testTimeoutMs: number;
  /** Longest whole run, ms (`--deadline`); rules not run by then are reported as not tested. */
  readonly deadlineMs: number;
  /** PEM file of a private CA to trust besides the system's (`--ca-file`); absolute, or undefined. */
  readonly caFile: string | undefined;
  /** The client certificate every connection to a URL target presents (mutual TLS, `--client-cert`); undefined without one. */
  readonly clientCertificate: ClientCertificateFiles | undefined;
  /**
   * The forward proxies to a URL target (`--proxy`, HTTPS_PROXY, HTTP_PROXY, NO_PROXY); undefined without one, and always for the embedded mock. Optional: a run given none
   * connects directly.
   */
  readonly proxy?: ProxySettings | undefined;
  /** How the run shows its progress on stderr: live in a terminal, plain lines in CI or piped (`VOP_PROGRESS`). */
  readonly progress: ProgressMode;
  /** Known deviations of the target (`--expect-failures FILE`) and the file they came from; undefined without one. */
  readonly expectedFailures:
    { readonly file: string; readonly entries: readonly ExpectedFailure[] } | undefined;
}

/** Where each configurable path's value came from, one phrase each (see `TargetConfig`'s `pathOrigins`). */
export interface PathOrigins {
  /** The token path's (VOP_TOKEN_PATH). */
  readonly token: string;
  /** The submission path's (VOP_SUBMISSION_PATH). */
  readonly submission: string;
}
