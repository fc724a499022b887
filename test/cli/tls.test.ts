import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:https';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { DEMO_CREDENTIALS } from '../../src/mock/options.ts';
import { type RunningMock, startMock } from '../../src/mock/server.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';
import { makeTestCa, type TestCa } from '../helpers/test-ca.ts';
import { tlsFront } from '../helpers/tls-front.ts';

describe('cli: run against an https target with a private CA (--ca-file, VOP_CA_FILE)', () => {
  let mock: RunningMock;
  let front: Server;
  let ca: TestCa;
  const seen: string[] = [];
  let env: Record<string, string>;

  before(async function () {
    this.timeout(30_000);
    ca = makeTestCa();
    mock = await startMock();
    front = await tlsFront(mock.baseUrl, { cert: ca.cert, key: ca.key }, seen);
    env = {
      VOP_BASE_URL: `https://127.0.0.1:${(front.address() as AddressInfo).port}`,
      VOP_API_KEY: DEMO_CREDENTIALS.apiKey,
      VOP_API_SECRET: DEMO_CREDENTIALS.apiSecret,
      VOP_RATE: '0',
      VOP_GREP: 'token-client-credentials-issued',
    };
  });
  after(async () => {
    front.closeAllConnections();
    await new Promise<void>((resolve) => front.close(() => resolve()));
    await mock.close();
  });

  it('exits 2 without the CA, saying the certificate is not trusted, sending nothing', async () => {
    const result = await runCli(['run', '--report-dir', tempDir()], env);
    expect(result.code, result.stdout + result.stderr).to.equal(2);
    expect(result.stderr).to.match(/certificate not trusted/);
    expect(result.stderr).to.include('--ca-file');
    expect(result.stderr).to.not.match(/^\s+at /m);
    expect(seen, 'no request got through the TLS handshake').to.deep.equal([]);
  });

  it("gets its token through TLS with VOP_CA_FILE naming the CA; the sign-off's curl names it too and replays (no exit 60)", async () => {
    const reports = tempDir();
    const result = await runCli(['run', '--report-dir', reports], { ...env, VOP_CA_FILE: ca.caFile });
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    expect(seen).to.include('POST /oauth/client_credential/accesstoken');
    const [run] = readdirSync(reports).filter((name) => /^\d{4}-/.test(name));
    const signoff = readFileSync(join(reports, run ?? '', 'signoff.md'), 'utf8');
    const token = [...signoff.matchAll(/`(curl [^`]*accesstoken[^`]*)`/g)].map((m) => m[1] ?? '')[0] ?? '';
    expect(token).to.include(`--cacert '${ca.caFile}'`);
    if (spawnSync('curl', ['--version']).status !== 0) return;
    // Not spawnSync: the TLS front answering the replay runs in this process.
    const replay = (command: string) =>
      new Promise<number | null>((resolve) => {
        spawn('bash', ['-c', `${command} -sS -o /dev/null --max-time 10`], { stdio: 'ignore' }).on(
          'close',
          resolve,
        );
      });
    expect(await replay(token), "the sign-off's command reaches the target").to.equal(0);
    expect(await replay(token.replace(/--cacert '[^']*' /, '')), 'without --cacert: not trusted').to.equal(
      60,
    );
  });

  it('exits 2 naming --ca-file when the file cannot be read', async () => {
    const result = await runCli(['run', '--report-dir', tempDir()], {
      ...env,
      VOP_CA_FILE: '/nonexistent/ca.pem',
    });
    expect(result.code, result.stdout + result.stderr).to.equal(2);
    expect(result.stderr).to.include('--ca-file (VOP_CA_FILE) /nonexistent/ca.pem: cannot be read (ENOENT)');
  });
});
