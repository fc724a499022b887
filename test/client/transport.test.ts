import { expect } from 'chai';
import { Transport } from '../../src/client/transport.ts';
import { type ScriptedServer, startScriptedServer } from '../helpers/scripted-server.ts';

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as Error,
  );
}

describe('client: transport timeouts and size caps', () => {
  let server: ScriptedServer;
  afterEach(() => server.close());

  it('gives up on a target that never answers, naming the timeout', async () => {
    server = await startScriptedServer(() => {
      // never answers
    });
    const transport = new Transport({ headersTimeoutMs: 200 });
    const error = await failure(transport.send({ method: 'GET', url: `${server.baseUrl}/`, headers: {} }));
    await transport.close();
    expect(error.name).to.equal('TransportError');
    expect(error.message).to.include('no response headers within 200 ms');
  });

  it('cuts off a target that trickles its body past the exchange limit', async () => {
    server = await startScriptedServer((_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write('x'), 20);
      res.on('close', () => clearInterval(timer));
    });
    const transport = new Transport({ requestTimeoutMs: 300 });
    const error = await failure(transport.send({ method: 'GET', url: `${server.baseUrl}/`, headers: {} }));
    await transport.close();
    expect(error.name).to.equal('TransportError');
  });

  it('refuses a body over the size cap', async () => {
    server = await startScriptedServer((_req, res) => res.end('y'.repeat(10_000)));
    const transport = new Transport({ maxBodyBytes: 1_000 });
    const error = await failure(transport.send({ method: 'GET', url: `${server.baseUrl}/`, headers: {} }));
    await transport.close();
    expect(error.name).to.equal('SizeLimitError');
  });

  it('reports a refused connection as a TransportError', async () => {
    server = await startScriptedServer((_req, res) => res.end());
    const url = `${server.baseUrl}/`;
    await server.close();
    const transport = new Transport();
    const error = await failure(transport.send({ method: 'GET', url, headers: {} }));
    await transport.close();
    expect(error.name).to.equal('TransportError');
    expect(error.message).to.include('ECONNREFUSED');
  });
});
