import { type Drift, otherRuleSetWarning } from './drift.ts';
import { escape } from './html-escape.ts';
import type { RunSummary } from './run-summary.ts';

/** Most runs the trend chart shows. */
export const TREND_RUNS = 20;

const BAR = 14;
const GAP = 4;
const HEIGHT = 80;

/**
 * An inline SVG of passed, failed and skipped (skipped, warned, expected, not met and not tested
 * together) rule counts for the last {@link TREND_RUNS} runs, oldest left, one stacked bar per
 * run with its date and counts as a tooltip.
 */
export function renderTrendChart(runs: readonly RunSummary[]): string {
  const shown = runs.slice(-TREND_RUNS);
  const bars = shown.map((run, i) => {
    const c = run.counts;
    // A history line written before the not met outcome (A6) has no count of it.
    const notMet = (c as Partial<typeof c>)['not met'] ?? 0;
    const other = c.skipped + c.warned + c.expected + c['not tested'] + notMet;
    const total = Math.max(1, c.passed + c.failed + other);
    const parts = [
      ['#2e7d32', c.passed],
      ['#c62828', c.failed],
      ['#90a4ae', other],
    ] as const;
    let y = HEIGHT;
    // A count of none draws nothing (no red on a page where nothing failed).
    const rects = parts.map(([colour, n]) => {
      const h = (n / total) * HEIGHT;
      y -= h;
      if (n === 0) return '';
      return `<rect x="${i * (BAR + GAP)}" y="${y.toFixed(1)}" width="${BAR}" height="${h.toFixed(1)}" fill="${colour}"/>`;
    });
    const tip = `${run.startedAt}: ${c.passed} passed, ${c.failed} failed, ${other} skipped or not tested`;
    return `<g><title>${escape(tip)}</title>${rects.join('')}</g>`;
  });
  const width = Math.max(1, shown.length) * (BAR + GAP);
  return `<svg role="img" aria-label="rule outcomes of the last ${shown.length} runs" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}">${bars.join('')}</svg>`;
}

function list(title: string, items: readonly string[]): string {
  if (items.length === 0) return '';
  return `<h3>${escape(title)} (${items.length})</h3><ul>${items.map((i) => `<li><code>${escape(i)}</code></li>`).join('')}</ul>`;
}

/**
 * The "Since the last run" section of `index.html`: the trend chart of the runs against this
 * target (this one included), then what changed since the previous one (a warning when it used
 * another rule set, new failures, fixed
 * rules, other status changes, observed values that changed); with a single run, no chart but a
 * line saying there is nothing to compare yet.
 */
export function renderHistorySection(runs: readonly RunSummary[], drift: Drift | undefined): string {
  // One run draws no chart: a lone bar compares nothing.
  if (runs.length < 2)
    return `<section id="since-last-run"><h2>Since the last run</h2>
<p>This is the first run against this target in this report folder: nothing to compare yet.</p>
</section>`;
  const changes = drift
    ? [
        `<p>Compared with the run of ${escape(drift.before.startedAt)} against the same target.</p>`,
        drift.otherRuleSet
          ? `<p><b>Another rule set.</b> ${escape(otherRuleSetWarning(drift) ?? '')}</p>`
          : '',
        list('New failures', drift.newFailures),
        list('Passed before, not judged now', drift.noLongerJudged),
        list('Fixed', drift.fixed),
        list('Other status changes', drift.otherChanges),
        drift.observed.length > 0
          ? `<h3>Observed values that changed (${drift.observed.length})</h3><table><thead><tr><th>What</th><th>Before</th><th>Now</th></tr></thead><tbody>${drift.observed
              .map(
                (c) =>
                  `<tr><td><code>${escape(c.key)}</code></td><td>${escape(c.before ?? '(not seen)')}</td><td>${escape(c.after ?? '(not seen)')}</td></tr>`,
              )
              .join('')}</tbody></table>`
          : '',
        drift.newFailures.length +
          drift.noLongerJudged.length +
          drift.fixed.length +
          drift.otherChanges.length +
          drift.observed.length ===
        0
          ? '<p>Nothing changed.</p>'
          : '',
      ].join('\n')
    : '';
  return `<section id="since-last-run"><h2>Since the last run</h2>
<p>${renderTrendChart(runs)}<br><span class="summary">rule outcomes of the last ${Math.min(runs.length, TREND_RUNS)} run(s) against this target: passed green, failed red, skipped or not tested grey</span></p>
${changes || '<p>No earlier complete run against this target to compare with.</p>'}
</section>`;
}
