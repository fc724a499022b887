import type { BenchRow, BenchRowResult } from './bench-row.ts';

/** One measured row: the row and what it gave, or the error that stopped it. */
export interface BenchOutcome {
  readonly row: Pick<BenchRow, 'id' | 'what' | 'goal'>;
  readonly result?: BenchRowResult;
  readonly error?: string;
  /** Wall time of the row, ms. */
  readonly durationMs: number;
}

/** The outcomes as a plain-text table: what, goal, result, met (`yes`, `NO`, `ERROR`). */
export function benchTable(outcomes: readonly BenchOutcome[]): string {
  const rows = outcomes.map((o) => [
    o.row.what,
    o.row.goal,
    o.result?.result ?? `error: ${o.error ?? 'unknown'}`,
    o.result ? (o.result.met ? 'yes' : 'NO') : 'ERROR',
  ]);
  const header = ['what', 'goal', 'measured', 'met'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
