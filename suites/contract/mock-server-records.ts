import { getFfiLib } from '@pact-foundation/pact-core';

/** One entry of the Pact mock server's mismatch list (`pactffi_mock_server_mismatches`). */
export interface MockServerMismatch {
  /** `missing-request`, `request-mismatch` or `request-not-found`. */
  readonly type: string;
}

/** How long to wait for the mock server's bookkeeping, ms; only a failing test waits this long. */
export const RECORD_DEADLINE_MS = 5_000;

const POLL_MS = 5;

/** The mismatch list of the Pact mock server on `port`, as the executeTest check will read it. */
export function mockServerMismatches(port: number): MockServerMismatch[] {
  return JSON.parse(getFfiLib().pactffiMockServerMismatches(port)) as MockServerMismatch[];
}

/**
 * Waits until the Pact mock server has recorded every request it answered, so that executeTest's
 * check, which runs right after the test function, sees them.
 *
 * Why: pact_mock_server 2.2.1 (in @pact-foundation/pact-core 19.2.0) answers a request first and
 * records its match later, on another task (pact-core-mock-server issue 13, fixed in 2.2.4). Under
 * CPU load the check can run in between and report a request the client sent, and had answered,
 * as "expected but not received".
 *
 * Done when no expected request is missing, or when the list names another problem (the test
 * fails for that reason anyway); otherwise after `deadlineMs`, and executeTest reports what is
 * still missing. `read` gives the mismatch list: `() => mockServerMismatches(server.port)`.
 */
export async function untilMockServerRecorded(
  read: () => readonly MockServerMismatch[],
  deadlineMs = RECORD_DEADLINE_MS,
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const entries = read();
    const settled =
      entries.every((e) => e.type !== 'missing-request') || entries.some((e) => e.type !== 'missing-request');
    if (settled || Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
