import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { expect } from 'chai';
import { BIN, runCli, runCliWithin, tempDir } from '../helpers/run-cli.ts';

/** A standalone mock started by the CLI, and the lines it printed up to "Press Ctrl+C". */
interface StartedMock {
  readonly child: ChildProcessWithoutNullStreams;
  readonly banner: string;
}

/** Starts `vop-conformance mock <args>` and waits for its banner (rejects if it exits first). */
function startMockCli(args: readonly string[]): Promise<StartedMock> {
  const child = spawn(process.execPath, [BIN, 'mock', ...args], {
    cwd: tempDir(),
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Press Ctrl+C')) resolve({ child, banner: output });
    });
    child.on('exit', () => reject(new Error(`mock exited early: ${output}`)));
  });
}

/** The `VOP_*=value` lines of a mock's banner, as the variables of a run. */
function bannerVariables(banner: string): Record<string, string> {
  return Object.fromEntries(
    banner
      .split('\n')
      .map((line) => /^(VOP_[A-Z_]+)=(.*)$/.exec(line))
      .flatMap((match) => (match?.[1] && match[2] !== undefined ? [[match[1], match[2]]] : [])),
  );
}

describe('cli: vop-conformance mock', () => {
  it('prints its base URL, demo credentials, its task id of each provider state, its file limits and its three scenario names, serves, and stops on SIGTERM', async () => {
    const { child, banner } = await startMockCli(['--port', '0']);
    const baseUrl = /^VOP_BASE_URL=(http:\/\/127\.0\.0\.1:\d+)$/m.exec(banner)?.[1];
    expect(baseUrl).to.be.a('string');
    expect(banner)
      .to.match(/^VOP_API_KEY=\S+$/m)
      .and.match(/^VOP_API_SECRET=\S+$/m);
    const id = '[0-9a-f-]{36}';
    expect(banner).to.match(
      new RegExp(
        `^VOP_TASK_ID_PROCESSED=${id}\nVOP_TASK_ID_FAILED=${id}\nVOP_TASK_ID_TIMED_OUT=${id}\nVOP_TASK_ID_IN_PROGRESS=${id}\nVOP_MAX_FILE_BYTES=10485760\nVOP_MAX_RECORDS=10000\nVOP_SCENARIO_FAILED=SCENARIO_FAILED\nVOP_SCENARIO_TIMED_OUT=SCENARIO_TIMED_OUT\nVOP_SCENARIO_SLOW=SCENARIO_SLOW\nVOP_SCENARIO_SLOW_MS=120000$`,
        'm',
      ),
    );
    const response = await fetch(`${baseUrl}/vopgateway/v1/bulk/x/status`);
    expect(response.status).to.equal(401);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).to.equal(0);
  });

  it('exits 2 for a bad port or an unknown fault to break', async () => {
    expect((await runCli(['mock', '--port', 'eighty'])).code).to.equal(2);
    const unknown = await runCli(['mock', '--port', '0', '--break', 'no-such-rule']);
    expect(unknown.code).to.equal(2);
    expect(unknown.stderr).to.include(
      '--break: unknown fault id "no-such-rule" (vop-conformance faults lists them)',
    );
  });

  it('exits 2 naming the choice or alternative for an unknown --choice, and for a bad --choices mode', async () => {
    const choice = await runCli(['mock', '--port', '0', '--choice', 'no-such-choice=x']);
    expect(choice.code).to.equal(2);
    expect(choice.stderr).to.include("unknown choice 'no-such-choice'");
    const alternative = await runCli(['mock', '--port', '0', '--choice', 'token-type=Basic']);
    expect(alternative.code).to.equal(2);
    expect(alternative.stderr).to.include("choice 'token-type' has no alternative 'Basic'");
    expect((await runCli(['mock', '--port', '0', '--choices', 'sideways'])).code).to.equal(2);
  });

  it('prints the slow scenario name and time (A9): a run with those lines judges scenario-slow-in-progress', async () => {
    const { child, banner } = await startMockCli(['--port', '0', '--slow-ms', '30000']);
    try {
      const env = bannerVariables(banner);
      expect(env.VOP_SCENARIO_SLOW_MS).to.equal('30000');
      const run = await runCliWithin(
        ['run', '--rule', 'scenario-slow-in-progress', '--report-dir', tempDir()],
        env,
        120_000,
      );
      expect(run.code, run.stdout + run.stderr).to.equal(0);
      expect(run.stdout).to.match(/ 1 passed, 0 failed, 0 warned, 0 skipped/);
    } finally {
      child.kill('SIGTERM');
    }
  });
});

describe('cli: vop-conformance mock --token-lifetime', () => {
  it('prints every variable a full run needs: a run with exactly those lines tests expired tokens', async () => {
    const { child, banner } = await startMockCli(['--port', '0', '--token-lifetime', '2']);
    try {
      const env = bannerVariables(banner);
      expect(env.VOP_TOKEN_WAIT).to.equal('4');
      const run = await runCliWithin(
        ['run', '--grep', 'auth-expired-401', '--report-dir', tempDir()],
        env,
        120_000,
      );
      expect(run.code, run.stdout + run.stderr).to.equal(0);
      // The three expired-token tests ran and passed; none was skipped for want of a wait.
      expect(run.stdout).to.match(/ 0 failed, 0 warned, 0 skipped/);
      expect(run.stdout.match(/^ +✔ /gm), 'three tests passed').to.have.length(3);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('says how to run the expired-token rules when tokens live long', async () => {
    const { child, banner: output } = await startMockCli(['--port', '0']);
    child.kill('SIGTERM');
    expect(output).to.not.match(/^VOP_TOKEN_WAIT=/m);
    expect(output).to.match(/^# tokens live 3600 s: .*--token-lifetime 5/m);
  });
});
