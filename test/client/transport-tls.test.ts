import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { Transport } from '../../src/client/transport.ts';
import { tempDir } from '../helpers/run-cli.ts';
import { makeTestCa, type TestCa } from '../helpers/test-ca.ts';

describe('client: TLS, verified by default; --ca-file adds a private CA', () => {
  let ca: TestCa;
  let server: Server;
  let url: string;

  before(async function () {
    this.timeout(30_000);
    ca = makeTestCa();
    server = createServer({ cert: ca.cert, key: ca.key }, (_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
  });
  after(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  it('refuses a certificate of a CA it does not know, saying so and naming --ca-file', async () => {
    const transport = new Transport();
    const error = await transport.send({ method: 'GET', url, headers: {} }).then(
      () => new Error('expected a failure'),
      (e: unknown) => e as Error,
    );
    await transport.close();
    expect(error.name).to.equal('TransportTroubleError');
    expect(error.message).to.match(/^unreachable: GET https:.*: TLS certificate not trusted \(/);
    expect(error.message).to.include('--ca-file');
  });

  it('trusts the certificate when the private CA is given', async () => {
    const transport = new Transport({}, { caFile: ca.caFile });
    const exchange = await transport.send({ method: 'GET', url, headers: {} });
    await transport.close();
    expect(exchange.response.bodyText).to.equal('ok');
  });

  it('still verifies the host name with the private CA', async () => {
    const elsewhere = makeTestCa('DNS:elsewhere.example');
    const other = createServer({ cert: elsewhere.cert, key: elsewhere.key }, (_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const transport = new Transport({}, { caFile: elsewhere.caFile });
    const port = (other.address() as AddressInfo).port;
    const error = await transport
      .send({ method: 'GET', url: `https://127.0.0.1:${port}/x`, headers: {} })
      .then(
        () => new Error('expected a failure'),
        (e: unknown) => e as Error,
      );
    await transport.close();
    other.close();
    expect(error.message).to.include('ERR_TLS_CERT_ALTNAME_INVALID');
  });

  it('refuses a CA file that is missing or holds no certificate, naming --ca-file', () => {
    const missing = join(tempDir(), 'none.pem');
    expect(() => new Transport({}, { caFile: missing }))
      .to.throw(/--ca-file \(VOP_CA_FILE\) .*none\.pem: cannot be read \(ENOENT\)/)
      .with.property('name', 'ConfigError');
    const empty = join(tempDir(), 'empty.pem');
    writeFileSync(empty, 'not a certificate\n');
    expect(() => new Transport({}, { caFile: empty })).to.throw(/holds no PEM certificate/);
  });

  it('is never switched off: no tool code sets NODE_TLS_REJECT_UNAUTHORIZED or rejectUnauthorized', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const files = ['bin', 'src', 'suites', 'generators'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.(ts|mjs|js|cjs)$/.test(name))
        .map((name) => join(root, dir, name)),
    );
    expect(files.length).to.be.greaterThan(50);
    const offending = files.filter((file) =>
      /NODE_TLS_REJECT_UNAUTHORIZED|rejectUnauthorized/.test(readFileSync(file, 'utf8')),
    );
    expect(offending).to.deep.equal([]);
  });
});
