import { randomUUID } from 'node:crypto';
import { Scheduler } from '../../src/client/scheduler.ts';
import { Transport } from '../../src/client/transport.ts';
import type { Exchange } from '../../src/client/types.ts';
import { VopClient } from '../../src/client/vop-client.ts';
import type { MockOptions } from '../../src/mock/options.ts';
import { type RunningMock, startMock } from '../../src/mock/server.ts';

/** A started mock with a client of its demo and limited credentials; `close()` stops both. */
export interface MockSession {
  readonly mock: RunningMock;
  readonly client: VopClient;
  readonly limitedClient: VopClient;
  readonly transport: Transport;
  close(): Promise<void>;
}

/** Starts a mock on an ephemeral loopback port with `overrides` and clients for it. */
export async function startMockSession(overrides: Partial<MockOptions> = {}): Promise<MockSession> {
  const mock = await startMock(overrides);
  const transport = new Transport({ requestTimeoutMs: 10_000 });
  const scheduler = new Scheduler({ ratePerSecond: 0, concurrency: 8 });
  const endpoint = { baseUrl: mock.baseUrl, authUrl: mock.baseUrl, credentials: mock.options.credentials };
  return {
    mock,
    transport,
    client: new VopClient(endpoint, transport, scheduler),
    limitedClient: new VopClient(
      { ...endpoint, credentials: mock.options.limitedCredentials },
      transport,
      scheduler,
    ),
    async close() {
      await transport.close();
      await mock.close();
    },
  };
}

/** A valid bulk record (A2) naming the payee `name`. */
export function validRecord(
  name = 'Jane Doe',
  uetr: string = randomUUID(),
): Record<string, unknown> & { uetr: string } {
  return {
    uetr,
    party: { name },
    partyAccount: { iban: 'NL91ABNA0417164300' },
    requestingAgent: { financialInstitutionId: { bicfi: 'ABNANL2A' } },
  };
}

/** The JSON body of `exchange`. */
export function body(exchange: Exchange): Record<string, unknown> {
  return JSON.parse(exchange.response.bodyText) as Record<string, unknown>;
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
