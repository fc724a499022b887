import type { VopClient } from '../../src/client/vop-client.ts';
import { RunFindings } from '../../src/harness/findings.ts';
import { newRunShared, type RunContext } from '../../src/harness/run-context.ts';

/**
 * A run context for a test that drives harness code directly: `client`, enforce mode, one case
 * per property and one at a time, no token wait, no provider-state task ids or scenario names, quiet progress,
 * fresh findings and caches; `overrides` replace any of these.
 */
export function testRunContext(client: VopClient, overrides: Partial<RunContext> = {}): RunContext {
  return {
    targetLabel: 'test target',
    client,
    limitedClient: undefined,
    assumptions: 'enforce',
    poll: { initialDelayMs: 10, maxDelayMs: 10, factor: 1, timeoutMs: 100 },
    scenarioNames: {},
    providerStateTaskIds: {},
    fileLimits: {},
    progress: () => undefined,
    seed: 1,
    runs: 1,
    concurrency: 1,
    tokenWaitSeconds: 0,
    findings: new RunFindings(),
    shared: newRunShared(),
    explore: { budget: 0, examples: [], keep: () => undefined },
    ...overrides,
  };
}
