import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect } from 'chai';
import { PATHS } from '../../src/api/paths.ts';
import { type RunningMock, startMock } from '../../src/mock/server.ts';
import { type ForwardProxy, startForwardProxy } from '../helpers/forward-proxy.ts';
import { mockTargetEnv } from '../helpers/mock-target-env.ts';
import { type CliResult, runCli, tempDir } from '../helpers/run-cli.ts';
import { makeClientCertificate, makeTestCa } from '../helpers/test-ca.ts';
import { tlsFront } from '../helpers/tls-front.ts';

const PROXY_USER = 'qa-bot';
const PROXY_PASSWORD = 'pr0xy-s3cret-4e7b';
/** The token rules: token requests and functional calls (the bearer token's uses), a run of seconds. */
const GREP = 'token-';

/** Every file below `dir`, recursively. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

/** The requests the run's sign-off counts (`Rate: N requests in …`). */
function requestsCounted(reports: string): number {
  const signoff = filesBelow(reports).find((file) => file.endsWith('signoff.md'));
  const match = /Rate: (\d+) requests in/.exec(readFileSync(signoff ?? '', 'utf8'));
  return Number(match?.[1] ?? -1);
}

describe('cli: a URL target behind a forward proxy', function () {
  this.timeout(120_000);
  let mock: RunningMock;
  let proxy: ForwardProxy;
  let env: Record<string, string>;
  before(async () => {
    mock = await startMock();
    proxy = await startForwardProxy(`${PROXY_USER}:${PROXY_PASSWORD}`);
    env = { ...mockTargetEnv(mock), VOP_GREP: GREP };
  });
  after(async () => {
    await proxy.close();
    await mock.close();
  });
  beforeEach(() => {
    proxy.requests.length = 0;
  });

  const withCredentials = () => proxy.url.replace('//', `//${PROXY_USER}:${PROXY_PASSWORD}@`);

  it('HTTP_PROXY: every request of the run, token requests included, goes through the proxy; its password shows nowhere', async () => {
    const reports = tempDir();
    const result = await runCli(['run', '--report-dir', reports], { ...env, HTTP_PROXY: withCredentials() });
    const output = result.stdout + result.stderr;
    expect(result.code, output).to.equal(0);
    const counted = requestsCounted(reports);
    expect(counted).to.be.above(10);
    expect(proxy.requests).to.have.length(counted);
    expect(proxy.requests.every((r) => r.includes(` ${mock.baseUrl}/`))).to.equal(true);
    expect(proxy.requests.filter((r) => r.startsWith('POST ') && r.includes(PATHS.token)).length).to.be.above(
      0,
    );
    expect(proxy.requests.filter((r) => !r.includes(PATHS.token)).length, 'functional calls').to.be.above(0);
    for (const text of [output, ...filesBelow(reports).map((file) => readFileSync(file, 'utf8'))]) {
      expect(text.includes(PROXY_PASSWORD)).to.equal(false);
      expect(text.includes(Buffer.from(`${PROXY_USER}:${PROXY_PASSWORD}`).toString('base64'))).to.equal(
        false,
      );
    }
  });

  it("the console and the sign-off name the proxy, and the sign-off's curl goes through it ($PROXY_USER)", async () => {
    const reports = tempDir();
    const result = await runCli(['run', '--report-dir', reports], { ...env, HTTP_PROXY: withCredentials() });
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    const through = `through the proxy HTTP_PROXY=${proxy.url}`;
    expect(result.stdout)
      .to.include(`vop-conformance: requests go ${through}\n`)
      .and.include(`vop-conformance: the run's requests went ${through}\n`);
    const signoff = readFileSync(filesBelow(reports).find((f) => f.endsWith('signoff.md')) ?? '', 'utf8');
    expect(signoff).to.include(`- Proxy: the requests went ${through}`);
    const curls = [...signoff.matchAll(/`(curl [^`]*)`/g)].map((m) => m[1] ?? '');
    expect(curls).to.not.deep.equal([]);
    for (const curl of curls) expect(curl).to.include(`--proxy '${proxy.url}' --proxy-user "$PROXY_USER"`);
    if (spawnSync('curl', ['--version']).status !== 0) return;
    proxy.requests.length = 0;
    // Not spawnSync: the proxy and the mock answering the replay run in this process.
    const code = await new Promise<number | null>((resolve) => {
      spawn('bash', ['-c', `${curls[0] ?? ''} -sS -o /dev/null --max-time 10`], {
        stdio: 'ignore',
        env: { PATH: process.env.PATH ?? '', PROXY_USER: `${PROXY_USER}:${PROXY_PASSWORD}` },
      }).on('close', resolve);
    });
    expect(code).to.equal(0);
    expect(proxy.requests, 'the replay went through the proxy').to.have.length(1);
  });

  it('--proxy wins over the variables', async () => {
    const result = await runCli(['run', '--report-dir', tempDir(), '--proxy', withCredentials()], {
      ...env,
      HTTP_PROXY: 'http://127.0.0.1:9',
    });
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    expect(proxy.requests.length).to.be.above(10);
  });

  it('NO_PROXY: a listed host is reached directly, the proxy sees nothing', async () => {
    const result = await runCli(['run', '--report-dir', tempDir()], {
      ...env,
      HTTP_PROXY: 'http://127.0.0.1:9',
      NO_PROXY: 'localhost,127.0.0.1',
    });
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    expect(proxy.requests).to.deep.equal([]);
    expect(result.stdout).to.include('vop-conformance: requests go directly (NO_PROXY lists 127.0.0.1)');
  });

  it('a proxy that cannot be reached: exit 2 naming it, not VOP_BASE_URL', async () => {
    const result: CliResult = await runCli(['run', '--report-dir', tempDir()], {
      ...env,
      HTTP_PROXY: 'http://127.0.0.1:9',
    });
    const output = result.stdout + result.stderr;
    expect(result.code, output).to.equal(2);
    expect(output).to.include('cannot reach the proxy HTTP_PROXY=http://127.0.0.1:9 (connection refused)');
    expect(output).to.include('check HTTP_PROXY');
    expect(output).to.not.include('check VOP_BASE_URL');
  });

  it('--proxy is refused for the embedded mock, reached directly: exit 2', async () => {
    const refused = await runCli(['run', '--report-dir', tempDir(), '--proxy', 'http://127.0.0.1:9'], {
      VOP_GREP: GREP,
    });
    expect(refused.code).to.equal(2);
    expect(refused.stderr).to.include('--proxy applies to a URL target (set VOP_BASE_URL)');
  });
});

describe('cli: mutual TLS through a forward proxy: the client certificate reaches the target inside the tunnel', function () {
  this.timeout(120_000);

  it('HTTPS_PROXY with --client-cert, --client-key and --ca-file: exit 0, every connection a CONNECT tunnel', async () => {
    const ca = makeTestCa();
    const client = makeClientCertificate(ca, 'proxy-tunnel-pass-8a2');
    const mock = await startMock();
    const seen: string[] = [];
    const tls = { cert: ca.cert, key: ca.key, ca: readFileSync(ca.caFile, 'utf8'), requestCert: true };
    const front: Server = await tlsFront(mock.baseUrl, { ...tls, rejectUnauthorized: true }, seen);
    const proxy = await startForwardProxy();
    try {
      const result = await runCli(['run', '--report-dir', tempDir()], {
        ...mockTargetEnv(mock),
        VOP_BASE_URL: `https://127.0.0.1:${(front.address() as AddressInfo).port}`,
        VOP_GREP: GREP,
        VOP_CA_FILE: ca.caFile,
        VOP_CLIENT_CERT: client.certFile,
        VOP_CLIENT_KEY: client.keyFile,
        VOP_CLIENT_KEY_PASSPHRASE: 'proxy-tunnel-pass-8a2',
        HTTPS_PROXY: proxy.url,
      });
      expect(result.code, result.stdout + result.stderr).to.equal(0);
      expect(proxy.connects.length).to.be.above(0);
      expect(proxy.requests).to.deep.equal([]);
      expect(seen.filter((s) => s.includes(PATHS.token)).length).to.be.above(0);
    } finally {
      await proxy.close();
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await mock.close();
    }
  });
});
