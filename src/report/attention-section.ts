import type { RuleResult } from '../harness/ledger.ts';
import { ruleById } from '../rules/catalogue.ts';
import { NOW_HOLDS } from './expected-failures.ts';
import { escape } from './html-escape.ts';
import { renderNote } from './note-block.ts';
import type { HarSummary } from '../evidence/har-recorder.ts';
import { renderHarEntries } from './har-entries-line.ts';

/** The anchor of a rule's row in `index.html`, e.g. `rule-status-taskid-uuid`. */
export function ruleAnchor(id: string): string {
  return `rule-${id}`;
}

/** How a note's line that replays a failure begins: a request's curl, or a property case's re-run. */
const REPLAY_LINES = ['Replay: ', 'Re-run this case: '] as const;

/**
 * The note "Needs attention" shows of a failed rule: the first of `details` that ends with a way
 * to replay it (a `Replay: curl …` line, else a property's `Re-run this case: …`), else the
 * first. A failure judged on a result file as a whole has no request to replay, while the same
 * rule's failure on one exchange has: the reader needs the one that reproduces.
 */
export function attentionNote(details: readonly string[]): string {
  const replays = (prefix: string) => (note: string) =>
    note.split('\n').some((line) => line.startsWith(prefix));
  for (const prefix of REPLAY_LINES) {
    const found = details.find(replays(prefix));
    if (found !== undefined) return found;
  }
  return details[0] ?? '';
}

function item(result: RuleResult, har: HarSummary | undefined): string {
  const rule = ruleById(result.id);
  const why = (result.details[0] ?? '').startsWith(NOW_HOLDS)
    ? 'expected failure that now passes: remove its entry'
    : `failed${rule.level === 'assumed' ? ` (assumed ${rule.assumption ?? ''})` : ''}`;
  const more = result.details.length - 1;
  const others = more > 0 ? `<div class="summary">and ${more} more note(s) in its row</div>` : '';
  return `<li><a href="#${ruleAnchor(result.id)}"><code>${escape(result.id)}</code></a> · ${escape(why)}
<div class="summary">${escape(rule.summary)}</div>
${renderNote(attentionNote(result.details))}${renderHarEntries(result.id, har)}${others}</li>`;
}

/**
 * The "Needs attention" section that opens `index.html`: every failed rule (an expected failure
 * that now passes is one: its entry must go), each with its id, summary, the failure note that
 * replays it (`attentionNote`: Received / Documented / Replay, and for a property its seed, path
 * and re-run command) and a link to its row; or one line saying that nothing failed. Source:
 * issue 22, item 6.
 */
export function renderAttentionSection(results: readonly RuleResult[], har?: HarSummary): string {
  const failed = results.filter((r) => r.status === 'failed');
  const body =
    failed.length === 0
      ? '<p>Nothing needs attention: no rule failed.</p>'
      : `<ol class="attention">${failed.map((r) => item(r, har)).join('\n')}</ol>`;
  return `<section id="needs-attention"><h2>Needs attention (${failed.length})</h2>
${body}
</section>`;
}
