import { escape } from './html-escape.ts';
import type { HarSummary, RuleEntries } from '../evidence/har-recorder.ts';

/** `#3, #4` or `#3, #4, … (first 10 of 57)`. */
function numbered(entries: RuleEntries): string {
  const list = entries.first.map((n) => `#${n}`).join(', ');
  return entries.count > entries.first.length
    ? `${list}, … (first ${entries.first.length} of ${entries.count})`
    : list;
}

/**
 * The line of a failed rule under "Needs attention" naming its entries in `exchanges.har`
 * (`--har`): those a failure of the rule replays (`_failedRuleIds`), then those its own test made
 * (`_ruleIds`); '' when there is no HAR or it holds neither (a rule judged only at session open).
 */
export function renderHarEntries(id: string, har: HarSummary | undefined): string {
  if (!har) return '';
  const failed = har.failedEntriesByRule.get(id);
  const made = har.entriesByRule.get(id);
  const parts = [
    failed && failed.count > 0
      ? `failed on ${failed.count > 1 ? 'entries' : 'entry'} ${numbered(failed)} (<code>_failedRuleIds</code> holds "${escape(id)}")`
      : '',
    made && made.count > 0
      ? `its test's exchanges: entries ${numbered(made)} (<code>_ruleIds</code> holds "${escape(id)}")`
      : '',
  ].filter((part) => part !== '');
  if (parts.length === 0) return '';
  return `<div class="summary har-entries">In <a href="${escape(har.file)}">${escape(har.file)}</a>: ${parts.join('; ')}</div>`;
}
