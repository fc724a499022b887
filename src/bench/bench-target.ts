import { DEFAULT_POLL_OPTIONS } from '../client/poll.ts';
import { Scheduler } from '../client/scheduler.ts';
import { Transport } from '../client/transport.ts';
import { VopClient } from '../client/vop-client.ts';
import { RunFindings } from '../harness/findings.ts';
import { newRunShared, type RunContext } from '../harness/run-context.ts';

/** A run against a local bench target, as `vop-conformance run` builds one, and how to end it. */
export interface BenchTarget {
  readonly run: RunContext;
  close(): Promise<void>;
}

/**
 * A run context against the target at `baseUrl` (token and results on the same address): a
 * client with the default bounds (16 MiB bodies, 256 MiB streams), no rate limit, enforce mode,
 * no checks listening (the rows measure the reading of a result file, not the header checks).
 */
export function benchTarget(baseUrl: string): BenchTarget {
  const transport = new Transport();
  const endpoint = { baseUrl, authUrl: baseUrl, credentials: { apiKey: 'bench', apiSecret: 'bench' } };
  const client = new VopClient(endpoint, transport, new Scheduler({ ratePerSecond: 0, concurrency: 4 }));
  const run: RunContext = {
    targetLabel: baseUrl,
    client,
    limitedClient: undefined,
    assumptions: 'enforce',
    poll: DEFAULT_POLL_OPTIONS,
    scenarioNames: {},
    providerStateTaskIds: {},
    fileLimits: {},
    progress: () => undefined,
    seed: 1,
    runs: 1,
    concurrency: 4,
    tokenWaitSeconds: 0,
    findings: new RunFindings(),
    shared: newRunShared(),
    explore: { budget: 0, examples: [], keep: () => undefined },
  };
  return { run, close: () => transport.close() };
}
