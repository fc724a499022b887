import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { calibrate } from '../../src/calibration/calibrate.ts';
import { readSourceRun } from '../../src/calibration/source-run.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';

/**
 * The promise of `mock --like`: a mock calibrated from a run behaves like the target of that run. Two
 * differently configured embedded mocks stand in for the sandbox; each run's report is turned
 * into a calibrated mock (`run --mock-like`), the suite runs against it, and the two runs compare.
 * Long (four to six runs of the suite, a few minutes): .ci/run runs it after npm test.
 */

/**
 * Requests of the exploration in each run here (`--explore`): none. What `mock --like` reproduces
 * are the facts the rules' own tests observe (the sign-off's, the choices they determine, the
 * failed rules); the exploration is judged by every other run of the suite against these choice
 * sets (efficacy's no-false-alarm runs). At its default 1,100 requests it was most of this file's
 * time: a run under the last alternative of every choice took 192 s, 70 s with `--explore 0`
 * (measured on the shared 2-core machine), and this file makes seven runs.
 */
const EXPLORE = '0';

/** Runs the suite with `args`, its report under a fresh folder; the exit code and the report folder. */
async function suiteRun(args: readonly string[]): Promise<{ code: number | null; dir: string; out: string }> {
  const root = tempDir('vopc-like-');
  const { code, stdout, stderr } = await runCli(['run', '--report-dir', root, '--explore', EXPLORE, ...args]);
  const [stamp] = readdirSync(root);
  return { code, dir: join(root, stamp ?? ''), out: stdout + stderr };
}

/** The choices each run determined, by id. */
function determined(dir: string): Record<string, string> {
  const { observed, failedRules } = readSourceRun(dir, 'test');
  return Object.fromEntries(calibrate(observed, failedRules).determined.map((d) => [d.id, d.alternative]));
}

/** The ids of the rules a run failed. */
function failed(dir: string): string[] {
  return readSourceRun(dir, 'test').failedRules.slice().sort();
}

/** What the token rule observed (expires_in, token_type, scope, other fields): deterministic. */
function tokenFact(dir: string): string | undefined {
  const rules = JSON.parse(readFileSync(join(dir, 'rules.json'), 'utf8')) as {
    rules: { id: string; observed?: { value: string }[] }[];
  };
  return rules.rules.find((r) => r.id === 'token-client-credentials-issued')?.observed?.[0]?.value;
}

/** The observed facts the sign-off reports, as choices: each must be determined and equal. */
const SIGNOFF_FACTS = [
  'token-lifetime',
  'token-type',
  'submit-response',
  'results-before-processed-status',
  'results-failed-task-status',
  'error-content-type',
  'ndjson-framing',
  'single-check-response-shape',
] as const;

const SANDBOXES: Record<string, readonly string[]> = {
  'the last alternative of every choice': ['--mock-choices', 'last'],
  'a seeded random choice set (seed 24)': ['--mock-choices', 'random', '--mock-seed', '24'],
};

describe('mock --like: a mock calibrated from a run behaves like its target', function () {
  this.timeout(600_000);

  for (const [name, args] of Object.entries(SANDBOXES)) {
    it(`against ${name}: every observed fact is equal and every rule passes`, async () => {
      const source = await suiteRun(args);
      expect(source.code, source.out).to.equal(0);
      const calibrated = await suiteRun(['--mock-like', source.dir]);
      expect(calibrated.code, calibrated.out).to.equal(0);
      const before = determined(source.dir);
      const after = determined(calibrated.dir);
      for (const id of SIGNOFF_FACTS)
        expect(before[id], `${id} determined by the source run`).to.be.a('string');
      // Every choice the source run determined, the calibrated run shows the same way.
      for (const [id, alternative] of Object.entries(before)) expect(after[id], id).to.equal(alternative);
      expect(tokenFact(calibrated.dir)).to.equal(tokenFact(source.dir));
    });
  }

  it('with --mock-with-deviations, a fault on in the source run fails that same rule, and no other, in the calibrated run', async () => {
    const source = await suiteRun(['--mock-break', 'results-content-disposition']);
    expect(source.code, source.out).to.equal(1);
    expect(failed(source.dir)).to.deep.equal(['results-content-disposition']);
    const calibrated = await suiteRun(['--mock-like', source.dir, '--mock-with-deviations']);
    expect(calibrated.code, calibrated.out).to.equal(1);
    expect(failed(calibrated.dir)).to.deep.equal(['results-content-disposition']);
    const without = await suiteRun(['--mock-like', source.dir]);
    expect(without.code, without.out).to.equal(0);
  });
});
