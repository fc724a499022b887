import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { runCli, tempDir } from '../helpers/run-cli.ts';

describe('cli: a rule whose tests met another rule’s failure first is "not judged", not a catalogue gap (issue 22, item 6)', () => {
  it('says `not judged: results-record-uetr broke first` in the console, rules.json and index.html', async () => {
    const reports = tempDir();
    const result = await runCli([
      'run',
      '--mock-break',
      'results-record-uetr',
      '--grep',
      'Record-level rules',
      '--report-dir',
      reports,
    ]);
    expect(result.code, result.stdout + result.stderr).to.equal(1);
    const reason = 'not judged: results-record-uetr broke first';
    const named = ['record-name-max-140', 'record-lei-invalid', 'record-error-keeps-task'];
    for (const id of named)
      expect(result.stdout).to.match(new RegExp(`NOT TESTED +${id} \\(.*\\) — ${reason}`));
    expect(result.stdout).to.not.include('no test names this rule');

    const [stamp = ''] = readdirSync(reports).filter((name) => name !== 'history.jsonl');
    const folder = join(reports, stamp);
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
    const index = readFileSync(join(folder, 'index.html'), 'utf8');
    expect(index).to.include(reason);
  });
});
