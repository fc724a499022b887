import { randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';
import { statusPath } from '../../api/paths.ts';
import { Scheduler } from '../../client/scheduler.ts';
import { Transport } from '../../client/transport.ts';
import { VopClient } from '../../client/vop-client.ts';
import { startMock } from '../../mock/server.ts';
import { EMBEDDED_MOCK_OPTIONS } from '../../runner/run-session.ts';
import { alternate } from '../alternate.ts';
import type { BenchRow } from '../bench-row.ts';

/** Requests in flight, as a run sends them: `--concurrency` default (A6; cli RUN_DEFAULTS). */
const CONCURRENCY = 4;

/** The goal of the row: the client's requests/s at least this share of bare undici's. */
const GOAL = 0.9;

/**
 * Runs `count` calls of `send`, `concurrency` at a time (each worker starts the next when its
 * last one ends); returns calls per second measured with `performance.now()`.
 */
async function loop(count: number, concurrency: number, send: () => Promise<void>): Promise<number> {
  let started = 0;
  const worker = async (): Promise<void> => {
    while (started < count) {
      started += 1;
      await send();
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return count / ((performance.now() - t0) / 1000);
}

/**
 * Row "Client against the embedded mock": the project's VopClient, built as a run builds
 * it (`openRunSession`: a Transport with the default bounds, a Scheduler with no rate limit and
 * concurrency 4), sending GET status of the mock's PROCESSED task (bearer token, fresh
 * X-Request-Id, the headers a run's status call sends), against a bare `undici.request` loop
 * sending the same request with the same headers and concurrency to the same in-process mock.
 * Neither has the run's exchange listener (checks, ledger): that is the run's, not the client's.
 * Both read the whole body. Fixed-count loops, rounds alternated, medians of requests/s.
 */
export const clientVsUndici: BenchRow = {
  id: 'client-vs-undici',
  what: 'Client against the embedded mock (GET status, concurrency 4, no rate limit)',
  goal: `≥ ${GOAL}× bare undici.request`,
  async run({ quick, log }) {
    const count = quick ? 1_000 : 2_000;
    const rounds = quick ? 3 : 21;
    // The run's embedded mock, with tokens that outlive the row (the bare loop uses one token).
    const mock = await startMock({ ...EMBEDDED_MOCK_OPTIONS, tokenLifetimeSeconds: 3600 });
    const transport = new Transport();
    const agent = new Agent();
    try {
      const endpoint = {
        baseUrl: mock.baseUrl,
        authUrl: mock.baseUrl,
        credentials: mock.options.credentials,
      };
      const client = new VopClient(
        endpoint,
        transport,
        new Scheduler({ ratePerSecond: 0, concurrency: CONCURRENCY }),
      );
      const token = await client.tokens.token();
      const path = statusPath(mock.providerStateTaskIds.PROCESSED);
      const url = mock.baseUrl + path;
      const viaClient = async (): Promise<void> => {
        const exchange = await client.send({ operation: 'bulk-status', method: 'GET', path });
        if (exchange.response.status !== 200) throw new Error(`client: status ${exchange.response.status}`);
      };
      const bare = async (): Promise<void> => {
        const response = await request(url, {
          method: 'GET',
          headers: { Authorization: `Bearer ${token}`, 'X-Request-Id': randomUUID() },
          dispatcher: agent,
        });
        await response.body.text();
        if (response.statusCode !== 200) throw new Error(`bare undici: status ${response.statusCode}`);
      };
      // Warm-up: connections open, code compiled.
      await loop(count / 4, CONCURRENCY, viaClient);
      await loop(count / 4, CONCURRENCY, bare);
      const medians = await alternate(rounds, {
        client: () => loop(count, CONCURRENCY, viaClient),
        undici: () => loop(count, CONCURRENCY, bare),
      });
      const ratio = medians.client / medians.undici;
      log(
        `client ${Math.round(medians.client)} requests/s, bare undici ${Math.round(medians.undici)} requests/s`,
      );
      return {
        result: `${ratio.toFixed(2)}× bare undici.request (${Math.round(medians.client)} vs ${Math.round(medians.undici)} requests/s; client without the run's listener)`,
        met: ratio >= GOAL,
        figures: {
          'client requests/s': Math.round(medians.client),
          'bare undici requests/s': Math.round(medians.undici),
          ratio: Number(ratio.toFixed(3)),
        },
      };
    } finally {
      await transport.close();
      await agent.close();
      await mock.close();
    }
  },
};
