import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { expect } from 'chai';
import { type BoundedCliResult, runCliWithin, tempDir } from '../helpers/run-cli.ts';

/** Words that mean a value was printed without being formatted. */
const LEAKS = /undefined|NaN|\[object Object\]/;

/** Every file below `dir`, recursively. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

/** The run folders (`<UTC timestamp>/` with a rules.json) below `dir`. */
function runFolders(dir: string): string[] {
  return [
    ...new Set(
      filesBelow(dir)
        .filter((f) => f.endsWith('rules.json'))
        .map(dirname),
    ),
  ];
}

/**
 * A file's text as a reader sees it. mochawesome's report.html bundles its viewer's script, whose
 * code holds these words: the page is read without its scripts (the run's data is in report.json).
 */
function readable(file: string): string {
  const text = readFileSync(file, 'utf8');
  return file.endsWith('report.html') ? text.replace(/<script[\s\S]*?<\/script>/g, '') : text;
}

/** The code spans of a Markdown text that are curl commands. */
function curlCommands(markdown: string): string[] {
  return [...markdown.matchAll(/(`+)(?!`)([\s\S]*?)(?<!`)\1(?!`)/g)]
    .map((match) => (match[2] ?? '').trim())
    .filter((code) => code.startsWith('curl '));
}

/** bash's verdict on `command` without running it: its syntax errors, or '' when there are none. */
function syntaxErrors(command: string): string {
  try {
    execFileSync('bash', ['-n', '-c', command], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

describe('cli: every artifact of a passing, a failing and an efficacy run is whole', function () {
  this.timeout(300_000);
  const reports = tempDir();
  let passing: BoundedCliResult;
  let efficacy: BoundedCliResult;

  before(async () => {
    passing = await runCliWithin(['run', '--report-dir', join(reports, 'passing')], {}, 120_000);
    // Its child is a failing run (a full report folder and its console, run.log).
    efficacy = await runCliWithin(
      [
        'efficacy',
        '--fault',
        'status-value-enum/lower-case',
        '--sets',
        'none',
        '--jobs',
        '1',
        '--report-dir',
        join(reports, 'efficacy'),
      ],
      {},
      180_000,
    );
  });

  it('the runs end as they should: 0 for the mock, 0 for efficacy (the fault detected)', () => {
    expect(passing.code, passing.stdout + passing.stderr).to.equal(0);
    expect(efficacy.code, efficacy.stdout + efficacy.stderr).to.equal(0);
    expect(runFolders(reports), 'a passing and a failing run folder').to.have.length(2);
  });

  it('no file and no console holds undefined, NaN or [object Object]', () => {
    const files = filesBelow(reports);
    expect(files.length).to.be.greaterThan(15);
    for (const file of files) {
      const found = LEAKS.exec(readable(file));
      const at = found ? readable(file).slice(Math.max(0, found.index - 80), found.index + 40) : '';
      expect(found, `${relative(reports, file)}: …${at}…`).to.equal(null);
    }
    for (const [name, text] of [
      ['passing run', passing.stdout + passing.stderr],
      ['efficacy', efficacy.stdout + efficacy.stderr],
    ] as const)
      expect(LEAKS.exec(text), name).to.equal(null);
  });

  it('every curl command of each sign-off is whole: bash -n passes, a long body is a file of the folder', () => {
    for (const folder of runFolders(reports)) {
      const signoff = readFileSync(join(folder, 'signoff.md'), 'utf8');
      const commands = curlCommands(signoff);
      expect(commands.length, folder).to.be.greaterThan(5);
      for (const command of commands) {
        expect(syntaxErrors(command), command).to.equal('');
        expect(command, 'no cut command').to.not.include('…');
        for (const [, file] of command.matchAll(/--data-binary @(\S+)/g))
          expect(existsSync(join(folder, file ?? '')), `${folder}: ${file}`).to.equal(true);
      }
    }
  });

  it('every replay command of a failure passes bash -n', () => {
    const [failing] = runFolders(join(reports, 'efficacy'));
    const rules = JSON.parse(readFileSync(join(failing ?? '', 'rules.json'), 'utf8')) as {
      rules: Array<{ details: string[] }>;
    };
    const replays = rules.rules
      .flatMap((r) => r.details)
      .flatMap((d) => d.split('\n'))
      .filter((line) => line.startsWith('Replay: '))
      .map((line) => line.slice('Replay: '.length));
    expect(replays.length).to.be.greaterThan(0);
    for (const command of new Set(replays)) expect(syntaxErrors(command), command).to.equal('');
  });

  it('each sign-off opens with its verdict and target, and ends with an approval block to sign', () => {
    const [passed] = runFolders(join(reports, 'passing'));
    const [failed] = runFolders(join(reports, 'efficacy'));
    const first = (folder: string | undefined) =>
      readFileSync(join(folder ?? '', 'signoff.md'), 'utf8').split('\n', 1)[0];
    expect(first(passed)).to.match(
      /^# Onboarding sign-off: PASSED against the embedded mock, not a sandbox \(http:\/\/127\.0\.0\.1:\d+\)$/,
    );
    expect(first(failed)).to.match(
      /^# Onboarding sign-off: FAILED against the embedded mock, not a sandbox \(http:\/\/127\.0\.0\.1:\d+, breaking status-value-enum\/lower-case\)$/,
    );
    const signoff = readFileSync(join(failed ?? '', 'signoff.md'), 'utf8');
    expect(signoff).to.match(
      /\n\*\*FAILED: 1 rule failed \(status-value-enum\), \d+ of \d+ rules held, \d+ not judged/,
    );
    expect(signoff).to.match(/\| A2 \| Bulk submission \| \d+ of \d+ held, \d+ not judged \|/);
    const approval = signoff.slice(signoff.indexOf('## Approval'));
    expect(approval)
      .to.include('- Target: the embedded mock, not a sandbox')
      .and.match(/- Tool: vop-conformance \d+\.\d+\.\d+/)
      .and.match(/- Run date: \d{4}-\d\d-\d\dT/)
      .and.include('| role | name | signature | date |')
      .and.include('| QA (consumer) |');
  });
});
