/**
 * The survivors check of `npm run mutation` (issue 23): every mutant of the mock the suite did not
 * kill must be triaged in test/mutation/survivors.json. Small pure functions over Stryker's JSON
 * report (the mutation-testing-report schema) and run-mutant.ts's outcome files; the entry point is
 * `check.ts`.
 */
import { createHash } from 'node:crypto';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import type { MutantOutcome } from './mutant-outcome.ts';

/** A mutant's status in the report (mutation-testing-report schema). */
export type MutantStatus =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

interface Position {
  /** 1-based. */
  readonly line: number;
  /** 1-based; the end column is exclusive. */
  readonly column: number;
}

/** The fields of a report's mutant this check reads. */
export interface ReportMutant {
  readonly id: string;
  readonly mutatorName: string;
  readonly replacement?: string;
  readonly status: MutantStatus;
  readonly location: { readonly start: Position; readonly end: Position };
}

/** The fields of Stryker's JSON report this check reads. */
export interface MutationReport {
  readonly files: Readonly<
    Record<string, { readonly source: string; readonly mutants: readonly ReportMutant[] }>
  >;
}

/** What names a mutant across runs: no line number, so it survives edits elsewhere in the file. */
export interface MutantKey {
  readonly file: string;
  readonly mutatorName: string;
  readonly original: string;
  readonly replacement: string;
}

/**
 * equivalent and allowed leave a mutant out of the score; fixed (the suite now catches it) and gap
 * (a blind spot known and not closed yet) keep it in, as not killed until a run kills it.
 */
export type Verdict = 'equivalent' | 'allowed' | 'fixed' | 'gap';

/** One entry of survivors.json (its `reason` is checked by the schema). */
export interface SurvivorEntry extends MutantKey {
  readonly verdict: Verdict;
  readonly reason: unknown;
}

export interface SurvivorsFile {
  readonly survivors: readonly SurvivorEntry[];
}

/** Longest snippet kept whole in a key; a longer one is abbreviated (`normaliseSnippet`). */
const SNIPPET_MAX = 200;
const SNIPPET_HEAD = 150;

/**
 * A snippet as keys hold it: whitespace runs made one space, trimmed; over 200 characters, its
 * first 150, then `…[<length> chars, sha256 <12 hex>]` of the whole normalised text.
 */
export function normaliseSnippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_MAX) return flat;
  const hash = createHash('sha256').update(flat).digest('hex').slice(0, 12);
  return `${flat.slice(0, SNIPPET_HEAD)}…[${flat.length} chars, sha256 ${hash}]`;
}

/** The source text between two report positions (lines and columns 1-based, end exclusive). */
export function sourceAt(source: string, start: Position, end: Position): string {
  const lines = source.split('\n');
  if (start.line === end.line) return (lines[start.line - 1] ?? '').slice(start.column - 1, end.column - 1);
  const first = (lines[start.line - 1] ?? '').slice(start.column - 1);
  const middle = lines.slice(start.line, end.line - 1);
  const last = (lines[end.line - 1] ?? '').slice(0, end.column - 1);
  return [first, ...middle, last].join('\n');
}

/** The key of `mutant` of `file`, whose text is `source`. */
export function mutantKey(file: string, source: string, mutant: ReportMutant): MutantKey {
  return {
    file,
    mutatorName: mutant.mutatorName,
    original: normaliseSnippet(sourceAt(source, mutant.location.start, mutant.location.end)),
    replacement: normaliseSnippet(mutant.replacement ?? ''),
  };
}

/** One string per key, for maps. */
export function keyText(key: MutantKey): string {
  return JSON.stringify([key.file, key.mutatorName, key.original, key.replacement]);
}

/** Shortens a snippet for a one-line listing. */
function shown(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** How the untriaged list names a mutant: `file:line mutator "original" -> "replacement"`. */
export function survivorLine(key: MutantKey, line: number): string {
  return `${key.file}:${line} ${key.mutatorName} "${shown(key.original)}" -> "${shown(key.replacement)}"`;
}

/** How this check classes a mutant. */
export type MutantClass =
  | 'killed'
  /** Not killed: Survived, NoCoverage, or Timeout whose outcome shows no failed rule. */
  | 'not-killed'
  /** Stryker's CompileError or RuntimeError: not scored. */
  | 'stryker-error'
  /** Ignored or Pending: not scored. */
  | 'unscored';

/** A mutant of the report with everything the summary needs. */
export interface JudgedMutant {
  readonly id: string;
  readonly status: MutantStatus;
  readonly key: MutantKey;
  readonly line: number;
  readonly outcome?: MutantOutcome | undefined;
  readonly class: MutantClass;
  /** Status Timeout, or its outcome says a run hit its deadline. */
  readonly timedOut: boolean;
  /** Its outcome says the suite could not test (exit 2): Stryker counted it killed. */
  readonly errored: boolean;
}

/**
 * The class of a mutant. A Timeout of the command runner (it wrote an outcome: a whole run of the
 * suite) counts as killed only when the outcome shows a failed rule: the suite caught it before
 * the time ran out. A Timeout of the mocha runner (no outcome) is a mock that did not answer the
 * mutant's tests within 1.5 times their time plus 10 s (stryker.config.mjs): a provider that does
 * not answer leaves the rules of those exchanges not judged, which the verdict names on its first
 * line, never a pass; it counts as detected, as Stryker counts it, and the summary gives the count.
 */
export function classify(status: MutantStatus, outcome: MutantOutcome | undefined): MutantClass {
  switch (status) {
    case 'Killed':
      return 'killed';
    case 'Survived':
    case 'NoCoverage':
      return 'not-killed';
    case 'Timeout':
      if (outcome === undefined) return 'killed';
      return outcome.failedRules.length > 0 ? 'killed' : 'not-killed';
    case 'CompileError':
    case 'RuntimeError':
      return 'stryker-error';
    case 'Ignored':
    case 'Pending':
      return 'unscored';
  }
}

/**
 * Every mutant of `report`, judged. `outcomeOf` gives a mutant's outcome: the file run-mutant.ts
 * wrote in this run (by id), else the one kept from an earlier run (by key), for the mutants
 * Stryker's incremental mode did not run again.
 */
export function judgeMutants(
  report: MutationReport,
  outcomeOf: (id: string, key: MutantKey) => MutantOutcome | undefined,
): JudgedMutant[] {
  const judged: JudgedMutant[] = [];
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      const key = mutantKey(file, source, mutant);
      const outcome = outcomeOf(mutant.id, key);
      judged.push({
        id: mutant.id,
        status: mutant.status,
        key,
        line: mutant.location.start.line,
        outcome,
        class: classify(mutant.status, outcome),
        timedOut: mutant.status === 'Timeout' || outcome?.deadlineHit === true,
        errored: outcome?.error === true,
      });
    }
  }
  return judged;
}

/** The not-killed mutants matched against survivors.json, and the entries nothing matched. */
export interface Triage {
  /** Not-killed mutants with their entry's verdict. */
  readonly triaged: ReadonlyArray<{ readonly mutant: JudgedMutant; readonly verdict: Verdict }>;
  /** Not-killed mutants no entry names. */
  readonly untriaged: readonly JudgedMutant[];
  /** Entries that name no surviving mutant any more (warned, not failed). */
  readonly stale: readonly SurvivorEntry[];
}

/**
 * Matches the not-killed mutants with the entries of survivors.json by key. An entry is stale when
 * its file is in the report and no not-killed mutant has its key; in a `partial` report (a run on
 * some lines only, `mutation:changed`) only when a killed mutant has its key.
 */
export function triage(
  mutants: readonly JudgedMutant[],
  file: SurvivorsFile,
  reportFiles: readonly string[],
  partial = false,
): Triage {
  const entries = new Map(file.survivors.map((entry) => [keyText(entry), entry]));
  const used = new Set<string>();
  const triaged: Array<{ mutant: JudgedMutant; verdict: Verdict }> = [];
  const untriaged: JudgedMutant[] = [];
  for (const mutant of mutants) {
    if (mutant.class !== 'not-killed') continue;
    const text = keyText(mutant.key);
    const entry = entries.get(text);
    if (entry) {
      used.add(text);
      triaged.push({ mutant, verdict: entry.verdict });
    } else untriaged.push(mutant);
  }
  const inReport = new Set(reportFiles);
  const killed = new Set(mutants.filter((m) => m.class === 'killed').map((m) => keyText(m.key)));
  const stale = file.survivors.filter((entry) => {
    const text = keyText(entry);
    if (used.has(text)) return false;
    return partial ? killed.has(text) : inReport.has(entry.file);
  });
  return { triaged, untriaged, stale };
}

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
   * provider could not be (issue 31); null when nothing is left to score.
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

/** Problems of survivors.json against its schema, one line each (empty when valid). */
export function validateSurvivors(schema: object, data: unknown): string[] {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  const validate = ajv.compile(schema);
  if (validate(data)) return [];
  return (validate.errors ?? []).map(
    (e: ErrorObject) => `${e.instancePath || '(root)'}: ${e.message ?? e.keyword}`,
  );
}

/** The result of a check: the lines to print, the warnings, the untriaged keys, the exit code. */
export interface CheckResult {
  readonly lines: readonly string[];
  readonly warnings: readonly string[];
  readonly untriaged: readonly MutantKey[];
  readonly exitCode: 0 | 1;
}

/**
 * The whole check: judges the report's mutants, matches them with survivors.json, and fails (exit
 * 1) listing every untriaged survivor; stale entries are warnings.
 */
export function checkReport(
  report: MutationReport,
  survivors: SurvivorsFile,
  outcomeOf: (id: string, key: MutantKey) => MutantOutcome | undefined,
  wallMs: number | undefined,
  partial = false,
): CheckResult & { readonly mutants: readonly JudgedMutant[] } {
  const mutants = judgeMutants(report, outcomeOf);
  const result = triage(mutants, survivors, Object.keys(report.files), partial);
  const lines = summaryLines(mutants, result, wallMs);
  if (result.untriaged.length > 0) {
    lines.push(
      '',
      `${result.untriaged.length} untriaged survivor(s): add each to test/mutation/survivors.json with a verdict` +
        ' (equivalent, allowed, fixed or gap) and its reason, or make the suite kill it:',
      ...result.untriaged.map(
        (m) => `  ${survivorLine(m.key, m.line)}${m.status === 'Survived' ? '' : ` (${m.status})`}`,
      ),
    );
  }
  const warnings = result.stale.map(
    (entry) =>
      `warning: stale entry in test/mutation/survivors.json (no such mutant survives any more): ` +
      `${entry.file} ${entry.mutatorName} "${shown(entry.original)}" -> "${shown(entry.replacement)}" (${entry.verdict})`,
  );
  return {
    lines,
    warnings,
    untriaged: result.untriaged.map((m) => m.key),
    exitCode: result.untriaged.length > 0 ? 1 : 0,
    mutants,
  };
}
