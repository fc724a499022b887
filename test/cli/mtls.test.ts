import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect } from 'chai';
import { DEMO_CREDENTIALS } from '../../src/mock/options.ts';
import { type RunningMock, startMock } from '../../src/mock/server.ts';
import { type CliResult, runCli, tempDir } from '../helpers/run-cli.ts';
import {
  makeClientCertificate,
  makeTestCa,
  type TestCa,
  type TestClientCertificate,
} from '../helpers/test-ca.ts';
import { tlsFront } from '../helpers/tls-front.ts';

const PASSPHRASE = 'k3y-passphrase-7f2c9e';

/** Every file below `dir`, recursively. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

/** Fails when the key's text (or any line of its body) or the passphrase shows in `text`. */
function expectNoKeyMaterial(text: string, where: string, client: TestClientCertificate): void {
  expect(text.includes(PASSPHRASE), `${where} holds the passphrase`).to.equal(false);
  const body = client.keyText.split('\n').filter((line) => line.length > 0 && !line.startsWith('-----'));
  for (const line of body) expect(text.includes(line), `${where} holds a line of the key`).to.equal(false);
}

describe('cli: a target that demands a client certificate (mutual TLS)', function () {
  this.timeout(120_000);
  let mock: RunningMock;
  let front: Server;
  let ca: TestCa;
  let client: TestClientCertificate;
  const seen: string[] = [];
  let env: Record<string, string>;

  before(async () => {
    ca = makeTestCa();
    client = makeClientCertificate(ca, PASSPHRASE);
    mock = await startMock();
    front = await tlsFront(
      mock.baseUrl,
      {
        cert: ca.cert,
        key: ca.key,
        ca: readFileSync(ca.caFile, 'utf8'),
        requestCert: true,
        rejectUnauthorized: true,
      },
      seen,
    );
    env = {
      VOP_BASE_URL: `https://127.0.0.1:${(front.address() as AddressInfo).port}`,
      VOP_API_KEY: DEMO_CREDENTIALS.apiKey,
      VOP_API_SECRET: DEMO_CREDENTIALS.apiSecret,
      VOP_CA_FILE: ca.caFile,
      VOP_RATE: '0',
      VOP_GREP: 'token-',
    };
  });
  after(async () => {
    front.closeAllConnections();
    await new Promise<void>((resolve) => front.close(() => resolve()));
    await mock.close();
  });

  /** A run with `env` and `more`; its output and every report file checked for key material. */
  async function run(
    more: Record<string, string>,
    args: readonly string[] = [],
  ): Promise<CliResult & { readonly reports: string }> {
    const reports = tempDir();
    const result = await runCli(['run', '--report-dir', reports, ...args], { ...env, ...more });
    expectNoKeyMaterial(result.stdout + result.stderr, 'the output', client);
    for (const file of filesBelow(reports)) expectNoKeyMaterial(readFileSync(file, 'utf8'), file, client);
    return { ...result, reports };
  }

  /**
   * The first curl of the sign-off in `reports`, after checking that every one holds `flags`, and
   * how real curl ends replaying it with the passphrase in its variable (0: the handshake held).
   */
  async function replaySignoff(reports: string, flags: string): Promise<number | null | undefined> {
    const signoff = readFileSync(filesBelow(reports).find((f) => f.endsWith('signoff.md')) ?? '', 'utf8');
    const curls = [...signoff.matchAll(/`(curl [^`]*)`/g)].map((m) => m[1] ?? '');
    expect(curls).to.not.deep.equal([]);
    for (const curl of curls) expect(curl).to.include(flags);
    if (spawnSync('curl', ['--version']).status !== 0) return undefined;
    // Not spawnSync: the TLS front answering the replay runs in this process.
    return new Promise((resolve) => {
      spawn('bash', ['-c', `${curls[0] ?? ''} -sS -o /dev/null --max-time 10`], {
        stdio: 'ignore',
        env: { PATH: process.env.PATH ?? '', VOP_CLIENT_KEY_PASSPHRASE: PASSPHRASE },
      }).on('close', resolve);
    });
  }

  it('without a certificate: exit 2 with one line naming --client-cert, no request through', async () => {
    const result = await run({});
    expect(result.code, result.stdout + result.stderr).to.equal(2);
    const lines = result.stderr.trim().split('\n');
    expect(lines, result.stderr).to.have.length(1);
    expect(lines[0]).to.match(/demands a client certificate .*--client-cert/);
    expect(seen, 'no request got through the handshake').to.deep.equal([]);
  });

  it('with --client-cert and --client-key (passphrase from VOP_CLIENT_KEY_PASSPHRASE): the run proceeds', async () => {
    const result = await run({ VOP_CLIENT_KEY_PASSPHRASE: PASSPHRASE }, [
      '--client-cert',
      client.certFile,
      '--client-key',
      client.keyFile,
    ]);
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    expect(seen).to.include('POST /oauth/client_credential/accesstoken');
    expect(seen.filter((s) => !s.startsWith('POST /oauth')).length, 'functional calls too').to.be.greaterThan(
      0,
    );
    const flags = `--cacert '${ca.caFile}' --cert '${client.certFile}' --key '${client.keyFile}' --pass "$VOP_CLIENT_KEY_PASSPHRASE"`;
    expect(await replaySignoff(result.reports, flags), 'the replay presents the certificate').to.be.oneOf([
      0,
      undefined,
    ]);
  });

  it('with VOP_CLIENT_PFX (PKCS#12): the run proceeds', async () => {
    const result = await run({ VOP_CLIENT_PFX: client.pfxFile, VOP_CLIENT_KEY_PASSPHRASE: PASSPHRASE });
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    const flags = `--cert-type P12 --cert '${client.pfxFile}' --pass "$VOP_CLIENT_KEY_PASSPHRASE"`;
    expect(await replaySignoff(result.reports, flags), 'the replay presents the certificate').to.be.oneOf([
      0,
      undefined,
    ]);
  });

  it('a profile names the files (relative to its folder), never their contents', async () => {
    const folder = ca.dir;
    writeFileSync(
      join(folder, 'profile.json'),
      JSON.stringify({ name: 'mtls', clientCert: 'client.pem', clientKey: 'client.key' }),
    );
    const ok = await run({
      VOP_PROFILE: join(folder, 'profile.json'),
      VOP_CLIENT_KEY_PASSPHRASE: PASSPHRASE,
    });
    expect(ok.code, ok.stdout + ok.stderr).to.equal(0);

    writeFileSync(
      join(folder, 'leaky.json'),
      JSON.stringify({ name: 'mtls', clientCert: 'client.pem', clientKey: client.keyText }),
    );
    const leaky = await run({ VOP_PROFILE: join(folder, 'leaky.json') });
    expect(leaky.code).to.equal(2);
    expect(leaky.stderr).to.include('clientKey holds a PEM text');
    const passphrase = join(folder, 'passphrase.json');
    writeFileSync(passphrase, JSON.stringify({ name: 'mtls', clientKeyPassphrase: 'x' }));
    const field = await run({ VOP_PROFILE: passphrase });
    expect(field.code).to.equal(2);
    expect(field.stderr).to.include('clientKeyPassphrase looks like a credential');
  });

  it('exits 2 with one line for a key that cannot be decrypted (the other file problems: test/client/client-certificate.test.ts)', async () => {
    const result = await run({
      VOP_CLIENT_CERT: client.certFile,
      VOP_CLIENT_KEY: client.keyFile,
      VOP_CLIENT_KEY_PASSPHRASE: 'wrong',
    });
    expect(result.code, result.stderr).to.equal(2);
    expect(result.stderr).to.include('cannot be decrypted: check VOP_CLIENT_KEY_PASSPHRASE');
    expect(result.stderr).to.not.match(/^\s+at /m);
  });

  it('pact verify exits 2: the Pact verifier cannot present a client certificate', async () => {
    const result = await runCli(['pact', 'verify'], {
      ...env,
      VOP_CLIENT_PFX: client.pfxFile,
      VOP_CLIENT_KEY_PASSPHRASE: PASSPHRASE,
      NO_COLOR: '1',
    });
    expect(result.code, result.stdout + result.stderr).to.equal(2);
    expect(result.stderr).to.include('pact verify cannot present a client certificate');
    expectNoKeyMaterial(result.stdout + result.stderr, 'the output', client);
  });
});
