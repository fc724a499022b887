import type { RuleResult } from '../harness/ledger.ts';
import { ruleById } from '../rules/catalogue.ts';
import { NOW_HOLDS } from './expected-failures.ts';
import { escape } from './html-escape.ts';
import { renderNote } from './note-block.ts';

/** The anchor of a rule's row in `index.html`, e.g. `rule-status-taskid-uuid`. */
export function ruleAnchor(id: string): string {
  return `rule-${id}`;
}

function item(result: RuleResult): string {
  const rule = ruleById(result.id);
  const [first = '', ...more] = result.details;
  const why = first.startsWith(NOW_HOLDS)
    ? 'expected failure that now passes: remove its entry'
    : `failed${rule.level === 'assumed' ? ` (assumed ${rule.assumption ?? ''})` : ''}`;
  const others =
    more.length > 0 ? `<div class="summary">and ${more.length} more note(s) in its row</div>` : '';
  return `<li><a href="#${ruleAnchor(result.id)}"><code>${escape(result.id)}</code></a> · ${escape(why)}
<div class="summary">${escape(rule.summary)}</div>
${renderNote(first)}${others}</li>`;
}

/**
 * The "Needs attention" section that opens `index.html`: every failed rule (an expected failure
 * that now passes is one: its entry must go), each with its first failure note (Received /
 * Documented / Replay, and for a property its seed, path and replay command) and a link to its
 * row; or one line saying that nothing failed. Source: issue 22, item 6.
 */
export function renderAttentionSection(results: readonly RuleResult[]): string {
  const failed = results.filter((r) => r.status === 'failed');
  const body =
    failed.length === 0
      ? '<p>Nothing needs attention: no rule failed.</p>'
      : `<ol class="attention">${failed.map(item).join('\n')}</ol>`;
  return `<section id="needs-attention"><h2>Needs attention (${failed.length})</h2>
${body}
</section>`;
}
