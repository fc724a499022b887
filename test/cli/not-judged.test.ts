import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { isReportFolder, runCli, tempDir, type CliResult } from '../helpers/run-cli.ts';

describe('cli: a rule whose tests met another rule’s failure first is "not judged", not a catalogue gap', () => {
  const reason = 'not judged: results-record-uetr broke first';
  /** The record rules whose every test met the missing uetr before judging its own rule. */
  const named = ['record-name-max-140', 'record-lei-invalid', 'record-error-keeps-task'];
  let result: CliResult = { code: null, stdout: '', stderr: '' };
  let folder = '';

  before(async function () {
    this.timeout(120_000);
    const reports = tempDir();
    // The whole run: its first note of results-record-uetr is a result file judged as a whole,
    // without a request to replay.
    result = await runCli(['run', '--mock-break', 'results-record-uetr', '--report-dir', reports]);
    const [stamp = ''] = readdirSync(reports).filter(isReportFolder);
    folder = join(reports, stamp);
  });

  it('fails the run for the rule that broke, and lists the rules not judged under it in the console', () => {
    expect(result.code, result.stdout + result.stderr).to.equal(1);
    expect(result.stdout).to.match(/\nFAILED results-record-uetr \(documented\): /);
    const group =
      /\n {2}NOT JUDGED (\d+) rules: results-record-uetr broke first in their tests\n((?: {13}.*\n)+)/.exec(
        result.stdout,
      );
    expect(group, result.stdout).to.not.equal(null);
    const ids = (group?.[2] ?? '').split(/[\s,]+/).filter(Boolean);
    expect(ids).to.include.members(named);
    expect(ids).to.have.length(Number(group?.[1]));
    expect(result.stdout).to.not.include('no test names this rule');
    expect(result.stdout.trimEnd().split('\n').at(-1)).to.match(
      new RegExp(
        `^FAILED: 1 rule failed \\(results-record-uetr\\), \\d+ of \\d+ rules held, ${ids.length} not judged`,
      ),
    );
  });

  it('keeps the rules `not tested` in rules.json, with the reason and the tests that set out to judge them', () => {
    const rules = (
      JSON.parse(readFileSync(join(folder, 'rules.json'), 'utf8')) as {
        rules: Array<{ id: string; status: string; reason?: string; tests: string[] }>;
      }
    ).rules;
    for (const id of named) {
      const row = rules.find((r) => r.id === id);
      expect(row?.status, id).to.equal('not tested');
      expect(row?.reason, id).to.equal(reason);
      expect(row?.tests.length, `${id}: the test that set out to judge it`).to.be.greaterThan(0);
    }
  });

  it('shows the reason in each rule’s row of index.html, and the failure with its replay under "Needs attention"', () => {
    const index = readFileSync(join(folder, 'index.html'), 'utf8');
    for (const id of named) {
      const row = new RegExp(`<tr [^>]*id="rule-${id}">([\\s\\S]*?)</tr>`).exec(index)?.[1] ?? '';
      expect(row, id).to.include(reason);
    }
    const attention = /<section id="needs-attention"[^>]*>([\s\S]*?)<\/section>/.exec(index)?.[1] ?? '';
    expect(attention).to.include('<code>results-record-uetr</code></a> · failed');
    expect(attention).to.match(/Received: .*\nDocumented: .*\nReplay: curl -i -X GET /);
    expect(attention).to.match(
      /rule\(s\) not judged<\/b>: <a href="#rule-results-record-uetr"><code>results-record-uetr<\/code><\/a> \(failed\) broke first/,
    );
    for (const id of named) {
      expect(attention, `${id} is not a failure`).to.not.include(`<code>${id}</code></a> · failed`);
      expect(attention, `${id} is listed as not judged`).to.include(
        `<a href="#rule-${id}"><code>${id}</code></a>`,
      );
    }
  });
});
