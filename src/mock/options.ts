import type { ClientCredentials } from '../api/credentials.ts';
import { resolveChoiceSet } from './choices/choice-set.ts';
import type { ChoiceSet } from './choices/index.ts';

/**
 * Everything a mock can be started with; see `DEFAULT_MOCK_OPTIONS` for the defaults. Every
 * timing is in ms, every size in bytes. Source: assumptions.md A9 (configurable timings).
 */
export interface MockOptions {
  /** Loopback host to bind; default `127.0.0.1`. */
  readonly host: string;
  /** TCP port; 0 picks an ephemeral port. */
  readonly port: number;
  /** Client with the bulk scope. */
  readonly credentials: ClientCredentials;
  /** Client without the bulk scope: 403 on the bulk endpoints (A5). */
  readonly limitedCredentials: ClientCredentials;
  /** Token lifetime, seconds (A1: sent as `expires_in`), under choice `token-lifetime: configured`. */
  readonly tokenLifetimeSeconds: number;
  /** Time a task stays NOT_STARTED, ms, under choice `lifecycle-timing: configured`. */
  readonly queueMs: number;
  /** Time a task stays IN_PROGRESS before its final state, ms (`lifecycle-timing` may replace it). */
  readonly processingMs: number;
  /** Time a `SCENARIO_SLOW` task stays IN_PROGRESS, ms (A9). */
  readonly slowMs: number;
  /** Largest bulk file accepted before the task ends FAILED, bytes. */
  readonly maxFileBytes: number;
  /** Most records in one bulk file before the task ends FAILED. */
  readonly maxRecords: number;
  /** Most tasks kept in memory; the oldest are dropped beyond it. */
  readonly maxTasks: number;
  /**
   * The faults this mock is started with (self-validation: ids of src/mock/faults/, each breaking
   * one rule on purpose); empty for a correct provider.
   */
  readonly faults: ReadonlySet<string>;
  /** Clock of the task lifecycle, ms since epoch; tests pass a manual one. */
  readonly clock: () => number;
  /** Functional requests allowed in any one-second window (sliding) before 429 with `Retry-After: 1` (A6); 0 = no limit. */
  readonly rateLimitPerSecond: number;
  /**
   * How the mock behaves at each open point of the spec files (`src/mock/choices/`); default:
   * the first alternative of every choice. Every set is a correct provider.
   */
  readonly choices: ChoiceSet;
}

/** Demo credentials of the mock (printed by `vop-conformance mock`; not secrets of any real service). */
export const DEMO_CREDENTIALS: ClientCredentials = { apiKey: 'demo-api-key', apiSecret: 'demo-api-secret' };

/** Demo credentials of the limited-scope client (A5). */
export const DEMO_LIMITED_CREDENTIALS: ClientCredentials = {
  apiKey: 'demo-limited-key',
  apiSecret: 'demo-limited-secret',
};

/** Defaults: fast timings for a run, 1 h tokens, 10 MiB / 10,000-record files. */
export const DEFAULT_MOCK_OPTIONS: MockOptions = {
  host: '127.0.0.1',
  port: 0,
  credentials: DEMO_CREDENTIALS,
  limitedCredentials: DEMO_LIMITED_CREDENTIALS,
  tokenLifetimeSeconds: 3600,
  queueMs: 100,
  processingMs: 300,
  slowMs: 120_000,
  maxFileBytes: 10 * 1024 * 1024,
  maxRecords: 10_000,
  maxTasks: 10_000,
  faults: new Set(),
  clock: () => Date.now(),
  rateLimitPerSecond: 0,
  choices: resolveChoiceSet({ mode: 'first' }),
};

/** `DEFAULT_MOCK_OPTIONS` with `overrides` applied. */
export function mockOptions(overrides: Partial<MockOptions> = {}): MockOptions {
  return { ...DEFAULT_MOCK_OPTIONS, ...overrides };
}
