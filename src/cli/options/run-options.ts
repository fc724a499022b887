import { PATHS } from '../../api/paths.ts';
import { PROVIDER_STATE_VARIABLES as TASK_ID } from '../../api/task-states.ts';
import { CHOICE_MODES } from '../../mock/choices/choice-set.ts';
import { ASSUMPTION_MODES } from '../../rules/assumption-mode.ts';
import { RULE_LEVELS } from '../../rules/rule.ts';
import { SELECTABLE_OPERATIONS } from '../../runner/rule-selection.ts';
import { onOff, oneOf, textList } from './choice-kinds.ts';
import { integer, numberOrAuto, seconds } from './number-kinds.ts';
import { type FlagValue, option } from './run-option.ts';
import { file, httpUrl, proxyUrl, targetPath, text, uuid } from './text-kinds.ts';

/** Longest A9 scenario name, characters: a first-record party name (schemas/config/profile.schema.json). */
const SCENARIO_NAME_MAX = 140;

/** How the run shows its progress on stderr (`VOP_PROGRESS`). */
export const PROGRESS_MODES = ['live', 'plain', 'off'] as const;

/**
 * Every option of `vop-conformance run`, one row each, keyed by the name commander gives its
 * value (`--poll-timeout` → `pollTimeout`); in the order `--help` and README list them. A new
 * option is one row here plus its use in `../resolve-run-config.ts`.
 */
export const RUN_OPTIONS = {
  profile: option({
    flag: '--profile <file>',
    env: 'VOP_PROFILE',
    parse: file,
    group: 'target',
    help: 'target profile, JSON (schemas/config/profile.schema.json): paths, scenario names, task ids, rate, expected failures; flags and variables win over it; never secrets',
    doc: {
      example: '`.github/nightly/sandbox.json`',
      meaning: 'target profile (below): everything but secrets for one target',
    },
  }),
  baseUrl: option({
    flag: '--base-url <url>',
    env: 'VOP_BASE_URL',
    profileKey: 'baseUrl',
    parse: httpUrl,
    group: 'target',
    help: 'target base URL; without it the embedded mock is the target',
    doc: {
      default: 'none: the embedded mock',
      example: '`https://sandbox.example/api`',
      meaning: 'base address `{base_url}`',
    },
  }),
  requireTarget: option({
    flag: '--require-target',
    env: 'VOP_REQUIRE_TARGET',
    profileKey: 'requireTarget',
    default: false,
    parse: onOff,
    group: 'target',
    help: 'refuse to fall back to the embedded mock: no base URL is an error (exit 2) naming VOP_BASE_URL; VOP_REQUIRE_TARGET takes 1, true or yes',
    doc: {
      default: 'off: no base URL, the embedded mock',
      example: '`1`',
      meaning:
        'no base URL is an error (exit 2) instead of a run against the embedded mock: for CI, where an absent secret is an empty string',
    },
  }),
  authUrl: option({
    flag: '--auth-url <url>',
    env: 'VOP_AUTH_URL',
    profileKey: 'authUrl',
    parse: httpUrl,
    group: 'target',
    help: 'token address; default: the base URL',
    doc: {
      default: 'the base URL',
      example: '`https://auth.example`',
      meaning: 'token address `{auth_url}`',
    },
  }),
  tokenPath: option({
    flag: '--token-path <path>',
    env: 'VOP_TOKEN_PATH',
    profileKey: 'tokenPath',
    parse: targetPath,
    group: 'target',
    help: `token endpoint path on the token address; default ${PATHS.token}`,
    doc: {
      default: `\`${PATHS.token}\``,
      example: '`/oauth2/token`',
      meaning: 'token endpoint on `{auth_url}`',
    },
  }),
  submissionPath: option({
    flag: '--submission-path <path>',
    env: 'VOP_SUBMISSION_PATH',
    profileKey: 'submissionPath',
    parse: targetPath,
    group: 'target',
    help: `bulk submission path; default ${PATHS.bulk} (A2)`,
    doc: {
      default: `\`${PATHS.bulk}\` (A2)`,
      example: '`/vop/v2/bulk`',
      meaning: 'bulk submission (endpoint 6 is "not shown")',
    },
  }),
  apiKey: option({
    flag: '--api-key <key>',
    env: 'VOP_API_KEY',
    parse: text(),
    group: 'target',
    secret: true,
    help: 'API key; prefer the variable or .env',
    doc: {
      default: 'none (required with a base URL)',
      example: '`abc123`',
      meaning: 'client credentials: the key; prefer the variables or `.env`',
    },
  }),
  apiSecret: option({
    flag: '--api-secret <secret>',
    env: 'VOP_API_SECRET',
    parse: text(),
    group: 'target',
    secret: true,
    help: 'API secret; prefer the variable or .env',
    doc: {
      default: 'none (required with a base URL)',
      meaning: 'client credentials: the secret; prefer the variables or `.env`',
    },
  }),
  limitedApiKey: option({
    flag: '--limited-api-key <key>',
    env: 'VOP_LIMITED_API_KEY',
    parse: text(),
    group: 'target',
    secret: true,
    help: 'API key without the bulk scope, for A5',
    doc: { default: 'none: A5 rules skipped', meaning: 'a client without the bulk scope (A5): its key' },
  }),
  limitedApiSecret: option({
    flag: '--limited-api-secret <secret>',
    env: 'VOP_LIMITED_API_SECRET',
    parse: text(),
    group: 'target',
    secret: true,
    help: 'its secret',
    doc: { default: 'none: A5 rules skipped', meaning: 'its secret' },
  }),
  maxFileBytes: option({
    flag: '--max-file-bytes <bytes>',
    env: 'VOP_MAX_FILE_BYTES',
    profileKey: 'fileLimits.maxFileBytes',
    parse: integer(1),
    group: 'target',
    help: "the target's largest bulk file, bytes (not shown in the documentation)",
    doc: {
      default: 'none: the file-limit rule skipped on a URL target',
      example: '`10485760`',
      meaning:
        "the target's largest bulk file in bytes; a file one byte over ends FAILED (Limits: not shown)",
    },
  }),
  maxRecords: option({
    flag: '--max-records <n>',
    env: 'VOP_MAX_RECORDS',
    profileKey: 'fileLimits.maxRecords',
    parse: integer(1),
    group: 'target',
    help: "the target's most records in a bulk file (not shown in the documentation)",
    doc: {
      default: 'none: the file-limit rule skipped on a URL target',
      example: '`10000`',
      meaning: "the target's most records in a bulk file; one record more ends FAILED (Limits: not shown)",
    },
  }),
  taskIdProcessed: option({
    flag: '--task-id-processed <uuid>',
    env: TASK_ID.PROCESSED,
    profileKey: 'taskIds.processed',
    parse: uuid,
    group: 'target',
    help: "the target's task in provider state PROCESSED",
    doc: {
      default: 'none: those rules skipped on a URL target',
      example: '`3f0c2a5e-8b1d-4c6e-9a7f-1b2c3d4e5f60`',
      meaning: "the target's task in provider state PROCESSED (A9)",
    },
  }),
  taskIdFailed: option({
    flag: '--task-id-failed <uuid>',
    env: TASK_ID.FAILED,
    profileKey: 'taskIds.failed',
    parse: uuid,
    group: 'target',
    help: "the target's task in provider state FAILED",
    doc: {
      default: 'none: those rules skipped on a URL target',
      meaning: "the target's task in provider state FAILED (A9)",
    },
  }),
  taskIdTimedOut: option({
    flag: '--task-id-timed-out <uuid>',
    env: TASK_ID.TIMED_OUT,
    profileKey: 'taskIds.timedOut',
    parse: uuid,
    group: 'target',
    help: "the target's task in provider state TIMED_OUT",
    doc: {
      default: 'none: those rules skipped on a URL target',
      meaning: "the target's task in provider state TIMED_OUT (A9)",
    },
  }),
  taskIdInProgress: option({
    flag: '--task-id-in-progress <uuid>',
    env: TASK_ID.IN_PROGRESS,
    profileKey: 'taskIds.inProgress',
    parse: uuid,
    group: 'target',
    help: "the target's task in provider state IN_PROGRESS",
    doc: {
      default: 'none: those rules skipped on a URL target',
      meaning: "the target's task in provider state IN_PROGRESS (A9)",
    },
  }),
  scenarioFailed: option({
    env: 'VOP_SCENARIO_FAILED',
    profileKey: 'scenarioNames.failed',
    parse: text(SCENARIO_NAME_MAX),
    group: 'target',
    help: 'first-record party name that makes the target end a task FAILED (A9)',
    doc: {
      default: 'URL target: none (task id, else skipped); mock: `SCENARIO_FAILED`',
      example: '`SANDBOX_FAIL`',
      meaning: 'first-record name that makes the target end a task FAILED (A9)',
    },
  }),
  scenarioTimedOut: option({
    env: 'VOP_SCENARIO_TIMED_OUT',
    profileKey: 'scenarioNames.timedOut',
    parse: text(SCENARIO_NAME_MAX),
    group: 'target',
    help: 'first-record party name that makes the target end a task TIMED_OUT (A9)',
    doc: {
      default: 'URL target: none (task id, else skipped); mock: `SCENARIO_TIMED_OUT`',
      meaning: 'first-record name that makes the target end a task TIMED_OUT (A9)',
    },
  }),
  scenarioSlow: option({
    env: 'VOP_SCENARIO_SLOW',
    profileKey: 'scenarioNames.slow',
    parse: text(SCENARIO_NAME_MAX),
    group: 'target',
    help: 'first-record party name that makes the target keep a task IN_PROGRESS (A9)',
    doc: {
      default: 'URL target: none (its rule skipped); mock: `SCENARIO_SLOW`',
      meaning: 'first-record name that makes the target keep a task IN_PROGRESS (A9)',
    },
  }),
  scenarioSlowMs: option({
    flag: '--scenario-slow-ms <ms>',
    env: 'VOP_SCENARIO_SLOW_MS',
    profileKey: 'scenarioSlowMs',
    parse: integer(1),
    group: 'target',
    help: 'how long the target keeps a task made with the slow scenario name in progress, ms (A9)',
    doc: {
      default: 'none: scenario-slow-in-progress skipped on a URL target',
      example: '`120000`',
      meaning:
        'how long a task made with the slow scenario name stays NOT_STARTED or IN_PROGRESS after its submission, ms (A9: "a configurable time")',
    },
  }),
  caFile: option({
    flag: '--ca-file <pem>',
    env: 'VOP_CA_FILE',
    profileKey: 'caFile',
    parse: file,
    group: 'tls',
    help: 'PEM file of a private CA to trust besides the system CAs',
    doc: {
      default: 'system CAs',
      example: '`corp-ca.pem`',
      meaning: "a private CA to trust besides the system's; certificates are always verified",
    },
  }),
  clientCert: option({
    flag: '--client-cert <pem>',
    env: 'VOP_CLIENT_CERT',
    profileKey: 'clientCert',
    parse: file,
    group: 'tls',
    help: 'PEM file of a client certificate for a target that demands mutual TLS (with --client-key)',
    doc: {
      example: '`qa-client.pem`',
      meaning: 'client certificate (PEM) for a target that demands mutual TLS (below), with its key',
    },
  }),
  clientKey: option({
    flag: '--client-key <pem>',
    env: 'VOP_CLIENT_KEY',
    profileKey: 'clientKey',
    parse: file,
    group: 'tls',
    help: 'PEM file of its private key; the passphrase of an encrypted key only in VOP_CLIENT_KEY_PASSPHRASE',
    doc: { example: '`qa-client.key`', meaning: 'the private key (PEM) of the client certificate' },
  }),
  clientPfx: option({
    flag: '--client-pfx <p12>',
    env: 'VOP_CLIENT_PFX',
    profileKey: 'clientPfx',
    parse: file,
    group: 'tls',
    help: 'PKCS#12 file with the client certificate and key, instead of --client-cert and --client-key',
    doc: { example: '`qa-client.p12`', meaning: 'the same as one PKCS#12 file, instead of the PEM pair' },
  }),
  clientKeyPassphrase: option({
    env: 'VOP_CLIENT_KEY_PASSPHRASE',
    parse: text(),
    group: 'tls',
    secret: true,
    verbatim: true,
    help: 'passphrase of an encrypted client key or of the PKCS#12 file',
    doc: {
      meaning:
        'passphrase of an encrypted key or of the PKCS#12 file: a secret, never a flag or a profile field',
    },
  }),
  proxy: option({
    flag: '--proxy <url>',
    env: 'VOP_PROXY',
    profileKey: 'proxy',
    parse: proxyUrl,
    group: 'tls',
    help: 'forward proxy for every request to a URL target, http://[user:password@]host:port; default HTTPS_PROXY or HTTP_PROXY (NO_PROXY lists hosts reached directly)',
    doc: {
      default: '`HTTPS_PROXY`, `HTTP_PROXY` (or lower case); `NO_PROXY` exempts hosts',
      example: '`http://proxy.corp:3128`',
      meaning:
        'forward proxy to reach a URL target through, instead of HTTPS_PROXY and HTTP_PROXY (see "Behind a proxy")',
    },
  }),
  grep: option({
    flag: '--grep <text>',
    env: 'VOP_GREP',
    parse: text(),
    group: 'run',
    help: 'only tests whose title contains this (e.g. a rule id); none: exit 2',
    doc: {
      default: 'all tests',
      example: '`status-taskid-uuid`',
      meaning: 'only tests whose title contains the text',
    },
  }),
  rule: option({
    flag: '--rule <id-or-glob>',
    env: 'VOP_RULE',
    default: [],
    parse: textList,
    group: 'run',
    help: 'only the tests of these rules: a rule id or a glob with * (repeatable; vop-conformance rules lists them); none matching: exit 2',
    doc: {
      default: 'every rule',
      example: '`status-*`',
      meaning:
        'only the tests of these rules (ids or globs with `*`, repeatable; comma-separated in the variable)',
    },
  }),
  operation: option({
    flag: '--operation <operation>',
    env: 'VOP_OPERATION',
    parse: oneOf(SELECTABLE_OPERATIONS),
    group: 'run',
    help: `only the rules of this operation: ${SELECTABLE_OPERATIONS.join(', ')}`,
    doc: {
      default: 'every operation',
      example: '`results`',
      meaning: `only the rules of one operation: ${SELECTABLE_OPERATIONS.map((o) => `\`${o}\``).join(', ')}`,
    },
  }),
  level: option({
    flag: '--level <level>',
    env: 'VOP_LEVEL',
    parse: oneOf(RULE_LEVELS),
    group: 'run',
    help: 'only the rules of this level: documented (interface.md) or assumed (assumptions.md)',
    doc: {
      default: 'both',
      example: '`documented`',
      meaning: 'only documented (interface.md) or only assumed (assumptions.md) rules',
    },
  }),
  bail: option({
    flag: '--bail',
    env: 'VOP_BAIL',
    default: false,
    parse: onOff,
    group: 'run',
    help: 'stop after the first failed rule: the rules not reached are not tested (stopped after the first failure), exit 1',
    doc: {
      example: '`1`',
      meaning: 'stop after the first failed rule; the rest are reported not tested',
    },
  }),
  reportDir: option({
    flag: '--report-dir <dir>',
    env: 'VOP_REPORT_DIR',
    default: 'reports',
    parse: file,
    group: 'run',
    help: 'folder for <UTC timestamp>/ report folders (default {default})',
    doc: {
      example: '`/var/tmp/vop`',
      meaning: 'where `<UTC timestamp>/` report folders and `history.jsonl` go',
    },
  }),
  har: option({
    flag: '--har',
    env: 'VOP_HAR',
    default: false,
    parse: onOff,
    group: 'run',
    help: 'also write every exchange to exchanges.har (HAR 1.2, redacted, bodies capped at 64 Ki characters) in the report folder; VOP_HAR takes 1, true or yes',
    doc: {
      example: '`1`',
      meaning: 'also write `exchanges.har` (HAR 1.2) in the report folder; see "Evidence: exchanges.har"',
    },
  }),
  assumptions: option({
    flag: '--assumptions <mode>',
    env: 'VOP_ASSUMPTIONS',
    profileKey: 'assumptions',
    default: 'enforce',
    parse: oneOf(ASSUMPTION_MODES),
    group: 'run',
    help: 'assumption-based rules (default {default})',
    doc: {
      example: '`warn`',
      meaning: 'assumption-based rules: `enforce` fails the run, `warn` warns, `off` skips',
    },
  }),
  rate: option({
    flag: '--rate <n|auto>',
    env: 'VOP_RATE',
    profileKey: 'rate',
    default: 10,
    parse: numberOrAuto(0),
    group: 'run',
    help: 'most requests per second to a URL target (default {default}; 0 = unlimited; auto: start at 5/s, rise while no 429 comes, cut on a 429 and wait its Retry-After)',
    doc: {
      example: '`5`, `auto`',
      meaning: 'most requests/s to a URL target (A6); 0 = unlimited; `auto`: see Rate limits',
    },
  }),
  concurrency: option({
    flag: '--concurrency <n>',
    env: 'VOP_CONCURRENCY',
    profileKey: 'concurrency',
    default: 4,
    parse: integer(1),
    group: 'run',
    help: 'most requests in flight (default {default})',
    doc: { example: '`2`', meaning: 'most requests in flight (A6)' },
  }),
  provoke429: option({
    flag: '--provoke-429',
    env: 'VOP_PROVOKE_429',
    profileKey: 'provoke429',
    parse: onOff,
    group: 'run',
    help: 'after every other test, send a short burst above --rate (at most 100 requests, 10 s) until one 429 comes, so that rate-limit-retry-after-form is judged (A6); default on for the embedded mock, off for a URL target, on when --rule selects only rate-limit-* rules; VOP_PROVOKE_429 takes 1, true or yes (0, false or no: off)',
    doc: {
      default: 'on for the embedded mock or `--rule rate-limit-*` alone; off for a URL target',
      example: '`1`',
      meaning:
        'after every other test, a short burst above `--rate` (at most 100 requests, 10 s) until one 429 comes, to judge its Retry-After (A6)',
    },
  }),
  seed: option({
    flag: '--seed <n>',
    env: 'VOP_SEED',
    parse: integer(0),
    group: 'run',
    help: 'seed of the generated values; printed by every run',
    doc: {
      default: 'the clock',
      example: '`42`',
      meaning: 'seed of generated values; every run prints the one it used',
    },
  }),
  runs: option({
    flag: '--runs <n>',
    env: 'VOP_RUNS',
    default: 20,
    parse: integer(1),
    group: 'run',
    help: 'generated cases per property (default {default}; a tenth for bulk files)',
    doc: { example: '`100`', meaning: 'generated cases per property (a tenth for bulk files)' },
  }),
  explore: option({
    flag: '--explore <requests>',
    env: 'VOP_EXPLORE',
    default: 1100,
    parse: integer(0),
    group: 'run',
    help: 'most requests the exploration makes (generated sequences of every operation, each exchange judged by every rule; shrinking included); more for onboarding, 0 for none (default {default})',
    doc: {
      example: '`10000`',
      meaning: 'request budget of the exploration: generated sequences judged by every rule (0: none)',
    },
  }),
  tokenWait: option({
    flag: '--token-wait <s>',
    env: 'VOP_TOKEN_WAIT',
    profileKey: 'tokenWait',
    default: 10,
    parse: seconds({ min: 0 }),
    group: 'run',
    help: 'longest wait for a token to expire, to test expired tokens, seconds (default {default})',
    doc: {
      example: '`120`',
      meaning: 'longest wait for a token to expire; longer-lived tokens skip the expired-token rules',
    },
  }),
  pollTimeout: option({
    flag: '--poll-timeout <s>',
    env: 'VOP_POLL_TIMEOUT',
    profileKey: 'pollTimeout',
    default: 300,
    parse: seconds({ min: 1 }),
    group: 'run',
    help: 'longest wait for a final task state, seconds (default {default})',
    doc: {
      example: '`900`',
      meaning: 'longest wait for a final task state (stands for the SLA timeframe, not shown)',
    },
  }),
  testTimeout: option({
    flag: '--test-timeout <s>',
    env: 'VOP_TEST_TIMEOUT',
    // Above the poll timeout, so a test that polls a slow but conforming provider is not cut first.
    default: 360,
    parse: seconds({ min: 1 }),
    group: 'run',
    help: 'longest single test, seconds (default {default}, above the poll timeout)',
    doc: { example: '`960`', meaning: 'longest single test; keep it above the poll timeout' },
  }),
  deadline: option({
    flag: '--deadline <s>',
    env: 'VOP_DEADLINE',
    profileKey: 'deadline',
    default: 1800,
    parse: seconds({ min: 1 }),
    group: 'run',
    help: 'longest whole run, seconds (default {default}); rules not run by then are not tested',
    doc: {
      example: '`3600`',
      meaning: 'longest whole run; rules not run by then are reported not tested, exit 1',
    },
  }),
  expectFailures: option({
    flag: '--expect-failures <file>',
    env: 'VOP_EXPECT_FAILURES',
    parse: file,
    group: 'run',
    help: 'JSON: rule id → { reason, target?, until? }; known deviations of the target',
    doc: {
      example: '`expected-failures.json`',
      meaning: "known deviations, reported as expected (below); replaces a profile's `expectedFailures`",
    },
  }),
  progress: option({
    env: 'VOP_PROGRESS',
    parse: oneOf(PROGRESS_MODES),
    group: 'run',
    help: 'progress on stderr: live, plain or off',
    doc: {
      default: '`live` in a terminal, `plain` in CI (`CI=true`) or piped',
      example: '`off`',
      meaning:
        'progress on stderr: `live`, one line redrawn (tests done/total, rules failed, elapsed, estimate, current rule); `plain`, that line every 10 s; `off`',
    },
  }),
  mockChoice: option({
    flag: '--mock-choice <id=alternative>',
    default: [],
    parse: textList,
    group: 'run',
    help: 'embedded mock only: take this alternative at an open point (repeatable)',
    doc: {
      example: '`token-lifetime=60`',
      meaning: 'embedded mock only: its behaviour at one open point (below); repeatable',
    },
  }),
  mockChoices: option({
    flag: '--mock-choices <mode>',
    default: 'first',
    parse: oneOf(CHOICE_MODES),
    group: 'run',
    help: 'embedded mock only: which alternatives (default {default})',
    doc: { example: '`random`', meaning: 'embedded mock only: which alternative at every open point' },
  }),
  mockSeed: option({
    flag: '--mock-seed <n>',
    default: 0,
    parse: integer(),
    group: 'run',
    help: 'embedded mock only: seed of --mock-choices random (default {default})',
    doc: { example: '`7`', meaning: 'embedded mock only: seed of `--mock-choices random`' },
  }),
  mockBreak: option({
    flag: '--mock-break <fault-id>',
    default: [],
    parse: textList,
    group: 'run',
    help: 'embedded mock only: start it with this fault (repeatable; self-validation, see vop-conformance mock --break)',
    doc: {
      example: '`status-taskid-uuid`',
      meaning: 'embedded mock only: break a rule on purpose (`vop-conformance faults`); repeatable',
    },
  }),
  mockLike: option({
    flag: '--mock-like <report-dir>',
    parse: file,
    group: 'run',
    help: 'embedded mock only: calibrate it from that run (see vop-conformance mock --like)',
    doc: {
      example: '`reports/2026-01-05T10-00-00Z`',
      meaning: 'embedded mock only: calibrate it from that run (see "A mock calibrated from a sandbox run")',
    },
  }),
  mockWithDeviations: option({
    flag: '--mock-with-deviations',
    default: false,
    parse: onOff,
    group: 'run',
    help: 'with --mock-like: also break every rule that failed in that run (its catalogue fault)',
    doc: { meaning: 'with `--mock-like`: also break every rule that failed in that run' },
  }),
};

/** The rows of the table. */
export type RunOptions = typeof RUN_OPTIONS;

/** The name of a run option (its key in RUN_OPTIONS). */
export type RunOptionKey = keyof RunOptions;

/**
 * Flags of `vop-conformance run` as commander gives them (and `runSuite` takes them): one per row
 * with a flag, text, a switch's boolean or a repeatable flag's list.
 */
export type RunFlags = {
  readonly [K in RunOptionKey as RunOptions[K] extends { readonly flag: string } ? K : never]?: FlagValue<
    RunOptions[K]
  >;
};
