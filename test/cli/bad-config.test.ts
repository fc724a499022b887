import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect } from 'chai';
import { type CliResult, runCli, runCliWithin, tempDir } from '../helpers/run-cli.ts';
import { type ScriptedServer, startScriptedServer } from '../helpers/scripted-server.ts';

/** Generous bound for a bad configuration to be reported, ms (the CLI's start-up included): then killed. */
const WITHIN_MS = 30_000;

/**
 * The shape every bad configuration shares: exit 2, stderr starting `vop-conformance: ` and
 * naming `name`, no stack frame, nothing on stdout.
 */
function expectConfigError(result: CliResult, name: string): void {
  expect(result.code, result.stderr).to.equal(2);
  expect(result.stderr).to.match(/^vop-conformance: /);
  expect(result.stderr).to.include(name);
  expect(result.stderr).to.not.match(/^\s+at .+:\d+:\d+\)?$/m);
  expect(result.stdout).to.equal('');
}

describe('cli: each bad configuration exits 2 with one line naming the variable or flag', () => {
  it('a base URL without credentials names both variables', async () => {
    const result = await runCli(['run'], { VOP_BASE_URL: 'http://127.0.0.1:9' });
    expectConfigError(result, 'VOP_API_KEY is missing');
    expect(result.stderr).to.include('VOP_API_SECRET is missing');
  });

  it('a non-numeric --rate names --rate', async () => {
    expectConfigError(await runCli(['run', '--rate', 'ten']), '--rate must be a number');
  });

  it('an unknown command is named', async () => {
    expectConfigError(await runCli(['verify-all']), "unknown command 'verify-all'");
  });

  it('mock on a port in use names --port and EADDRINUSE', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = taken.address() as AddressInfo;
      const result = await runCliWithin(['mock', '--port', String(port)], {}, WITHIN_MS);
      expectConfigError(result, `--port ${port}`);
      expect(result.stderr).to.include('EADDRINUSE');
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  describe('an unreadable .env', () => {
    // Tests may run as root, where a file of mode 000 is still readable: a directory and a FIFO
    // fail for every user. A FIFO is the dangerous one: read as a file it blocks for ever.
    it('a directory named .env', async () => {
      const cwd = tempDir();
      mkdirSync(join(cwd, '.env'));
      const result = await runCli(['run'], {}, cwd);
      expectConfigError(result, '.env in');
      expect(result.stderr).to.include('it is a directory');
    });

    it('a FIFO named .env ends at once instead of waiting for a writer', async function () {
      if (process.platform === 'win32') this.skip();
      const cwd = tempDir();
      execFileSync('mkfifo', [join(cwd, '.env')]);
      const result = await runCliWithin(['rules'], {}, WITHIN_MS, cwd);
      expect(result.killed, 'still waiting for a writer').to.equal(false);
      expectConfigError(result, '.env in');
      expect(result.stderr).to.include('it is a FIFO');
    });

    it('a file without read permission (not as root: root reads it anyway)', async function () {
      if (process.getuid?.() === 0 || process.platform === 'win32') this.skip();
      const cwd = tempDir();
      writeFileSync(join(cwd, '.env'), 'VOP_RATE=1\n');
      chmodSync(join(cwd, '.env'), 0o000);
      expectConfigError(await runCli(['run'], {}, cwd), 'EACCES');
    });
  });

  describe('a report directory that cannot be written', () => {
    let target: ScriptedServer;
    before(async () => {
      target = await startScriptedServer((_req, res) => {
        res.writeHead(500).end();
      });
    });
    after(() => target.close());

    /** A URL target that must not be contacted: the folder is checked before any request. */
    const env = () => ({ VOP_BASE_URL: target.baseUrl, VOP_API_KEY: 'k', VOP_API_SECRET: 's3cret' });

    it('under a file: ENOTDIR, naming the file, before any request to the target', async () => {
      const file = join(tempDir(), 'not-a-folder');
      writeFileSync(file, 'x');
      const result = await runCli(['run', '--report-dir', join(file, 'reports')], env());
      expectConfigError(result, '--report-dir (VOP_REPORT_DIR) cannot be written');
      expect(result.stderr).to.include(`ENOTDIR: ${file} is not a folder`);
      expect(target.requests).to.have.length(0);
    });

    it('/proc/x: ENOENT within seconds (recursive mkdir loops for ever on procfs)', async function () {
      if (!existsSync('/proc/self')) this.skip();
      const result = await runCliWithin(['run', '--report-dir', '/proc/x'], env(), WITHIN_MS);
      expect(result.killed, 'still running').to.equal(false);
      expectConfigError(result, '--report-dir (VOP_REPORT_DIR) cannot be written');
      expect(result.stderr).to.include('ENOENT: cannot create /proc/x');
      expect(target.requests).to.have.length(0);
    });

    it('a folder without write permission: EACCES (not as root: root writes anyway)', async function () {
      if (process.getuid?.() === 0 || process.platform === 'win32') this.skip();
      const root = tempDir();
      chmodSync(root, 0o555);
      const result = await runCli(['run', '--report-dir', root], env());
      expectConfigError(result, 'EACCES');
      expect(readdirSync(root)).to.deep.equal([]);
    });
  });
});

describe('cli: each configuration mistake exits 2 naming its key', () => {
  /** `text` written to `name` in a fresh folder; the folder. */
  function folderWith(name: string, text: string): string {
    const cwd = tempDir();
    writeFileSync(join(cwd, name), text);
    return cwd;
  }

  it('a profile with baseURL and rates names both keys with the nearest known ones, and nothing about the credentials', async () => {
    const cwd = folderWith('p.json', JSON.stringify({ name: 's', baseURL: 'https://x.example', rates: 5 }));
    const result = await runCli(
      ['run', '--profile', 'p.json'],
      { VOP_API_KEY: 'k', VOP_API_SECRET: 's' },
      cwd,
    );
    expectConfigError(result, 'profile p.json: unknown key "baseURL" (did you mean "baseUrl"?)');
    expect(result.stderr).to.include('profile p.json: unknown key "rates" (did you mean "rate"?)');
    expect(result.stderr).to.not.include('VOP_API_KEY');
  });

  it('a profile that is not JSON names the line and column', async () => {
    const cwd = folderWith('p.json', '{\n  "name": "s",\n  "rate": 5,\n}\n');
    const result = await runCli(['run', '--profile', 'p.json'], {}, cwd);
    expectConfigError(result, 'profile p.json: not valid JSON at line 4, column 1');
  });

  it('an expected failure with untill names it and the nearest known key, until', async () => {
    const cwd = folderWith(
      'e.json',
      JSON.stringify({ 'status-taskid-uuid': { reason: 'r', untill: '2030-01-01' } }),
    );
    const result = await runCli(['run', '--expect-failures', 'e.json'], {}, cwd);
    expectConfigError(
      result,
      'expected failures e.json: status-taskid-uuid: unknown key "untill" (did you mean "until"?)',
    );
  });

  it('a bad value from .env is named as coming from .env', async () => {
    const cwd = folderWith('.env', 'VOP_RATE=fast\n');
    const result = await runCli(['run'], {}, cwd);
    expectConfigError(result, 'VOP_RATE in .env must be a number >= 0 or auto (got "fast")');
  });

  it('an expected-failures file with a $schema key runs; the first line says the target is the embedded mock, not a sandbox', async () => {
    const cwd = folderWith(
      'e.json',
      JSON.stringify({
        $schema: '../node_modules/vop-conformance/schemas/config/expected-failures.schema.json',
      }),
    );
    const result = await runCli(
      ['run', '--expect-failures', 'e.json', '--grep', 'status-taskid-uuid', '--report-dir', tempDir()],
      {},
      cwd,
    );
    expect(result.code, result.stderr).to.equal(0);
    expect(result.stdout).to.match(
      /^vop-conformance: running against the embedded mock, not a sandbox \(http:\/\/127\.0\.0\.1:\d+\) /,
    );
  });

  it('--require-target with an empty VOP_BASE_URL (an absent CI secret): one problem naming VOP_BASE_URL; empty variables count as unset', async () => {
    const result = await runCli(['run', '--require-target'], {
      VOP_BASE_URL: '',
      VOP_ASSUMPTIONS: '',
      VOP_API_KEY: 'k',
      VOP_API_SECRET: 's',
    });
    expectConfigError(result, 'no target: VOP_BASE_URL is empty or not set');
    expect(result.stderr.trim().split('\n')).to.have.length(2);
  });

  it('VOP_REQUIRE_TARGET in GitHub Actions names the secret to set', async () => {
    const result = await runCli(['run'], {
      VOP_REQUIRE_TARGET: 'true',
      VOP_BASE_URL: '',
      GITHUB_ACTIONS: 'true',
    });
    expectConfigError(result, 'set the secret VOP_BASE_URL');
  });

  it('an empty VOP_BASE_URL in .env (a copied .env.example) counts as unset, and a set variable lets .env fill an empty one', async () => {
    const cwd = folderWith('.env', 'VOP_BASE_URL=\nVOP_RATE=fast\n');
    const result = await runCli(['run', '--require-target'], { VOP_RATE: '' }, cwd);
    expectConfigError(result, 'no target: VOP_BASE_URL is empty or not set');
    expect(result.stderr).to.include('VOP_RATE in .env must be');
  });
});
