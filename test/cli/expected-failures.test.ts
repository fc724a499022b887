import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { readExpectedFailures } from '../../src/cli/expected-failures-file.ts';
import { configProblemsOf } from '../helpers/config-problems.ts';
import { runCliWithin, tempDir } from '../helpers/run-cli.ts';

/** `value` written as JSON to a fresh file; its path. */
function file(value: unknown): string {
  const path = join(tempDir(), 'expected-failures.json');
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

describe('cli: --expect-failures FILE', () => {
  it('reads rule id → { reason, target?, until? }', () => {
    const path = file({
      'status-detail-when-failed': { reason: 'PROV-12', until: '2030-01-31' },
      'error-title-max-70': { reason: 'PROV-13', target: 'sandbox' },
    });
    expect(readExpectedFailures(path, '2026-11-23')).to.deep.equal([
      { ruleId: 'status-detail-when-failed', reason: 'PROV-12', until: '2030-01-31' },
      { ruleId: 'error-title-max-70', reason: 'PROV-13', target: 'sandbox' },
    ]);
  });

  it('names an unknown rule id and an until date that has passed, both at once', () => {
    const path = file({
      'no-such-rule': { reason: 'x' },
      'status-detail-when-failed': { reason: 'PROV-12', until: '2026-11-22' },
      'error-title-max-70': { reason: 'PROV-13', until: '2026-11-23' },
    });
    const problems = configProblemsOf(() => readExpectedFailures(path, '2026-11-23'));
    expect(problems).to.have.length(2);
    expect(problems[0]).to.match(/unknown rule id "no-such-rule"/);
    expect(problems[1]).to.match(/status-detail-when-failed expired on 2026-11-22/);
  });

  it('rejects an entry without a reason, with an unknown field, and a file that is not JSON', () => {
    expect(
      configProblemsOf(() => readExpectedFailures(file({ 'error-title-max-70': {} }), '2026-11-23'))[0],
    ).to.match(/: error-title-max-70: missing key "reason"$/);
    expect(
      configProblemsOf(() =>
        readExpectedFailures(file({ 'error-title-max-70': { reason: 'x', ticket: 1 } }), '2026-11-23'),
      )[0],
    ).to.match(/: error-title-max-70: unknown key "ticket" \(known keys: reason, target, until\)$/);
    expect(configProblemsOf(() => readExpectedFailures(file('{'), '2026-11-23'))[0]).to.match(
      /not valid JSON/,
    );
  });

  it('accepts a $schema key for an editor, and names an unknown key with the nearest known one', () => {
    const schema = '../node_modules/vop-conformance/schemas/config/expected-failures.schema.json';
    expect(readExpectedFailures(file({ $schema: schema }), '2026-11-23')).to.deep.equal([]);
    expect(
      readExpectedFailures(
        file({ $schema: schema, 'error-title-max-70': { reason: 'PROV-13' } }),
        '2026-11-23',
      ),
    ).to.deep.equal([{ ruleId: 'error-title-max-70', reason: 'PROV-13' }]);
    const path = file({ 'status-taskid-uuid': { reason: 'PROV-1', untill: '2030-01-01' } });
    expect(configProblemsOf(() => readExpectedFailures(path, '2026-11-23'))).to.deep.equal([
      `expected failures ${path}: status-taskid-uuid: unknown key "untill" (did you mean "until"?)`,
    ]);
  });

  it('names the nearest rule id for one that is not in the catalogue', () => {
    const problems = configProblemsOf(() =>
      readExpectedFailures(
        file({ 'status-taskid-uid': { reason: 'x' }, Status_X: { reason: 'x' } }),
        '2026-11-23',
      ),
    );
    expect(problems).to.have.length(2);
    expect(problems[0]).to.match(/unknown rule id "status-taskid-uid": did you mean "status-taskid-uuid"\?/);
    expect(problems[1]).to.match(/unknown rule id "Status_X" \(vop-conformance rules lists them\)$/);
  });

  it('gives the line and column where a file stops being JSON', () => {
    const path = file('{\n  "status-taskid-uuid": { "reason": "x" },\n}\n');
    expect(configProblemsOf(() => readExpectedFailures(path, '2026-11-23'))).to.deep.equal([
      `expected failures ${path}: not valid JSON at line 3, column 1: Expected double-quoted property name`,
    ]);
  });

  describe('in a run against the embedded mock', () => {
    const rule = 'status-detail-when-failed';
    const expected = { [rule]: { reason: 'PROV-12: no detail on FAILED' } };

    it('passes a run whose only failure is expected, and reports it as expected', async () => {
      const run = await runCliWithin(
        [
          'run',
          '--grep',
          rule,
          '--mock-break',
          rule,
          '--expect-failures',
          file(expected),
          '--report-dir',
          tempDir(),
        ],
        {},
        120_000,
      );
      expect(run.code, run.stdout + run.stderr).to.equal(0);
      expect(run.stdout).to.match(/1 expected failures/);
      expect(run.stdout).to.match(/EXPECTED\s+status-detail-when-failed .*expected failure: PROV-12/);
    });

    it('fails a run in which an expected failure no longer happens', async () => {
      const run = await runCliWithin(
        ['run', '--grep', rule, '--expect-failures', file(expected), '--report-dir', tempDir()],
        {},
        120_000,
      );
      expect(run.code, run.stdout + run.stderr).to.equal(1);
      expect(run.stdout).to.match(
        /FAILED status-detail-when-failed .*\n {4}Received: the rule held, though .* expects it to fail \(PROV-12/,
      );
    });

    it('exits 2 with one line for an expired entry', async () => {
      const run = await runCliWithin(
        [
          'run',
          '--expect-failures',
          file({ [rule]: { reason: 'x', until: '2020-01-01' } }),
          '--report-dir',
          tempDir(),
        ],
        {},
        60_000,
      );
      expect(run.code, run.stdout + run.stderr).to.equal(2);
      expect(run.stderr).to.match(/status-detail-when-failed expired on 2020-01-01/);
      expect(run.stderr).to.not.match(/\n\s+at /);
    });
  });
});
