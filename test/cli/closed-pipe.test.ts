import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { expect } from 'chai';
import { BIN, isReportFolder, tempDir } from '../helpers/run-cli.ts';

/** Longest a command with a closed stdout may take before it is killed, ms. */
const LIMIT_MS = 90_000;

interface ClosedPipeResult {
  readonly code: number | null;
  readonly stderr: string;
  readonly killed: boolean;
}

/**
 * Runs `vop-conformance <args>` whose stdout reader goes away at once (as `| head -1` does once
 * it has its line): every write of the CLI meets EPIPE. Killed after `LIMIT_MS`.
 */
function runWithClosedStdout(args: readonly string[]): Promise<ClosedPipeResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: tempDir(),
      // No plain progress line on stderr, however long a loaded machine makes the run.
      env: { PATH: process.env.PATH ?? '', VOP_PROGRESS: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy();
    let stderr = '';
    let killed = false;
    const limit = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, LIMIT_MS);
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      clearTimeout(limit);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(limit);
      resolve({ code, stderr, killed });
    });
  });
}

describe('cli: output into a closed pipe (EPIPE)', () => {
  it('`rules | head -1` ends quietly with exit 0, no "Unhandled \'error\' event" and no stack', async () => {
    const result = await runWithClosedStdout(['rules']);
    expect(result.killed).to.equal(false);
    expect(result.stderr).to.equal('');
    expect(result.code).to.equal(0);
  });

  it('a run keeps its own exit code and still writes its reports', async () => {
    const reports = tempDir();
    const result = await runWithClosedStdout([
      'run',
      '--report-dir',
      reports,
      '--grep',
      'status-taskid-uuid',
    ]);
    expect(result.killed).to.equal(false);
    expect(result.stderr).to.equal('');
    expect(result.code).to.equal(0);
    const [folder, ...more] = readdirSync(reports).filter(isReportFolder);
    expect(more).to.deep.equal([]);
    expect(readdirSync(`${reports}/${folder ?? ''}`)).to.include.members(['index.html', 'junit.xml']);
  });
});
