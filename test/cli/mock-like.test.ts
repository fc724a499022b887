import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { OBSERVED_CHOICES_FORMAT } from '../../src/calibration/observed-choices.ts';
import { validate } from '../../src/schemas/registry.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';

/** A report folder as a run writes it, with the observations and rules given. */
function reportDir(choices: Record<string, unknown>, rules: { id: string; status: string }[]): string {
  const dir = join(tempDir(), 'report');
  mkdirSync(dir);
  const observed = { format: OBSERVED_CHOICES_FORMAT, choices, settings: { tokenLifetimeSeconds: 1800 } };
  writeFileSync(join(dir, 'observed-choices.json'), JSON.stringify(observed));
  writeFileSync(join(dir, 'rules.json'), JSON.stringify({ rules }));
  return dir;
}

const by = 'POST /oauth/client_credential/accesstoken → 200';

describe('cli: vop-conformance mock --like', () => {
  it('--print-choices prints a valid choices file and the summary: determined, undetermined, not observed, deviations', async () => {
    const dir = reportDir(
      {
        'token-type': [{ alternatives: ['Bearer'], count: 3, shownBy: by }],
        'ndjson-framing': [{ alternatives: ['lf', 'chunked'], count: 2, shownBy: by }],
      },
      [{ id: 'results-content-disposition', status: 'failed' }],
    );
    const { code, stdout, stderr } = await runCli([
      'mock',
      '--like',
      dir,
      '--with-deviations',
      '--print-choices',
    ]);
    expect(code, stderr).to.equal(0);
    const file = JSON.parse(stdout) as { choices: Record<string, string>; faults: string[] };
    expect(validate('config/choices-file.schema.json', file).valid).to.equal(true);
    expect(file.choices['token-type']).to.equal('Bearer');
    expect(file.faults).to.deep.equal(['results-content-disposition']);
    expect(stderr).to.include(
      'token-type=Bearer (shown by POST /oauth/client_credential/accesstoken → 200 and 2 more)',
    );
    expect(stderr).to.include(
      'ndjson-framing: keeps lf; cannot be told apart from what was seen: lf, chunked',
    );
    expect(stderr).to.match(/not observed: \d+ choice\(s\) keep their default: /);
    expect(stderr).to.include(
      'deviations switched on: results-content-disposition (fault results-content-disposition)',
    );
    expect(stderr).to.include('settings seen: tokenLifetimeSeconds 1800');
  });

  it('--choices-file reads back what --print-choices printed: the same choices, settings and faults', async () => {
    const dir = reportDir({ 'submit-response': [{ alternatives: ['extras'], count: 1, shownBy: by }] }, [
      { id: 'results-content-disposition', status: 'failed' },
    ]);
    const printed = await runCli(['mock', '--like', dir, '--with-deviations', '--print-choices']);
    const file = join(tempDir(), 'choices.json');
    writeFileSync(file, printed.stdout);
    const again = await runCli(['mock', '--choices-file', file, '--print-choices']);
    expect(again.code, again.stderr).to.equal(0);
    const [first, second] = [printed.stdout, again.stdout].map((text) => {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      delete parsed.$schema;
      return parsed;
    });
    expect(second).to.deep.equal(first);
    expect(second).to.deep.include({ faults: ['results-content-disposition'] });
  });

  it('exits 2 with one line for a folder that is no report, and for --with-deviations without --like', async () => {
    const missing = await runCli(['mock', '--port', '0', '--like', join(tempDir(), 'nothing')]);
    expect(missing.code).to.equal(2);
    expect(missing.stderr).to.include('--like').and.include('observed-choices.json');
    expect(missing.stderr).not.to.match(/\n\s+at /);
    const alone = await runCli(['mock', '--port', '0', '--with-deviations']);
    expect(alone.code).to.equal(2);
    expect(alone.stderr).to.include('--with-deviations needs --like');
  });
});
