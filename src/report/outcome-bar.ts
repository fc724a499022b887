import type { ShownStatus } from './shown-status.ts';

/** The colour of each status on the page and in its charts. */
export const STATUS_COLOURS: Readonly<Record<ShownStatus, string>> = {
  failed: '#c62828',
  expected: '#8e24aa',
  warned: '#ef6c00',
  'not judged': '#546e7a',
  skipped: '#1565c0',
  'not met': '#90a4ae',
  'not tested': '#6d4c41',
  passed: '#2e7d32',
};

/** The statuses in the order every screen shows them (see ShownStatus): the ones to act on first. */
export const STATUS_ORDER: readonly ShownStatus[] = [
  'failed',
  'expected',
  'warned',
  'not judged',
  'skipped',
  'not tested',
  'not met',
  'passed',
];

/** Width of an outcome bar, px. */
const WIDTH = 240;
/** Height of an outcome bar, px. */
const HEIGHT = 12;

/**
 * A small inline SVG of one group's outcomes: a stacked bar, one segment per status in
 * STATUS_ORDER, its width proportional to the count, each with a `<title>` ("3 failed") and a
 * `data-status`; `role="img"` with an `aria-label` listing the counts.
 */
export function outcomeBar(counts: Readonly<Record<ShownStatus, number>>): string {
  const total = STATUS_ORDER.reduce((sum, status) => sum + counts[status], 0);
  let x = 0;
  const segments = STATUS_ORDER.filter((status) => counts[status] > 0).map((status) => {
    const width = total === 0 ? 0 : (counts[status] / total) * WIDTH;
    const rect = `<rect data-status="${status}" x="${x.toFixed(1)}" y="0" width="${width.toFixed(1)}" height="${HEIGHT}" fill="${STATUS_COLOURS[status]}"><title>${counts[status]} ${status}</title></rect>`;
    x += width;
    return rect;
  });
  const label = STATUS_ORDER.filter((s) => counts[s] > 0)
    .map((s) => `${counts[s]} ${s}`)
    .join(', ');
  return `<svg class="outcomes" role="img" aria-label="${label}" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${segments.join('')}</svg>`;
}
