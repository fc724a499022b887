import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderStateTaskIds } from '../api/task-states.ts';
import { RateWindow } from './rate-window.ts';
import { MockStartError } from '../errors.ts';
import type { MockContext } from './context.ts';
import type { FaultId } from './faults/index.ts';
import { answerFailure } from './errors/answer-failure.ts';
import { type MockOptions, mockOptions } from './options.ts';
import { dispatch } from './routes.ts';
import { TaskStore } from './tasks/task-store.ts';
import { taskTiming } from './tasks/task-timing.ts';
import { type MockClient, TokenStore } from './token/token-store.ts';
import { configuredFileLimits, type FileLimits } from './records/bulk-file.ts';

/** Counters of a running mock. */
export interface MockStats {
  /** Requests answered 429 (A6). */
  tooManyRequests: number;
}

/**
 * A started mock: its base URL (no trailing slash), its task in each provider state, counters,
 * the tokens it issued, and `close()`.
 */
export interface RunningMock {
  readonly baseUrl: string;
  readonly options: MockOptions;
  /**
   * The task the mock makes at start in each provider state a test may need (A9), keyed like the
   * ones a configuration gives (`VOP_TASK_ID_PROCESSED`, …): every state has one.
   */
  readonly providerStateTaskIds: Readonly<Required<ProviderStateTaskIds>>;
  /** The bulk file limits the mock tells (its options and `file-limits` choice; Limits: not shown). */
  readonly fileLimits: FileLimits;
  readonly stats: Readonly<MockStats>;
  /**
   * Sets the rate limit from now on: at most `perSecond` functional requests in any one second
   * before 429 with `Retry-After: 1` (A6); 0 or less: no limit. The embedded mock of a run gets
   * one for the burst of `--provoke-429` (src/runner/run-session.ts).
   */
  limitRate(perSecond: number): void;
  /** Every bearer token this mock has issued, expired ones included, oldest first. */
  issuedTokens(): readonly string[];
  close(): Promise<void>;
}

const SEEDED_AGE_MS = 60 * 60 * 1000;

/** Makes one task, owned by `owner` and an hour old, in each provider state (A9); returns their ids. */
function seedTasks(tasks: TaskStore, owner: MockClient): Readonly<Required<ProviderStateTaskIds>> {
  const uetr = '6f1d6b6a-2a4e-4c5b-9d3e-1f2a3b4c5d6e';
  const line = JSON.stringify({
    uetr,
    partyNameMatch: 'MTCH',
    additionalPartyInformation: { advancedInfo: { accountHolderType: 'NP', accountStatus: 'ACTIVE' } },
  });
  const add = (fate: Parameters<TaskStore['add']>[1], lines: string[] = []) =>
    tasks.add(owner.id, fate, lines, { ageMs: SEEDED_AGE_MS }).taskId;
  return {
    PROCESSED: add({ finalStatus: 'PROCESSED', processingMs: 0 }, [line]),
    FAILED: add({ finalStatus: 'FAILED', processingMs: 0, detail: 'Seeded task: the file was corrupt.' }),
    TIMED_OUT: add({
      finalStatus: 'TIMED_OUT',
      processingMs: 0,
      detail: 'Seeded task: responding PSPs timed out.',
    }),
    IN_PROGRESS: add({ finalStatus: 'PROCESSED', processingMs: Number.POSITIVE_INFINITY }),
  };
}

function listen(server: Server, host: string, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/**
 * Starts the reference mock provider (interface.md endpoints 1-5 and every section of
 * assumptions.md) on `options.host`:`options.port` (0: ephemeral).
 * @throws MockStartError when the port cannot be bound.
 */
export async function startMock(overrides: Partial<MockOptions> = {}): Promise<RunningMock> {
  const options = mockOptions(overrides);
  const clients: MockClient[] = [
    { id: 'demo', credentials: options.credentials, bulkScope: true },
    { id: 'limited', credentials: options.limitedCredentials, bulkScope: false },
  ];
  const breaks = (fault: FaultId): boolean => options.faults.has(fault);
  const tasks = new TaskStore({
    timing: taskTiming(options, { breaks }),
    maxTasks: options.maxTasks,
    clock: options.clock,
    taskIdCase: options.choices['task-id-case'],
  });
  const stats: MockStats = { tooManyRequests: 0 };
  // A sliding window: at most rateLimitPerSecond answered requests in any one second (A6).
  let window = new RateWindow(options.rateLimitPerSecond);
  const overRateLimit = (): boolean => {
    if (window.admit(Date.now())) return false;
    stats.tooManyRequests += 1;
    return true;
  };
  const tokens = new TokenStore(clients, options.tokenLifetimeSeconds);
  const ctx: MockContext = {
    options,
    clients,
    tokens,
    tasks,
    choice: (id) => options.choices[id],
    breaks,
    overRateLimit,
  };
  const [owner] = clients;
  if (!owner) throw new MockStartError('mock has no client');
  const providerStateTaskIds = seedTasks(tasks, owner);

  const server = createServer((req, res) => {
    // A synchronous handler (status, results) answers without a promise in between.
    try {
      const pending = dispatch(ctx, req, res);
      if (pending) pending.catch((error: unknown) => answerFailure(ctx, res, error));
    } catch (error) {
      answerFailure(ctx, res, error);
    }
  });
  server.keepAliveTimeout = 5_000;
  let address: AddressInfo;
  try {
    address = await listen(server, options.host, options.port);
  } catch (cause) {
    throw new MockStartError(`cannot listen on ${options.host}:${options.port}`, { cause });
  }
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    baseUrl: `http://${host}:${address.port}`,
    options,
    providerStateTaskIds,
    fileLimits: configuredFileLimits(options, options.choices['file-limits']),
    stats,
    limitRate: (perSecond) => {
      window = new RateWindow(perSecond);
    },
    issuedTokens: () => tokens.issuedTokens(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
