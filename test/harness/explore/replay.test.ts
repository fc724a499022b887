import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { startMock, type RunningMock } from '../../../src/mock/server.ts';
import { DEMO_CREDENTIALS } from '../../../src/mock/options.ts';
import { runCli, tempDir } from '../../helpers/run-cli.ts';

/** The bash script a failure of the exploration prints after "Replay it with bash", unindented. */
function replayScript(output: string): string {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => line.includes('Replay it with bash'));
  expect(start, output).to.be.greaterThan(-1);
  const script: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('    ')) break;
    script.push(line.slice(4));
  }
  return script.join('\n');
}

/** The uetrs of the NDJSON lines in `text` that appear on more than one line. */
function repeatedUetrs(text: string): string[] {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/^\{"uetr":"([0-9a-f-]{36})"/gm)) {
    const uetr = match[1] ?? '';
    counts.set(uetr, (counts.get(uetr) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > 1).map(([uetr]) => uetr);
}

describe('exploration: a failure replays from its printed sequence', function () {
  this.timeout(180_000);
  let mock: RunningMock;

  before(async () => {
    // The embedded mock's quick lifecycle: each task final within about 50 ms.
    mock = await startMock({
      queueMs: 10,
      processingMs: 40,
      faults: new Set(['results-one-line-per-record/duplicate'] as const),
    });
  });
  after(() => mock.close());

  it('shrinks a result file that repeats a line to a submission and a read of its file; its bash script reproduces the repeated line', async () => {
    const env = {
      VOP_BASE_URL: mock.baseUrl,
      VOP_API_KEY: DEMO_CREDENTIALS.apiKey,
      VOP_API_SECRET: DEMO_CREDENTIALS.apiSecret,
      VOP_RATE: '0',
      VOP_PROGRESS: 'off',
    };
    const run = await runCli(
      ['run', '--grep', 'exploration', '--seed', '11', '--report-dir', tempDir()],
      env,
    );
    expect(run.code, run.stdout + run.stderr).to.equal(1);
    expect(run.stdout).to.match(/FAILED results-one-line-per-record/);
    const script = replayScript(run.stdout);
    expect(script).to.match(/^TOKEN=\$\(curl /);
    expect(script).to.include('TASK_1=$(printf');
    expect(script).not.to.include(DEMO_CREDENTIALS.apiSecret);
    const file = join(tempDir(), 'replay.sh');
    writeFileSync(file, `set -euo pipefail\n${script}\n`);
    // Asynchronous: the mock answers from this process.
    const replay = await promisify(execFile)('bash', [file], {
      env: { ...process.env, ...env },
      timeout: 60_000,
    });
    const lastResponse = replay.stdout.slice(replay.stdout.lastIndexOf('HTTP/1.1 '));
    expect(lastResponse).to.match(/^HTTP\/1\.1 200/);
    expect(repeatedUetrs(lastResponse), lastResponse).to.have.length(1);
  });
});
