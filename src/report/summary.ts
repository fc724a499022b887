import type { RuleResult, RuleStatus } from '../harness/ledger.ts';
import { STATUS_ORDER } from './outcome-bar.ts';

/** Count of rules per status. */
export function countByStatus(results: readonly RuleResult[]): Record<RuleStatus, number> {
  const counts: Record<RuleStatus, number> = {
    passed: 0,
    failed: 0,
    expected: 0,
    warned: 0,
    skipped: 0,
    'not tested': 0,
  };
  for (const result of results) counts[result.status] += 1;
  return counts;
}

function firstLine(text: string | undefined): string {
  const line =
    (text ?? '').split('\n').find((l) => l.startsWith('Received:')) ?? (text ?? '').split('\n')[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 160)}…` : line;
}

/**
 * The per-rule summary printed at the end of a run: counts, then one line per rule that did
 * not pass (failed, warned, skipped with its reason, not tested), then the report path.
 * With `filtered` (a run of selected tests: `--grep`, `--rule`, `--operation`, `--level`) the rules it did not select are counted on one line instead;
 * so are the rules not run when `stopped` (why the run stopped early) is given.
 */
export function formatSummary(
  results: readonly RuleResult[],
  reportPath: string,
  filtered = false,
  stopped?: string,
): string {
  const counts = countByStatus(results);
  const lines = [
    '',
    `Rules: ${results.length} — ${counts.passed} passed, ${counts.failed} failed, ` +
      `${counts.expected > 0 ? `${counts.expected} expected failures, ` : ''}${counts.warned} warned, ` +
      `${counts.skipped} skipped, ${counts['not tested']} not tested`,
  ];
  // Not-tested rules a test set out to judge keep their reason (`not judged: … broke first`); the
  // rest of a --grep or stopped run are counted on one line.
  const folded = filtered || stopped !== undefined;
  const foldedOut = (r: RuleResult) =>
    folded && r.status === 'not tested' && (r.reason === undefined || r.reason === stopped);
  const foldedCount = results.filter(foldedOut).length;
  if (foldedCount > 0)
    lines.push(
      `  ${foldedCount} rules not ${stopped ? `run: ${stopped}` : 'selected (--grep, --rule, --operation, --level)'}`,
    );
  for (const status of STATUS_ORDER.filter((s) => s !== 'passed')) {
    for (const result of results.filter((r) => r.status === status && !foldedOut(r))) {
      const level = result.level === 'assumed' ? `assumed ${result.assumption}` : 'documented';
      const why =
        status === 'not tested' ? (result.reason ?? 'no test names this rule') : firstLine(result.details[0]);
      const label = status === 'expected' ? 'EXPECTED' : status.toUpperCase();
      lines.push(`  ${label.padEnd(10)} ${result.id} (${level})${why ? ` — ${why}` : ''}`);
    }
  }
  lines.push(`Report: ${reportPath}`, '');
  return lines.join('\n');
}
