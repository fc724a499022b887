import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { tempDir } from '../helpers/run-cli.ts';

/** The package's entry point, as its source (the tarball's `dist/` is tested by test/package). */
const ENTRY = fileURLToPath(new URL('../../src/index.ts', import.meta.url));
/** tsx's loader, so that a child in any folder can import the TypeScript sources. */
const TSX = import.meta.resolve('tsx');

/**
 * Runs `runSuite(<options>)` in a child Node in `cwd` with only PATH in its environment, and
 * prints the outcome as a last line `RESULT {…}` (or `ERROR <name>: <message>`); its stdout and
 * stderr.
 */
function runSuiteIn(cwd: string, options: string): Promise<{ stdout: string; stderr: string }> {
  const script = [
    `import { runSuite } from ${JSON.stringify(ENTRY)};`,
    'try {',
    `  const r = await runSuite(${options});`,
    "  console.log('RESULT ' + JSON.stringify({ verdict: r.verdict, passed: r.counts.passed }));",
    '} catch (e) {',
    "  console.log('ERROR ' + e.name + ': ' + e.message);",
    '}',
  ].join('\n');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX, '--input-type=module', '-e', script], {
      cwd,
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', () => resolve({ stdout, stderr }));
  });
}

describe('runSuite, the programmatic entry point', function () {
  this.timeout(180_000);

  it('reads .env in its folder as the CLI does, a bad value named as coming from .env', async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, '.env'), 'VOP_RATE=fast\n');
    const { stdout, stderr } = await runSuiteIn(cwd, '{}');
    expect(stdout, stderr).to.equal(
      'ERROR ConfigError: invalid configuration:\n  - VOP_RATE in .env must be a number >= 0 or auto (got "fast")\n',
    );
  });

  it("quiet: true keeps mocha's test lines off stdout; without it they are printed", async () => {
    const options = (quiet: boolean) =>
      JSON.stringify({ flags: { grep: 'status-taskid-uuid', reportDir: 'reports' }, quiet });
    const cwd = tempDir();
    const quiet = await runSuiteIn(cwd, options(true));
    const lines = quiet.stdout.trim().split('\n');
    expect(lines, quiet.stderr).to.have.length(1);
    expect(lines[0]).to.match(/^RESULT \{"verdict":"passed","passed":\d+\}$/);
    const loud = await runSuiteIn(cwd, options(false));
    expect(loud.stdout, loud.stderr).to.include('✔').and.include('RESULT {"verdict":"passed"');
  });
});
