import { expect } from 'chai';
import { Scheduler } from '../../src/client/scheduler.ts';
import { Transport } from '../../src/client/transport.ts';
import { VopClient } from '../../src/client/vop-client.ts';
import { API_CREDENTIAL_NAMES, obtainFirstToken } from '../../src/runner/first-token.ts';
import { startScriptedServer } from '../helpers/scripted-server.ts';

describe('runner: the first token of a run from a token endpoint that answers 429 (A6; src/runner/first-token.ts)', () => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const resource of opened.splice(0).reverse()) await resource.close();
  });

  /** A client of a target whose token endpoint answers 429 (Retry-After: 0) `limited` times, then a token. */
  async function clientOf(limited: number): Promise<VopClient> {
    let requests = 0;
    const server = await startScriptedServer((_req, res) => {
      requests += 1;
      if (requests <= limited) {
        res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '0' }).end('{}');
      } else {
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end('{"access_token":"first-token-test","expires_in":60}');
      }
    });
    const transport = new Transport({ requestTimeoutMs: 10_000 });
    opened.push(server, transport);
    const endpoint = {
      baseUrl: server.baseUrl,
      authUrl: server.baseUrl,
      credentials: { apiKey: 'first-token-key', apiSecret: 'first-token-secret' },
    };
    return new VopClient(endpoint, transport, new Scheduler({ ratePerSecond: 0, concurrency: 1 }));
  }

  it('waits and retries as told, then goes on: a 429 is no broken token endpoint', async () => {
    await obtainFirstToken(await clientOf(2), API_CREDENTIAL_NAMES);
  });

  it('after every retry, stops with one line naming the 429 and --rate, not the URL', async () => {
    const error = await obtainFirstToken(await clientOf(100), API_CREDENTIAL_NAMES).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.name).to.equal('TokenEndpointError');
    expect(error?.message).to.include('429 after every retry').and.include('--rate');
    expect(error?.message).not.to.include('check VOP_BASE_URL');
  });
});
