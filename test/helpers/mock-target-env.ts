import { DEMO_CREDENTIALS, DEMO_LIMITED_CREDENTIALS } from '../../src/mock/options.ts';
import type { RunningMock } from '../../src/mock/server.ts';

/**
 * The environment of a run against `mock` as a URL target, with everything set that lets most
 * tests run: both credential pairs, the task of each provider state (A9), no rate limit.
 */
export function mockTargetEnv(mock: RunningMock): Record<string, string> {
  return {
    VOP_BASE_URL: mock.baseUrl,
    VOP_API_KEY: DEMO_CREDENTIALS.apiKey,
    VOP_API_SECRET: DEMO_CREDENTIALS.apiSecret,
    VOP_LIMITED_API_KEY: DEMO_LIMITED_CREDENTIALS.apiKey,
    VOP_LIMITED_API_SECRET: DEMO_LIMITED_CREDENTIALS.apiSecret,
    VOP_TASK_ID_PROCESSED: mock.providerStateTaskIds.PROCESSED,
    VOP_TASK_ID_FAILED: mock.providerStateTaskIds.FAILED,
    VOP_TASK_ID_TIMED_OUT: mock.providerStateTaskIds.TIMED_OUT,
    VOP_TASK_ID_IN_PROGRESS: mock.providerStateTaskIds.IN_PROGRESS,
    VOP_RATE: '0',
  };
}
