import { readFileSync } from 'node:fs';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { CLIENT_CERTIFICATE_ALERT } from '../../src/client/tls-alert-probe.ts';
import { Transport } from '../../src/client/transport.ts';
import { type RunningMock, startMock } from '../../src/mock/server.ts';
import { type ForwardProxy, startForwardProxy } from '../helpers/forward-proxy.ts';
import { type ScriptedServer, startScriptedServer } from '../helpers/scripted-server.ts';
import {
  makeClientCertificate,
  makeTestCa,
  type TestCa,
  type TestClientCertificate,
} from '../helpers/test-ca.ts';
import { tlsFront } from '../helpers/tls-front.ts';

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as Error,
  );
}

describe('client: forward proxies, as HTTP_PROXY, HTTPS_PROXY and NO_PROXY name them', () => {
  let proxy: ForwardProxy;
  let target: ScriptedServer;
  beforeEach(async () => {
    proxy = await startForwardProxy();
    target = await startScriptedServer((req, res) => res.end(`${req.method ?? ''} ${req.url ?? ''}`));
  });
  afterEach(async () => {
    await proxy.close();
    await target.close();
  });

  it('sends every request to an http target through the proxy, in absolute form', async () => {
    const transport = new Transport({}, { proxy: { http: { url: proxy.url, source: 'HTTP_PROXY' } } });
    const token = await transport.send({
      method: 'POST',
      url: `${target.baseUrl}/token`,
      headers: {},
      body: 'x',
    });
    const status = await transport.send({ method: 'GET', url: `${target.baseUrl}/status`, headers: {} });
    await transport.close();
    expect([token.response.bodyText, status.response.bodyText]).to.deep.equal(['POST /token', 'GET /status']);
    expect(proxy.requests).to.deep.equal([`POST ${target.baseUrl}/token`, `GET ${target.baseUrl}/status`]);
    expect(target.requests.every((req) => req.headers.via !== undefined)).to.equal(true);
  });

  it('reaches a host NO_PROXY lists directly: the proxy sees nothing', async () => {
    const transport = new Transport(
      {},
      { proxy: { http: { url: proxy.url, source: 'HTTP_PROXY' }, noProxy: 'localhost, 127.0.0.1' } },
    );
    const exchange = await transport.send({ method: 'GET', url: `${target.baseUrl}/status`, headers: {} });
    await transport.close();
    expect(exchange.response.bodyText).to.equal('GET /status');
    expect(proxy.requests).to.deep.equal([]);
    expect(target.requests[0]?.headers.via).to.equal(undefined);
  });

  it('carries an http target only through HTTP_PROXY: HTTPS_PROXY alone leaves it direct', async () => {
    const transport = new Transport({}, { proxy: { https: { url: proxy.url, source: 'HTTPS_PROXY' } } });
    await transport.send({ method: 'GET', url: `${target.baseUrl}/status`, headers: {} });
    await transport.close();
    expect(proxy.requests).to.deep.equal([]);
  });

  it('names the proxy it cannot reach, by its variable: a ProxyError, not the target', async () => {
    const transport = new Transport(
      {},
      { proxy: { http: { url: 'http://127.0.0.1:9', source: 'HTTP_PROXY' } } },
    );
    const error = await failure(
      transport.send({ method: 'GET', url: `${target.baseUrl}/status`, headers: {} }),
    );
    await transport.close();
    expect(error.name).to.equal('ProxyError');
    expect(error.message).to.match(
      /^unreachable: GET http:\/\/127\.0\.0\.1:\d+\/status: cannot reach the proxy HTTP_PROXY=http:\/\/127\.0\.0\.1:9 \(connection refused\)$/,
    );
    expect((error as Error & { proxy: string }).proxy).to.equal('HTTP_PROXY');
    expect(target.requests).to.have.length(0);
  });

  it('sends the credentials of the proxy URL to the proxy only; without them, a ProxyError asking for them', async () => {
    await proxy.close();
    proxy = await startForwardProxy('qa-bot:pr0xy-s3cret-9d1');
    const named = { url: proxy.url.replace('//', '//qa-bot:pr0xy-s3cret-9d1@'), source: '--proxy' };
    const transport = new Transport({}, { proxy: { http: named } });
    const exchange = await transport.send({ method: 'GET', url: `${target.baseUrl}/status`, headers: {} });
    await transport.close();
    expect(exchange.response.status).to.equal(200);
    expect(proxy.requests).to.have.length(1);
    expect(target.requests[0]?.headers['proxy-authorization']).to.equal(undefined);
    const bare = new Transport({}, { proxy: { http: { url: proxy.url, source: '--proxy' } } });
    const refused = await failure(bare.send({ method: 'GET', url: `${target.baseUrl}/status`, headers: {} }));
    await bare.close();
    expect(refused.name).to.equal('ProxyError');
    expect(refused.message).to.include(`the proxy --proxy=${proxy.url} asks for credentials (407)`);
  });
});

describe('client: an https target through a proxy: a CONNECT tunnel, the TLS options on the target', function () {
  this.timeout(60_000);
  let ca: TestCa;
  let client: TestClientCertificate;
  let mock: RunningMock;
  let front: Server;
  let url: string;
  let proxy: ForwardProxy;
  const seen: string[] = [];

  before(async () => {
    ca = makeTestCa();
    client = makeClientCertificate(ca, 'tunnel-passphrase-31c');
    mock = await startMock();
    const tls = {
      cert: ca.cert,
      key: ca.key,
      ca: readFileSync(ca.caFile, 'utf8'),
      requestCert: true,
      rejectUnauthorized: true,
    };
    front = await tlsFront(mock.baseUrl, tls, seen);
    url = `https://127.0.0.1:${(front.address() as AddressInfo).port}`;
    proxy = await startForwardProxy();
  });
  after(async () => {
    await proxy.close();
    front.closeAllConnections();
    await new Promise<void>((resolve) => front.close(() => resolve()));
    await mock.close();
  });

  it('presents the client certificate and trusts --ca-file on the target through the tunnel', async () => {
    const transport = new Transport(
      {},
      {
        caFile: ca.caFile,
        clientCertificate: {
          kind: 'pem',
          certFile: client.certFile,
          keyFile: client.keyFile,
          passphrase: 'tunnel-passphrase-31c',
        },
        proxy: { https: { url: proxy.url, source: 'HTTPS_PROXY' } },
      },
    );
    const exchange = await transport.send({
      method: 'GET',
      url: `${url}/vopgateway/v1/bulk/x/status`,
      headers: {},
    });
    await transport.close();
    expect(exchange.response.status).to.equal(401);
    expect(proxy.connects).to.deep.equal([new URL(url).host]);
    expect(proxy.requests).to.deep.equal([]);
    expect(seen).to.include('GET /vopgateway/v1/bulk/x/status');
  });

  it('without the client certificate the target refuses the tunnelled handshake, not the proxy', async () => {
    const before = seen.length;
    const transport = new Transport(
      {},
      { caFile: ca.caFile, proxy: { https: { url: proxy.url, source: 'HTTPS_PROXY' } } },
    );
    const error = await failure(transport.send({ method: 'GET', url: `${url}/x`, headers: {} }));
    await transport.close();
    expect(error.name).to.equal('TransportTroubleError');
    expect(error.name).to.not.equal('ProxyError');
    expect(seen.length).to.equal(before);
    expect(proxy.connects.length).to.be.above(1);
  });

  it('reads the TLS alert of a target that wants a client certificate through the tunnel too', async () => {
    const tunnels = proxy.connects.length;
    const transport = new Transport(
      {},
      { caFile: ca.caFile, proxy: { https: { url: proxy.url, source: 'HTTPS_PROXY' } } },
    );
    const alert = await transport.tlsAlert(`${url}/x`);
    await transport.close();
    expect(alert).to.match(CLIENT_CERTIFICATE_ALERT);
    expect(proxy.connects.slice(tunnels)).to.deep.equal([new URL(url).host]);
  });
});
