import { escape } from './html-escape.ts';
import { againstText, type RunTarget } from './run-target.ts';
import type { RunVerdict } from './run-verdict.ts';

/** The banner's colours: green for PASSED, amber for a pass with rules not judged, an interruption or NOT TESTED, red for FAILED. */
const BANNER_COLOURS = {
  passed: { border: '#2e7d32', background: '#e8f5e9' },
  partial: { border: '#ef6c00', background: '#fff3e0' },
  failed: { border: '#c62828', background: '#ffebee' },
} as const;

/** Which colour the verdict takes: a pass with rules not judged is not a clean pass. */
export function verdictTone(verdict: RunVerdict): keyof typeof BANNER_COLOURS {
  if (verdict.outcome === 'failed') return 'failed';
  return verdict.outcome === 'interrupted' || verdict.outcome === 'not tested' || verdict.notJudged > 0
    ? 'partial'
    : 'passed';
}

/** The banner's CSS (its class `verdict` and one class per tone). */
export const BANNER_STYLE = Object.entries(BANNER_COLOURS)
  .map(([tone, c]) => `.verdict.${tone}{border-left:8px solid ${c.border};background:${c.background}}`)
  .concat([
    '.verdict{padding:.6rem 1rem;margin:0 0 1rem}.verdict h1{margin:0;font-size:1.6rem}.verdict p{margin:.3rem 0 0}',
  ])
  .join('\n');

/**
 * The banner that opens `index.html`: the verdict's headline as the page's
 * `<h1>`, the whole verdict line, and the target's kind and URL (`against the embedded mock, not
 * a sandbox (…)`), one line per rule not met. An interrupted run says that its report is incomplete.
 */
export function renderVerdictBanner(verdict: RunVerdict, target: RunTarget): string {
  const incomplete =
    verdict.outcome === 'interrupted'
      ? '<p><b>This run is incomplete:</b> it was interrupted before every rule was tested. Do not sign it off; run it again to the end.</p>'
      : '';
  // A rule not met (no 429 came, A6) gets one line: it changes nothing, but the reader should know.
  const notMet = verdict.notMetLines
    .map((line) => `<p class="not-met">Not met: ${escape(line)}</p>\n`)
    .join('');
  // The line under the headline says the rest of the verdict (its text without the headline).
  const rest = verdict.text.startsWith(`${verdict.headline}: `)
    ? verdict.text.slice(verdict.headline.length + 2)
    : verdict.text;
  return `<header id="verdict" class="verdict ${verdictTone(verdict)}" data-outcome="${verdict.outcome}">
<h1>${escape(verdict.headline)} <small>against ${escape(againstText(target))}</small></h1>
<p class="verdict-line">${escape(rest)}</p>
${notMet}${incomplete}</header>`;
}
