import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { colourWanted } from '../../src/output/colour.ts';
import { runCliWithin, tempDir } from '../helpers/run-cli.ts';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
const ESC = '\u001b[';

describe('cli: the conventions of a command-line tool: --version, colour and NO_COLOR', () => {
  it('--version and -V print the package version, the commit and the rule-set digest, and exit 0', async () => {
    for (const flag of ['--version', '-V']) {
      const result = await runCliWithin([flag], {}, 30_000);
      expect(result.code, result.stderr).to.equal(0);
      const lines = result.stdout.split('\n');
      expect(lines[0], 'the version alone on the first line, for scripts').to.equal(VERSION);
      // This test runs from a git checkout of the tool: its commit shows.
      expect(lines[1]).to.match(/^commit [0-9a-f]{40}$/);
      expect(lines[2]).to.match(/^rule set sha256:[0-9a-f]{64} \(\d+ rules\)$/);
      expect(lines.slice(3)).to.deep.equal(['']);
    }
  });

  it('takes colour only for a terminal, and never with NO_COLOR or FORCE_COLOR=0', () => {
    expect(colourWanted({}, true)).to.equal(true);
    expect(colourWanted({}, false)).to.equal(false);
    expect(colourWanted({ NO_COLOR: '1' }, true)).to.equal(false);
    expect(colourWanted({ NO_COLOR: '' }, true), 'an empty NO_COLOR is not set').to.equal(true);
    expect(colourWanted({ FORCE_COLOR: '0' }, true)).to.equal(false);
  });

  it('NO_COLOR wins over FORCE_COLOR in a run: no ANSI code on stdout or stderr', async () => {
    const args = ['run', '--grep', 'status-taskid-uuid', '--report-dir', tempDir()];
    const coloured = await runCliWithin(args, { FORCE_COLOR: '1' }, 120_000);
    expect(coloured.code, coloured.stderr).to.equal(0);
    expect(coloured.stdout, 'FORCE_COLOR=1 alone colours the spec output').to.include(ESC);
    const plain = await runCliWithin(args, { FORCE_COLOR: '1', NO_COLOR: '1' }, 120_000);
    expect(plain.code, plain.stderr).to.equal(0);
    expect(plain.stdout + plain.stderr).to.not.include(ESC);
  });
});
