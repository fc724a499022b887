import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const FIXTURE = fileURLToPath(new URL('../fixtures/mutation/rerun-suites.ts', import.meta.url));

describe('mutation: the suites run again in one process judge the correct mock the same way', () => {
  it('passes every test of every choice set three times over: no state of one run leaks into the next', function () {
    this.timeout(600_000);
    // Stryker's mocha runner loads the suites once and runs them once per mutant: a describe that
    // kept what an earlier run made (record-uetr-invalid's file did) fails on the correct mock and
    // kills every mutant its test reaches.
    const result = spawnSync(process.execPath, ['--import', 'tsx', FIXTURE], {
      encoding: 'utf8',
      env: { ...process.env, VOPC_CHOICE_SETS: '' },
      timeout: 540_000,
    });
    expect(result.status, result.stdout + result.stderr).to.equal(0);
    const runs = result.stdout.split('\n').filter((line) => line.startsWith('run '));
    expect(runs).to.have.length(3);
    const counts = new Set(runs.map((line) => line.replace(/^run \d: /, '')));
    expect([...counts], 'the same counts every run').to.have.length(1);
    expect(runs[0]).to.match(/: [1-9]\d* passed, 0 failed$/);
  });

  it('passes every test again after a run against a broken mock: nothing a broken run made is judged in the next', function () {
    this.timeout(300_000);
    // Stryker runs the next mutant in the same process: a describe that kept what a broken mock
    // made (the error responses' `before` hook once added to its list, run after run) fails the
    // correct mock after it and kills mutants that the suite does not catch.
    const brokenRuns = [
      'error-title-max-70',
      'record-bic-invalid,results-record-shape/match-value,record-uetr-invalid/dropped,status-value-enum',
    ];
    for (const faults of brokenRuns) {
      const result = spawnSync(process.execPath, ['--import', 'tsx', FIXTURE], {
        encoding: 'utf8',
        env: { ...process.env, VOPC_CHOICE_SETS: 'first', VOPC_RERUN_BREAK_FIRST: faults },
        timeout: 120_000,
      });
      expect(result.status, `${faults}\n${result.stdout}${result.stderr}`).to.equal(0);
      const runs = result.stdout.split('\n').filter((line) => line.startsWith('run '));
      expect(runs, faults).to.have.length(3);
      expect(runs[0], `${faults}: the broken mock fails a test`).to.match(/, [1-9]\d* failed$/);
      expect(runs[1], faults).to.match(/: [1-9]\d* passed, 0 failed$/);
      expect(runs[2], faults).to.equal(runs[1]?.replace(/^run 2/, 'run 3'));
    }
  });
});
