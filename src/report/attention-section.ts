import type { RuleResult } from '../harness/ledger.ts';
import { ruleById } from '../rules/catalogue.ts';
import { NOW_HOLDS } from './expected-failures.ts';
import { escape } from './html-escape.ts';
import { renderNote } from './note-block.ts';
import type { HarSummary } from '../evidence/har-recorder.ts';
import { renderHarEntries } from './har-entries-line.ts';
import { blockersOf, notJudgedBy, type RunVerdict, TRANSPORT_CAUSE } from './run-verdict.ts';

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

/** The rules not judged because `blocker` broke first, as one item, each rule linked to its row. */
function notJudgedItem(blocker: string, ids: readonly string[], results: readonly RuleResult[]): string {
  const links = ids.map((id) => `<a href="#${ruleAnchor(id)}"><code>${escape(id)}</code></a>`).join(', ');
  if (blocker === TRANSPORT_CAUSE)
    return `<li><b>${ids.length} rule(s) not judged</b>: transport trouble (a reset, a timeout or no connection after the retries) ended their tests. Check the target's reachability and run again.
<div class="summary">${links}</div></li>`;
  const status = results.find((r) => r.id === blocker)?.status;
  const why = status === 'expected' ? 'an expected failure' : status === 'failed' ? 'failed' : (status ?? '');
  return `<li><b>${ids.length} rule(s) not judged</b>: <a href="#${ruleAnchor(blocker)}"><code>${escape(blocker)}</code></a> (${escape(why)}) broke first in their tests, so they were not judged. Fix it, or judge them against a target where it holds.
<div class="summary">${links}</div></li>`;
}

/** The rules a stopped run did not reach, as one item. */
function notReachedItem(verdict: RunVerdict, results: readonly RuleResult[]): string {
  const reasons = [
    ...new Set(
      results.filter((r) => r.status === 'not tested' && blockersOf(r).length === 0).map((r) => r.reason),
    ),
  ].filter((reason) => reason !== undefined);
  return `<li><b>${verdict.notReached} rule(s) not reached</b>${reasons.length > 0 ? `: ${escape(reasons.join('; '))}` : ''}. The run stopped before their tests: this report is incomplete; run it again to the end.</li>`;
}

/**
 * The "Needs attention" section that opens `index.html`, after the verdict banner: every failed
 * rule (an expected failure that now passes is one: its entry must go), each with its id,
 * summary, the failure note that replays it (`attentionNote`: Received / Documented / Replay,
 * and for a property its seed, path and re-run command) and a link to its row; the rules a
 * stopped run did not reach; and the rules not judged, by the rule that broke first (otherwise an
 * expected failure would hide them); or one line saying that nothing needs attention. Its
 * count is of rules; its border red when a rule failed, amber for the rest. Failures come first, before anything else
 * on the page.
 */
export function renderAttentionSection(
  results: readonly RuleResult[],
  verdict: RunVerdict,
  har?: HarSummary,
): string {
  const failed = results.filter((r) => r.status === 'failed');
  const items = [
    ...failed.map((r) => item(r, har)),
    ...(verdict.notReached > 0 ? [notReachedItem(verdict, results)] : []),
    ...[...notJudgedBy(results)].map(([blocker, ids]) => notJudgedItem(blocker, ids, results)),
  ];
  const count = failed.length + verdict.notReached + verdict.notJudged;
  const tone = failed.length > 0 ? 'failed' : count > 0 ? 'partial' : 'none';
  const body =
    items.length === 0
      ? '<p>Nothing needs attention: every rule was judged, and none failed.</p>'
      : `<ol class="attention">${items.join('\n')}</ol>`;
  return `<section id="needs-attention" class="${tone}"><h2>Needs attention (${count})</h2>
${body}
</section>`;
}
