import type { LedgerEntry, RuleResult, RuleStatus } from '../harness/ledger.ts';
import { ruleById } from '../rules/catalogue.ts';
import { attentionNote } from './attention-section.ts';
import { STATUS_ORDER } from './outcome-bar.ts';
import { countShown } from './shown-status.ts';
import { blockersOf, notJudgedBy, type RunVerdict, TRANSPORT_CAUSE } from './run-verdict.ts';

/** Count of rules per status. */
export function countByStatus(results: readonly RuleResult[]): Record<RuleStatus, number> {
  const counts: Record<RuleStatus, number> = {
    passed: 0,
    failed: 0,
    expected: 0,
    warned: 0,
    skipped: 0,
    'not met': 0,
    'not tested': 0,
  };
  for (const result of results) counts[result.status] += 1;
  return counts;
}

/** For each rule, how many tests of the run failed it (distinct test titles of its failed entries). */
export function failingTestsByRule(entries: readonly LedgerEntry[]): Map<string, number> {
  const tests = new Map<string, Set<string>>();
  for (const entry of entries.filter((e) => e.outcome === 'failed'))
    tests.set(entry.ruleId, (tests.get(entry.ruleId) ?? new Set()).add(entry.test));
  return new Map([...tests].map(([id, titles]) => [id, titles.size]));
}

/** What the end-of-run summary says besides the per-rule table. */
export interface SummaryOptions {
  /** Where `index.html` is, as the console shows it. */
  readonly reportPath: string;
  /** A run of selected tests (`--grep`, `--rule`, `--operation`, `--level`): the rules it did not select are counted on one line. */
  readonly filtered?: boolean;
  /** Why the run stopped early (`interrupted`, `the deadline passed`): the rules not run are counted on one line. */
  readonly stopped?: string;
  /** For each failed rule, how many tests failed it (`failingTestsByRule`); absent: its notes are counted. */
  readonly failingTests?: ReadonlyMap<string, number>;
}

/** Longest line of the summary but a failure's evidence, characters. */
const LINE_MAX = 160;

/** Longest line of a list of rule ids after its indent, characters. */
const WRAP = 100;

function shortLine(text: string | undefined): string {
  const line =
    (text ?? '').split('\n').find((l) => l.startsWith('Received:')) ?? (text ?? '').split('\n')[0] ?? '';
  return line.length > LINE_MAX ? `${line.slice(0, LINE_MAX)}…` : line;
}

function levelOf(result: RuleResult): string {
  return result.level === 'assumed' ? `assumed ${result.assumption ?? ''}` : 'documented';
}

/**
 * One block per failed rule, however many of its tests failed: its id, level and summary, its first evidence as
 * "Needs attention" shows it (Received / Documented / Replay, or a property's seed, path and
 * re-run command), and how many more tests failed it.
 */
function failureBlock(result: RuleResult, failingTests: ReadonlyMap<string, number> | undefined): string[] {
  const evidence = attentionNote(result.details)
    .split('\n')
    .filter((line) => line.trim() !== '' && line !== result.id);
  const more = (failingTests?.get(result.id) ?? result.details.length) - 1;
  return [
    '',
    `FAILED ${result.id} (${levelOf(result)}): ${ruleById(result.id).summary}`,
    ...evidence.map((line) => `    ${line}`),
    ...(more > 0
      ? [`    and ${more} more test${more === 1 ? '' : 's'} saw this rule fail (index.html lists them)`]
      : []),
  ];
}

/** `ids` joined by commas, in lines of at most {@link WRAP} characters after `indent`. */
function wrapped(ids: readonly string[], indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const id of ids) {
    const next = line === '' ? id : `${line}, ${id}`;
    if (next.length > WRAP && line !== '') {
      lines.push(`${indent}${line},`);
      line = id;
    } else line = next;
  }
  if (line !== '') lines.push(`${indent}${line}`);
  return lines;
}

/**
 * The summary printed at the end of a run: the counts; one block per failed rule with its first
 * evidence; one line per rule expected to fail, warned or skipped; the rules not judged, grouped
 * by the rule that broke first; the rules a run of selected tests or a stopped run did not run, counted on one
 * line; and the report's path. The verdict follows, once the run is known to be no error
 * (`verdictLine`).
 */
export function formatSummary(results: readonly RuleResult[], options: SummaryOptions): string {
  const { filtered = false, stopped } = options;
  // Counted as the page's badges and the banner count them (src/report/shown-status.ts).
  const counts = countShown(results);
  const lines = [
    '',
    `Rules: ${results.length} — ${counts.passed} passed, ${counts.failed} failed, ` +
      `${counts.expected > 0 ? `${counts.expected} expected failures, ` : ''}${counts.warned} warned, ` +
      (counts['not judged'] > 0 ? `${counts['not judged']} not judged, ` : '') +
      `${counts.skipped} skipped, ${counts['not tested']} not tested` +
      (counts['not met'] > 0 ? `, ${counts['not met']} not met` : ''),
  ];
  for (const result of results.filter((r) => r.status === 'failed'))
    lines.push(...failureBlock(result, options.failingTests));
  if (counts.failed > 0) lines.push('');
  const notJudged = notJudgedBy(results);
  for (const status of STATUS_ORDER.filter((s) => s !== 'passed' && s !== 'failed')) {
    for (const result of results.filter((r) => r.status === status && blockersOf(r).length === 0)) {
      // The rules of a --grep or stopped run that nothing set out to judge are counted below.
      if (status === 'not tested' && (filtered || stopped !== undefined)) continue;
      const why =
        status === 'not tested' ? (result.reason ?? 'no test names this rule') : shortLine(result.details[0]);
      const label = status.toUpperCase();
      lines.push(`  ${label.padEnd(10)} ${result.id} (${levelOf(result)})${why ? ` — ${why}` : ''}`);
    }
  }
  for (const [blocker, ids] of notJudged) {
    const blockerStatus = results.find((r) => r.id === blocker)?.status;
    const what = blockerStatus === 'expected' ? ', an expected failure,' : '';
    const cause =
      blocker === TRANSPORT_CAUSE ? 'transport trouble ended' : `${blocker}${what} broke first in`;
    lines.push(`  NOT JUDGED ${ids.length} rule${ids.length === 1 ? '' : 's'}: ${cause} their tests`);
    lines.push(...wrapped(ids, '             '));
  }
  const folded = results.filter(
    (r) => r.status === 'not tested' && blockersOf(r).length === 0 && (filtered || stopped !== undefined),
  ).length;
  if (folded > 0)
    lines.push(
      `  ${folded} rules not ${stopped ? `run: ${stopped}` : 'selected (--grep, --rule, --operation, --level)'}`,
    );
  lines.push(`Report: ${options.reportPath}`);
  return lines.join('\n');
}

/**
 * The console's last line: the verdict and the target, e.g. `PASSED: 115 of
 * 115 rules held — against the embedded mock, not a sandbox (http://127.0.0.1:41375)`. `against`
 * as `againstText` names the target.
 */
export function verdictLine(verdict: RunVerdict, against: string): string {
  return `${verdict.text} — against ${against}`;
}
