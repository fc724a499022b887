import { redactor } from '../output/redactor.ts';
import { ruleById } from '../rules/catalogue.ts';
import type { RuleResult, RuleStatus } from '../harness/ledger.ts';
import { countByStatus } from './summary.ts';

/** What the front page of a run report shows besides the per-rule table. */
export interface RunFacts {
  readonly target: string;
  readonly seed: number;
  readonly assumptions: string;
  readonly startedAt: Date;
  readonly failedTests: number;
}

const ORDER: readonly RuleStatus[] = ['failed', 'expected', 'warned', 'skipped', 'not tested', 'passed'];
const COLOURS: Readonly<Record<RuleStatus, string>> = {
  failed: '#c62828',
  expected: '#8e24aa',
  warned: '#ef6c00',
  skipped: '#1565c0',
  'not tested': '#6d4c41',
  passed: '#2e7d32',
};

/** `text` redacted (so the page never needs scrubbing) and escaped for HTML and XML. */
export function escape(text: string): string {
  return redactor
    .redact(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function row(result: RuleResult): string {
  const rule = ruleById(result.id);
  const level = rule.level === 'assumed' ? `assumed ${rule.assumption ?? ''}` : 'documented';
  const details = result.details.length
    ? `<details><summary>${result.details.length} note(s)</summary>${result.details
        .slice(0, 5)
        .map((d) => `<pre>${escape(d)}</pre>`)
        .join('')}</details>`
    : '';
  const observed = result.observed.length
    ? `<details class="observed"><summary>${result.observed.length} observed (not asserted)</summary>${result.observed
        .slice(0, 20)
        .map((o) => `<pre>${escape(`${o.title}: ${o.value}`)}</pre>`)
        .join('')}</details>`
    : '';
  return `<tr class="${result.status.replace(' ', '-')}">
<td><span class="badge" style="background:${COLOURS[result.status]}">${escape(result.status)}</span></td>
<td><code>${escape(result.id)}</code><div class="summary">${escape(rule.summary)}</div></td>
<td>${escape(level)}</td>
<td>${escape(rule.source.doc)} · ${escape(rule.source.section)}<blockquote>${escape(rule.source.quote)}</blockquote></td>
<td>${result.tests.length}</td>
<td>${details}${observed}</td>
</tr>`;
}

/**
 * The front page of a run report (`index.html`): counts per status, the run's facts, and the
 * per-rule table (status, rule and summary, level, source sentence, tests, failure or skip
 * notes), failed rules first; `sections` (HTML, already escaped) goes above the table.
 * Self-contained HTML; every text is escaped.
 */
export function renderRulesPage(results: readonly RuleResult[], facts: RunFacts, sections = ''): string {
  const counts = countByStatus(results);
  const sorted = [...results].sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status));
  const tally = ORDER.map(
    (s) => `<span class="badge" style="background:${COLOURS[s]}">${counts[s]} ${escape(s)}</span>`,
  ).join(' ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>vop-conformance: ${escape(facts.target)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#222}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.4rem;vertical-align:top;text-align:left}
th{background:#f4f4f4;position:sticky;top:0}.badge{color:#fff;border-radius:4px;padding:.1rem .45rem;font-size:.85rem;white-space:nowrap}
blockquote{margin:.3rem 0 0;color:#555;font-size:.85rem}.summary{color:#555;font-size:.85rem}pre{white-space:pre-wrap;font-size:.8rem;background:#fafafa;padding:.4rem}
</style></head><body>
<h1>vop-conformance</h1>
<p>Target <b>${escape(facts.target)}</b> · started ${escape(facts.startedAt.toISOString())} · seed ${facts.seed} · assumptions ${escape(facts.assumptions)} · ${facts.failedTests} failed test(s)</p>
<p>${tally}</p>
<p>Every test with its failure and replay command: <a href="report.html">report.html</a> · machine-readable: <a href="rules.json">rules.json</a>, <a href="junit.xml">junit.xml</a>, <a href="report.json">report.json</a></p>
<p>Where interface.md says "not shown" or assumptions.md allows several behaviours, the suite asserts nothing and records what the target did as <i>observed</i>, under the rule whose test saw it.</p>
${sections}
<h2>Rules</h2>
<table><thead><tr><th>Status</th><th>Rule</th><th>Level</th><th>Source</th><th>Tests</th><th>Notes</th></tr></thead>
<tbody>
${sorted.map(row).join('\n')}
</tbody></table></body></html>
`;
}
