/**
 * The summary the survivors check prints: the counts and the score (without the `equivalent` and
 * `allowed` survivors), the triage's verdicts, the wall time, the per-folder and per-file tables.
 */
import type { MutantOutcome } from './mutant-outcome.ts';
import type { JudgedMutant, Triage, Verdict } from './survivor-triage.ts';

/** Counts of one file or of the whole report. */
export interface Counts {
  /** Scored mutants: killed or not (Stryker's errors, Ignored and Pending left out). */
  readonly mutants: number;
  readonly killed: number;
  /** Not killed: Survived, NoCoverage, Timeout without a failed rule. */
  readonly survived: number;
  readonly noCoverage: number;
  /** Status Timeout, or a run that hit its deadline. */
  readonly timedOut: number;
  /** Of those, the ones counted killed (a mocha-runner Timeout, or an outcome with a failed rule). */
  readonly timedOutDetected: number;
  /** Of those, the ones the suite killed by failing a rule. */
  readonly timedOutKilledByRule: number;
  /** Runs that could not test (exit 2), counted killed. */
  readonly errors: number;
  /** Stryker's CompileError and RuntimeError (not scored). */
  readonly strykerErrors: number;
  /** Not-killed mutants triaged `equivalent` (no provider behaviour differs): left out of the score. */
  readonly equivalent: number;
  /** Not-killed mutants triaged `allowed` (another correct provider at an open point): left out of the score. */
  readonly allowed: number;
  /**
   * killed / (mutants - equivalent - allowed), percent: the score over the mutants a correct
   * provider could not be (a survivor that another correct provider could be proves nothing
   * about the suite); null when nothing is left to score.
   */
  readonly score: number | null;
}

/** The counts of `mutants`, with `verdicts` holding the verdict of each triaged mutant by id. */
export function countMutants(
  mutants: readonly JudgedMutant[],
  verdicts: ReadonlyMap<string, Verdict>,
): Counts {
  const scored = mutants.filter((m) => m.class === 'killed' || m.class === 'not-killed');
  const killed = scored.filter((m) => m.class === 'killed').length;
  const timedOut = mutants.filter((m) => m.timedOut);
  const triagedAs = (verdict: Verdict): number =>
    scored.filter((m) => m.class === 'not-killed' && verdicts.get(m.id) === verdict).length;
  const equivalentCount = triagedAs('equivalent');
  const allowedCount = triagedAs('allowed');
  const denominator = scored.length - equivalentCount - allowedCount;
  return {
    mutants: scored.length,
    killed,
    survived: scored.length - killed,
    noCoverage: mutants.filter((m) => m.status === 'NoCoverage').length,
    timedOut: timedOut.length,
    timedOutDetected: timedOut.filter((m) => m.class === 'killed').length,
    timedOutKilledByRule: timedOut.filter((m) => (m.outcome?.failedRules.length ?? 0) > 0).length,
    errors: mutants.filter((m) => m.errored).length,
    strykerErrors: mutants.filter((m) => m.class === 'stryker-error').length,
    equivalent: equivalentCount,
    allowed: allowedCount,
    score: denominator > 0 ? (100 * killed) / denominator : null,
  };
}

function percent(score: number | null): string {
  return score === null ? 'n/a' : `${score.toFixed(2)} %`;
}

/** A plain table: a header row, then rows, columns padded (numbers to the right). */
export function textTable(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Minutes and seconds. */
export function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/**
 * Wall time of the mutant runs from the outcome files: from the first run's start (the initial
 * run's) to the last run's end; undefined without outcomes.
 */
export function outcomesWallMs(outcomes: readonly MutantOutcome[]): number | undefined {
  if (outcomes.length === 0) return undefined;
  const starts = outcomes.map((o) => Date.parse(o.startedAt));
  const ends = outcomes.map((o) => Date.parse(o.startedAt) + o.wallMs);
  return Math.max(...ends) - Math.min(...starts);
}

/** The folder of the mock a file is in (`src/mock/bulk/x.ts` → `bulk`), `(top)` for the mock's own files. */
export function mockFolder(file: string): string {
  const parts = file.replace(/^src\/mock\//, '').split('/');
  return parts.length > 1 ? (parts[0] ?? '(top)') : '(top)';
}

const TABLE_HEAD = ['mutants', 'killed', 'survived', 'no cov', 'timeout', 'equiv.', 'allowed', 'score'];

/** One row of the summary tables: `name`, then the counts of `c`. */
function countRow(name: string, c: Counts): string[] {
  return [
    name,
    ...[c.mutants, c.killed, c.survived, c.noCoverage, c.timedOut, c.equivalent, c.allowed].map(String),
    percent(c.score),
  ];
}

/** The summary lines: totals, score, triage, wall time, then the per-folder and per-file tables. */
export function summaryLines(
  mutants: readonly JudgedMutant[],
  result: Triage,
  wallMs: number | undefined,
): string[] {
  const verdicts = new Map(result.triaged.map((t) => [t.mutant.id, t.verdict]));
  const all = countMutants(mutants, verdicts);
  const byVerdict = (v: Verdict): number => result.triaged.filter((t) => t.verdict === v).length;
  const rowsBy = (name: (m: JudgedMutant) => string): string[][] =>
    [...new Set(mutants.map(name))].sort().map((n) =>
      countRow(
        n,
        countMutants(
          mutants.filter((m) => name(m) === n),
          verdicts,
        ),
      ),
    );
  const files = new Set(mutants.map((m) => m.key.file));
  return [
    `mutants: ${all.mutants} in ${files.size} file(s); killed ${all.killed}, survived ${all.survived}` +
      ` (no coverage ${all.noCoverage}); timed out ${all.timedOut} (counted killed: ${all.timedOutDetected}, of` +
      ` which the suite killed ${all.timedOutKilledByRule} by failing a rule); errors ${all.errors} (the suite could not test:` +
      ` counted killed)${all.strykerErrors > 0 ? `, ${all.strykerErrors} Stryker runtime or compile errors (not scored)` : ''}`,
    `score over the mutants a correct provider could not be: ${percent(all.score)}` +
      ` (${all.killed} killed of ${all.mutants - all.equivalent - all.allowed};` +
      ` ${all.equivalent} equivalent and ${all.allowed} allowed left out)`,
    `survivors: ${byVerdict('equivalent')} equivalent, ${byVerdict('allowed')} allowed, ${byVerdict('fixed')} fixed,` +
      ` ${byVerdict('gap')} gap (a blind spot not closed yet: counted not killed), ${result.untriaged.length} untriaged`,
    `wall time: ${wallMs === undefined ? 'unknown (no outcome files)' : `${duration(wallMs)} (initial run to the last mutant run, from the outcome files)`}`,
    '',
    ...textTable(
      ['folder', ...TABLE_HEAD],
      rowsBy((m) => mockFolder(m.key.file)),
    ).split('\n'),
    '',
    ...textTable(
      ['file', ...TABLE_HEAD],
      rowsBy((m) => m.key.file),
    ).split('\n'),
  ];
}
