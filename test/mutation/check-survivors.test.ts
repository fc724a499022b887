import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { checkReport } from '../../src/mutation/check-survivors.ts';
import type { MutationReport, ReportMutant } from '../../src/mutation/mutation-report.ts';
import {
  type MutantKey,
  keyText,
  mutantKey,
  normaliseSnippet,
  sourceAt,
} from '../../src/mutation/survivor-key.ts';
import { mockFolder } from '../../src/mutation/survivor-summary.ts';
import type { SurvivorEntry } from '../../src/mutation/survivor-triage.ts';
import type { MutantOutcome } from '../../src/mutation/mutant-outcome.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FILE = 'src/mock/bulk/example.ts';
const SOURCE = [
  'export function accepted(choice: string, version: string): boolean {',
  "  if (choice === 'any') return true;",
  "  return '12345'.includes(version);",
  '}',
].join('\n');

function mutant(
  id: string,
  status: ReportMutant['status'],
  line: number,
  columns: [number, number],
  mutatorName: string,
  replacement: string,
): ReportMutant {
  return {
    id,
    status,
    mutatorName,
    replacement,
    location: { start: { line, column: columns[0] }, end: { line, column: columns[1] } },
  };
}

/** A report of four mutants of one file: killed, survived, and two timeouts. */
const REPORT: MutationReport = {
  files: {
    [FILE]: {
      source: SOURCE,
      mutants: [
        mutant('0', 'Killed', 2, [7, 23], 'ConditionalExpression', 'false'),
        mutant('1', 'Survived', 2, [7, 23], 'ConditionalExpression', 'true'),
        mutant('2', 'Timeout', 3, [10, 17], 'StringLiteral', '""'),
        mutant('3', 'Timeout', 3, [10, 35], 'MethodExpression', 'version'),
      ],
    },
  },
};

function outcome(mutantId: string, failedRules: string[]): MutantOutcome {
  const run = {
    choiceSet: 'first',
    suiteExitCode: failedRules.length > 0 ? 1 : null,
    failedRules,
    deadlineHit: true,
    error: false,
    wallMs: 60_000,
  };
  return {
    mutantId,
    exitCode: failedRules.length > 0 ? 1 : 0,
    suiteExitCode: run.suiteExitCode,
    failedRules,
    deadlineHit: true,
    error: false,
    wallMs: run.wallMs,
    startedAt: '2026-11-25T05:00:00.000Z',
    runs: [run],
  };
}

/** Mutant 2 timed out after failing a rule; mutant 3 timed out failing none. */
const OUTCOMES = new Map([
  ['2', outcome('2', ['status-taskid-uuid'])],
  ['3', outcome('3', [])],
]);

function keyOf(id: string): MutantKey {
  const m = REPORT.files[FILE]?.mutants.find((x) => x.id === id);
  if (!m) throw new Error(`no mutant ${id}`);
  return mutantKey(FILE, SOURCE, m);
}

function entry(id: string, verdict: SurvivorEntry['verdict'] = 'equivalent'): SurvivorEntry {
  return { ...keyOf(id), verdict, reason: 'no provider behaviour differs (test fixture)' };
}

function check(survivors: readonly SurvivorEntry[], partial = false): ReturnType<typeof checkReport> {
  return checkReport(REPORT, { survivors }, (id) => OUTCOMES.get(id), 90_000, partial);
}

describe('mutation: the survivors check (src/mutation/check-survivors.ts)', () => {
  it('keys a mutant by file, mutator, the source at its location and the replacement (no line number)', () => {
    expect(keyOf('1')).to.deep.equal({
      file: FILE,
      mutatorName: 'ConditionalExpression',
      original: "choice === 'any'",
      replacement: 'true',
    });
    expect(keyOf('2').original).to.equal("'12345'");
  });

  it('reads a snippet over several lines and collapses its whitespace', () => {
    const text = sourceAt(SOURCE, { line: 1, column: 68 }, { line: 3, column: 9 });
    expect(normaliseSnippet(text)).to.equal("{ if (choice === 'any') return true; return");
  });

  it('abbreviates a snippet over 200 characters to its head, length and hash, the same each time', () => {
    const long = `{ ${'const a = 1; '.repeat(30)}}`;
    const short = normaliseSnippet(long);
    expect(short.length).to.be.lessThan(200);
    expect(short).to.match(/…\[\d+ chars, sha256 [0-9a-f]{12}\]$/);
    expect(normaliseSnippet(long.replace(/ /g, '\n  '))).to.equal(short);
  });

  it('fails on an untriaged survivor, listing it as file:line mutator "original" -> "replacement"', () => {
    const result = check([entry('3')]);
    expect(result.exitCode).to.equal(1);
    expect(result.untriaged).to.deep.equal([keyOf('1')]);
    expect(result.lines).to.include(`  ${FILE}:2 ConditionalExpression "choice === 'any'" -> "true"`);
  });

  it('passes once every survivor is triaged, whatever the verdict', () => {
    for (const verdict of ['equivalent', 'allowed', 'fixed'] as const) {
      const result = check([entry('1', verdict), entry('3')]);
      expect(result.exitCode, verdict).to.equal(0);
      expect(result.untriaged).to.deep.equal([]);
    }
  });

  it('counts a Timeout whose outcome shows a failed rule as killed, and one without as a survivor', () => {
    const result = check([entry('1')]);
    expect(result.untriaged.map(keyText)).to.deep.equal([keyText(keyOf('3'))]);
    expect(result.lines).to.include(
      `  ${FILE}:3 MethodExpression "'12345'.includes(version)" -> "version" (Timeout)`,
    );
    expect(result.lines[0]).to.contain('killed 2, survived 2');
    expect(result.lines[0]).to.contain(
      'timed out 2 (counted killed: 1, of which the suite killed 1 by failing a rule)',
    );
  });

  it('counts a Timeout without any outcome file (the mocha runner: the mock did not answer in time) as killed', () => {
    const result = checkReport(REPORT, { survivors: [entry('1')] }, () => undefined, undefined);
    expect(result.untriaged).to.deep.equal([]);
    expect(result.lines[0]).to.contain('killed 3, survived 1');
    expect(result.lines[0]).to.contain(
      'timed out 2 (counted killed: 2, of which the suite killed 0 by failing a rule)',
    );
  });

  it('scores over the mutants a correct provider could not be (equivalent and allowed left out), per folder and per file', () => {
    const result = check([entry('1', 'equivalent'), entry('3', 'allowed')]);
    expect(result.lines[1]).to.equal(
      'score over the mutants a correct provider could not be: 100.00 % (2 killed of 2; 1 equivalent and 1 allowed left out)',
    );
    expect(
      result.lines.some((l) => /^bulk +4 +2 +2 +0 +2 +1 +1 +100\.00 %$/.test(l)),
      'folder row',
    ).to.equal(true);
    expect(
      result.lines.some((l) => /^src\/mock\/bulk\/example\.ts +4 +2 +2 +0 +2 +1 +1 +100\.00 %$/.test(l)),
      'file row',
    ).to.equal(true);
    const onlyEquivalent = check([entry('1', 'equivalent'), entry('3', 'equivalent')]);
    expect(onlyEquivalent.lines[1]).to.contain(
      '100.00 % (2 killed of 2; 2 equivalent and 0 allowed left out)',
    );
    const noneLeftOut = check([entry('1', 'fixed'), entry('3', 'fixed')]);
    expect(noneLeftOut.lines[1]).to.contain('50.00 % (2 killed of 4; 0 equivalent and 0 allowed left out)');
  });

  it("names the mock folder of a file, (top) for the mock's own files", () => {
    expect(mockFolder('src/mock/bulk/example.ts')).to.equal('bulk');
    expect(mockFolder('src/mock/server.ts')).to.equal('(top)');
  });

  it('warns about an entry no mutant survives any more, and in a partial report only when it is now killed', () => {
    const gone = { ...entry('1'), original: 'code that was removed' };
    const nowKilled = entry('0');
    const whole = check([entry('1'), entry('3'), gone, nowKilled]);
    expect(whole.exitCode).to.equal(0);
    expect(whole.warnings).to.have.length(2);
    expect(whole.warnings[0]).to.match(/^warning: stale entry .*"code that was removed"/);
    const partial = check([entry('1'), entry('3'), gone, nowKilled], true);
    expect(partial.warnings).to.have.length(1);
    expect(partial.warnings[0]).to.contain('"false"');
  });

  describe('check.ts, the command', function () {
    this.timeout(30_000);
    let dir = '';
    before(() => {
      dir = mkdtempSync(join(tmpdir(), 'vopc-mutation-check-'));
      mkdirSync(join(dir, 'outcomes'));
      writeFileSync(join(dir, 'mutation.json'), JSON.stringify(REPORT));
      for (const [id, o] of OUTCOMES) writeFileSync(join(dir, 'outcomes', `${id}.json`), JSON.stringify(o));
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    function run(survivors: unknown): { status: number | null; stdout: string; stderr: string } {
      const file = join(dir, 'survivors.json');
      writeFileSync(file, JSON.stringify(survivors));
      const result = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          join(ROOT, 'src/mutation/check.ts'),
          '--report',
          join(dir, 'mutation.json'),
          '--survivors',
          file,
        ],
        { cwd: ROOT, encoding: 'utf8', timeout: 30_000 },
      );
      return { status: result.status, stdout: result.stdout, stderr: result.stderr };
    }

    it('exits 1 with an untriaged survivor, writes its key to untriaged.json, and 0 once it is triaged', () => {
      const failing = run({ survivors: [entry('3')] });
      expect(failing.status, failing.stderr).to.equal(1);
      expect(failing.stdout).to.contain('1 untriaged survivor(s)');
      expect(JSON.parse(readFileSync(join(dir, 'untriaged.json'), 'utf8'))).to.deep.equal([keyOf('1')]);
      const passing = run({ survivors: [entry('1'), entry('3')] });
      expect(passing.status, passing.stderr).to.equal(0);
      expect(passing.stdout).to.contain('wall time: 1 min 0 s');
    });

    it('exits 2 naming the problem when survivors.json breaks its schema', () => {
      const result = run({ survivors: [{ ...entry('1'), verdict: 'maybe' }] });
      expect(result.status).to.equal(2);
      expect(result.stderr).to.contain('breaks its schema');
      expect(result.stderr).to.contain('/survivors/0/verdict');
    });
  });
});
