import { ruleById } from '../rules/catalogue.ts';
import type { RuleResult } from '../harness/ledger.ts';
import { renderAttentionSection, ruleAnchor } from './attention-section.ts';
import type { HarSummary } from '../evidence/har-recorder.ts';
import { FILTER_SCRIPT } from './filter-script.ts';
import { escape } from './html-escape.ts';
import { renderNote } from './note-block.ts';
import { groupByOperation, type RuleGroup } from './operation-groups.ts';
import { outcomeBar, STATUS_COLOURS, STATUS_ORDER } from './outcome-bar.ts';
import type { RunTarget } from './run-target.ts';
import type { RunVerdict } from './run-verdict.ts';
import { countShown, type ShownStatus, shownStatusOf } from './shown-status.ts';
import { type ToolProvenance, toolText } from './tool-provenance.ts';
import { BANNER_STYLE, renderVerdictBanner } from './verdict-banner.ts';

/** What the front page of a run report shows besides the per-rule table. */
export interface RunFacts {
  /** The target as the run labels it: `embedded mock (http://127.0.0.1:41375)`, or the base URL. */
  readonly target: string;
  /** The target's kind and URL, as every output names it (`againstText`). */
  readonly runTarget: RunTarget;
  /** The run's verdict (`runVerdict`): the banner that opens the page. */
  readonly verdict: RunVerdict;
  readonly seed: number;
  readonly assumptions: string;
  readonly startedAt: Date;
  readonly failedTests: number;
  /** The tool that ran (version, commit, rule-set digest): the page's header line and rules.json name it. */
  readonly tool?: ToolProvenance;
  /** How the requests travelled when a proxy is set (`through the proxy HTTPS_PROXY=http://…`, no credentials); absent without one. */
  readonly proxy?: string;
}

/** Grey: a count of none takes no status colour (a passing page shows no red). */
const NONE_COLOUR = '#9e9e9e';

function badge(status: ShownStatus, text: string, count = 1): string {
  const colour = count > 0 ? STATUS_COLOURS[status] : NONE_COLOUR;
  return `<span class="badge" style="background:${colour}">${escape(text)}</span>`;
}

function row(result: RuleResult): string {
  const rule = ruleById(result.id);
  const level = rule.level === 'assumed' ? `assumed ${rule.assumption ?? ''}` : 'documented';
  // A failed rule's failure shows at once: it is what the reader came for.
  const open = result.status === 'failed' ? ' open' : '';
  // A rule a test set out to judge but did not says why (`not judged: … broke first`, `interrupted`).
  const notes = result.reason === undefined ? result.details : [result.reason, ...result.details];
  const details = notes.length
    ? `<details class="notes"${open}><summary>${notes.length} note(s)</summary>${notes
        .slice(0, 5)
        .map(renderNote)
        .join('')}</details>`
    : '';
  const observed = result.observed.length
    ? `<details class="observed"><summary>${result.observed.length} observed (not asserted)</summary>${result.observed
        .slice(0, 20)
        .map((o) => renderNote(`${o.title}: ${o.value}`))
        .join('')}</details>`
    : '';
  const operations =
    rule.operations.length > 1
      ? `<div class="summary">operations: ${escape(rule.operations.join(', '))}</div>`
      : '';
  const shown = shownStatusOf(result);
  return `<tr class="rule ${shown.replace(' ', '-')}" data-status="${escape(shown)}" data-level="${rule.level}" id="${ruleAnchor(result.id)}">
<td>${badge(shown, shown)}</td>
<td><code>${escape(result.id)}</code><div class="summary">${escape(rule.summary)}</div>${operations}</td>
<td>${escape(level)}</td>
<td>${escape(rule.source.doc)} · ${escape(rule.source.section)}<blockquote>${escape(rule.source.quote)}</blockquote></td>
<td>${result.tests.length}</td>
<td>${details}${observed}</td>
</tr>`;
}

function group(each: RuleGroup): string {
  const counts = countShown(each.results);
  const tally = STATUS_ORDER.filter((s) => counts[s] > 0)
    .map((s) => badge(s, `${counts[s]} ${s}`))
    .join(' ');
  return `<section class="group" data-group="${each.key}">
<h3>${escape(each.title)} <span class="count">${each.results.length} rule(s)</span></h3>
<p class="tally">${outcomeBar(counts)} ${tally}</p>
<table><thead><tr><th>Status</th><th>Rule</th><th>Level</th><th>Source</th><th>Tests</th><th>Notes</th></tr></thead>
<tbody>
${each.results.map(row).join('\n')}
</tbody></table>
</section>`;
}

const FILTER = `<form id="filter" hidden>
<label>Status <select name="status"><option value="">any</option>${STATUS_ORDER.map((s) => `<option value="${s}">${s}</option>`).join('')}</select></label>
<label>Level <select name="level"><option value="">any</option><option value="documented">documented</option><option value="assumed">assumed</option></select></label>
<label>Text <input name="text" type="search" placeholder="rule id, words of its summary, source or notes"></label>
<output id="shown"></output>
</form>`;

/**
 * The front page of a run report (`index.html`): the verdict banner (the
 * verdict and the target's kind and URL, the page's `<h1>`), the run's facts, counts per status
 * (a count of none in grey: a passing page shows no red), "Needs attention" (every failed rule
 * with its failure and replay command, the rules not reached, the rules not judged by the rule
 * that broke first), then `sections`, a filter
 * box (status, level, text), then the rules grouped by operation (a rule of several operations
 * in a group of its own), each group with its count, a small chart of its outcomes and its rule
 * table (status, rule and summary, level, source sentence, tests, notes), failed rules first and
 * their failure notes open. `sections` (HTML, already escaped: sign-off, history) goes between
 * "Needs attention" and the groups.
 * Self-contained HTML that works offline; every text is escaped, so a QA lead can scan it anywhere.
 */
export function renderRulesPage(
  results: readonly RuleResult[],
  facts: RunFacts,
  sections = '',
  har?: HarSummary,
): string {
  const counts = countShown(results);
  const order = (r: RuleResult) => STATUS_ORDER.indexOf(shownStatusOf(r));
  const sorted = [...results].sort((a, b) => order(a) - order(b));
  const tally = STATUS_ORDER.map((s) => badge(s, `${counts[s]} ${s}`, counts[s])).join(' ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(facts.verdict.headline)} · vop-conformance: ${escape(facts.target)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#222}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.4rem;vertical-align:top;text-align:left}
th{background:#f4f4f4}.badge{color:#fff;border-radius:4px;padding:.1rem .45rem;font-size:.85rem;white-space:nowrap}
blockquote{margin:.3rem 0 0;color:#555;font-size:.85rem}.summary{color:#555;font-size:.85rem}pre{white-space:pre-wrap;font-size:.8rem;background:#fafafa;padding:.4rem}
section.group{margin-top:1.5rem}h3 .count{font-weight:normal;color:#555;font-size:.9rem}.tally svg{vertical-align:middle;margin-right:.5rem}
#filter{position:sticky;top:0;background:#fff;padding:.5rem 0;border-bottom:1px solid #ddd;display:flex;gap:1rem;flex-wrap:wrap;align-items:center}
#filter input{min-width:20rem}
#needs-attention{border-left:4px solid #9e9e9e;padding-left:1rem}#needs-attention.failed{border-left-color:#c62828}#needs-attention.partial{border-left-color:#ef6c00}ol.attention li{margin-bottom:.8rem}
${BANNER_STYLE}
</style></head><body>
${renderVerdictBanner(facts.verdict, facts.runTarget)}
<p>${facts.tool ? escape(toolText(facts.tool)) : 'vop-conformance'} · started ${escape(facts.startedAt.toISOString())} · seed ${facts.seed} · assumptions ${escape(facts.assumptions)}</p>
<p>${tally}</p>
<p>Every test with its failure and replay command: <a href="report.html">report.html</a> · machine-readable: <a href="rules.json">rules.json</a>, <a href="junit.xml">junit.xml</a>, <a href="report.json">report.json</a></p>
<p>Where interface.md says "not shown" or assumptions.md allows several behaviours, the suite asserts nothing and records what the target did as <i>observed</i>, under the rule whose test saw it.</p>
${har ? `<p class="har">Every exchange of this run: <a href="${escape(har.file)}">${escape(har.file)}</a> (HAR 1.2, ${har.entries} entries; open it in a browser's developer tools, Network tab, or in Charles, Fiddler or Postman; each entry's <code>_ruleIds</code> names the rule whose test made it).</p>` : ''}
${renderAttentionSection(results, facts.verdict, har)}
${sections}
<h2>Rules by operation</h2>
${FILTER}
${groupByOperation(sorted).map(group).join('\n')}
<script>${FILTER_SCRIPT}</script>
</body></html>
`;
}
