import { expect } from 'chai';
import { Window } from 'happy-dom';
import type { RuleResult, RuleStatus } from '../../src/harness/ledger.ts';
import { catalogue, ruleById } from '../../src/rules/catalogue.ts';
import { GROUP_TITLES, groupOf } from '../../src/report/operation-groups.ts';
import { renderRulesPage } from '../../src/report/rules-page.ts';
import { applyExpectedFailures } from '../../src/report/expected-failures.ts';
import { renderHistorySection } from '../../src/report/history-section.ts';
import { summariseRun } from '../../src/report/run-summary.ts';
import { renderSignoffHtml } from '../../src/report/signoff-section.ts';
import { type RunStop, runVerdict } from '../../src/report/run-verdict.ts';

const HOSTILE = '<script>window.pwned = true</script><img src="x" onerror="window.pwned = true">';

/** Every rule of the catalogue passed, but for the statuses given here. */
function results(statuses: Readonly<Record<string, RuleStatus>>): RuleResult[] {
  return catalogue.map((rule) => {
    const status = statuses[rule.id] ?? 'passed';
    return {
      id: rule.id,
      level: rule.level,
      ...(rule.assumption ? { assumption: rule.assumption } : {}),
      status,
      tests: [`${rule.id}: a test`],
      details:
        status === 'failed'
          ? [`Received: ${HOSTILE}\nDocumented: a UUID`]
          : status === 'skipped'
            ? ['set VOP_TASK_ID_FAILED']
            : [],
      observed: [],
    };
  });
}

const STATUSES: Readonly<Record<string, RuleStatus>> = {
  'status-taskid-uuid': 'failed',
  'results-content-disposition': 'failed',
  'status-detail-when-failed': 'skipped',
  'submit-content-type-415': 'expected',
};

/**
 * The page of `rules` loaded in happy-dom with its script run; the window and any script error.
 * `sections`: the sign-off and history sections the runner passes (none by default); `stop`: how
 * the run stopped early, if it did.
 */
async function load(
  rules: readonly RuleResult[],
  sections = '',
  stop?: RunStop,
): Promise<{ window: Window; errors: unknown[] }> {
  const html = renderRulesPage(
    rules,
    {
      target: 'https://sandbox.example <b>',
      runTarget: { kind: 'provider', url: 'https://sandbox.example <b>', faults: [] },
      verdict: runVerdict(rules, stop),
      seed: 42,
      assumptions: 'enforce',
      startedAt: new Date(Date.UTC(2026, 10, 24)),
      failedTests: 2,
    },
    sections,
  );
  const window = new Window({
    settings: {
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
      disableJavaScriptFileLoading: true,
    },
  });
  const errors: unknown[] = [];
  window.addEventListener('error', (event) => errors.push((event as unknown as { error: unknown }).error));
  window.document.write(html);
  await window.happyDOM.waitUntilComplete();
  return { window, errors };
}

function rows(window: Window, selector = 'tr.rule'): Array<{ id: string; hidden: boolean }> {
  return [...window.document.querySelectorAll(selector)].map((row) => ({
    id: row.querySelector('code')?.textContent ?? '',
    hidden: (row as unknown as { hidden: boolean }).hidden,
  }));
}

function setFilter(window: Window, name: string, value: string): void {
  const field = window.document.querySelector(`#filter [name="${name}"]`) as unknown as {
    value: string;
    dispatchEvent(e: unknown): void;
  };
  field.value = value;
  field.dispatchEvent(new window.Event('input', { bubbles: true }));
}

/** A sign-off and the history of a first run, as the runner passes them to the page. */
const SECTIONS =
  renderSignoffHtml({
    title: 'Onboarding sign-off: PASSED',
    verdict: 'PASSED',
    sections: [{ heading: 'The run', items: ['Target: https://sandbox.example'] }],
    bodies: [],
  }) +
  renderHistorySection(
    [
      summariseRun(results({}), {
        startedAt: '2026-11-24T02:17:00Z',
        target: 'x',
        seed: 1,
        tool: { version: '0.2.0' },
      }),
    ],
    undefined,
  );

describe('report: index.html in a DOM', () => {
  const rules = results(STATUSES);

  it('groups the rules by operation, each with its count and a chart of its outcomes', async () => {
    const { window, errors } = await load(rules);
    expect(errors).to.deep.equal([]);
    const groups = [...window.document.querySelectorAll('section.group')];
    expect(groups.map((g) => g.getAttribute('data-group'))).to.deep.equal(Object.keys(GROUP_TITLES));
    for (const group of groups) {
      const key = group.getAttribute('data-group');
      const own = rules.filter((r) => groupOf(r) === key);
      expect(group.querySelectorAll('tr.rule').length, String(key)).to.equal(own.length);
      expect(group.querySelector('h3 .count')?.textContent).to.equal(`${own.length} rule(s)`);
      const failed = own.filter((r) => r.status === 'failed').length;
      const bar = group.querySelector('svg.outcomes');
      expect(bar, String(key)).to.not.equal(null);
      expect(bar?.querySelector('rect[data-status="failed"] title')?.textContent ?? '0 failed').to.equal(
        `${failed} failed`,
      );
    }
    expect(rows(window).length).to.equal(catalogue.length);
  });

  it('opens the failure notes of failed rules, and shows hostile text as text', async () => {
    const { window } = await load(rules);
    const failed = [...window.document.querySelectorAll('tr.rule[data-status="failed"]')];
    expect(failed).to.have.length(2);
    for (const row of failed) expect(row.querySelector('details.notes')?.hasAttribute('open')).to.equal(true);
    expect(
      window.document.querySelector('tr.rule[data-status="skipped"] details.notes')?.hasAttribute('open'),
    ).to.equal(false);
    expect((window as unknown as { pwned?: boolean }).pwned).to.equal(undefined);
    expect(window.document.body.textContent).to.include('<script>window.pwned = true</script>');
    expect(window.document.querySelector('#verdict h1 small')?.textContent).to.equal(
      'against the provider at https://sandbox.example <b>',
    );
  });

  it('filters by status, level and text, hiding the groups left empty', async () => {
    const { window } = await load(rules);
    const form = window.document.getElementById('filter') as unknown as { hidden: boolean };
    expect(form.hidden, 'the script shows the filter box').to.equal(false);
    expect(window.document.getElementById('shown')?.textContent).to.equal(
      `${catalogue.length} of ${catalogue.length} rules shown`,
    );

    setFilter(window, 'status', 'failed');
    expect(
      rows(window)
        .filter((r) => !r.hidden)
        .map((r) => r.id)
        .sort(),
    ).to.deep.equal(['results-content-disposition', 'status-taskid-uuid']);
    const visibleGroups = [...window.document.querySelectorAll('section.group')]
      .filter((g) => !(g as unknown as { hidden: boolean }).hidden)
      .map((g) => g.getAttribute('data-group'));
    expect(visibleGroups).to.deep.equal(['bulk-status', 'bulk-results']);

    setFilter(window, 'status', '');
    setFilter(window, 'level', 'assumed');
    const assumed = catalogue
      .filter((r) => r.level === 'assumed')
      .map((r) => r.id)
      .sort();
    expect(
      rows(window)
        .filter((r) => !r.hidden)
        .map((r) => r.id)
        .sort(),
    ).to.deep.equal(assumed);

    setFilter(window, 'level', '');
    setFilter(window, 'text', 'CONTENT-DISPOSITION');
    const shown = rows(window)
      .filter((r) => !r.hidden)
      .map((r) => r.id);
    expect(shown).to.include('results-content-disposition');
    expect(shown).to.not.include('status-taskid-uuid');
    expect(window.document.getElementById('shown')?.textContent).to.equal(
      `${shown.length} of ${catalogue.length} rules shown`,
    );
  });

  it('loads the page of every rule passed without a script error', async () => {
    const { window, errors } = await load(results({}));
    expect(errors).to.deep.equal([]);
    expect(rows(window).every((r) => !r.hidden)).to.equal(true);
  });
});

describe('report: index.html opens with what needs attention', () => {
  /** The ids and text of the "Needs attention" items, and whether the section comes before every group. */
  /** The page's sections in document order: their ids, and `group` once for the rule groups. */
  function sectionOrder(window: Window): string[] {
    const ids = [...window.document.querySelectorAll('section')].map((section) =>
      section.classList.contains('group') ? 'group' : section.id,
    );
    return ids.filter((id, i) => id !== 'group' || ids.indexOf('group') === i);
  }

  function attention(window: Window): { ids: string[]; text: string; first: boolean } {
    const section = window.document.getElementById('needs-attention');
    const firstGroup = window.document.querySelector('section.group');
    const follows = section && firstGroup ? section.compareDocumentPosition(firstGroup) : 0;
    return {
      ids: [...(section?.querySelectorAll('li > a > code') ?? [])].map((c) => c.textContent),
      text: section?.textContent ?? '',
      first: (follows & 4) === 4, // DOCUMENT_POSITION_FOLLOWING: the group comes after it
    };
  }

  it('lists every failed rule before any group, with Received, Documented and its replay, linked to its row', async () => {
    const failed = results({ 'status-taskid-uuid': 'failed', 'submit-content-type-415': 'expected' }).map(
      (r) =>
        r.id === 'status-taskid-uuid'
          ? {
              ...r,
              details: ["Received: 'abc'\nDocumented: a UUID\nReplay: curl -i -X GET 'https://x/status'"],
            }
          : r,
    );
    const { window } = await load(failed, SECTIONS);
    const found = attention(window);
    expect(found.first).to.equal(true);
    expect(sectionOrder(window), 'the page opens with it').to.deep.equal([
      'needs-attention',
      'signoff',
      'since-last-run',
      'group',
    ]);
    expect(found.ids).to.deep.equal(['status-taskid-uuid']);
    expect(found.text)
      .to.include("Received: 'abc'")
      .and.include('Documented: a UUID')
      .and.include('Replay: curl');
    const link = window.document.querySelector('#needs-attention li > a')?.getAttribute('href') ?? '';
    expect(window.document.querySelector(link)?.querySelector('code')?.textContent).to.equal(
      'status-taskid-uuid',
    );
  });

  it('shows the failure note that replays it when the first note has no request (a result file judged as a whole)', async () => {
    const whole = 'Received: line 1: uetr (absent)\nDocumented: the uetr of a submitted record';
    const replayed = `${whole}\nReplay: curl -i -X GET 'https://x/vopgateway/v1/bulk/1' -H 'Authorization: Bearer <redacted>'`;
    const failed = results({ 'results-record-uetr': 'failed' }).map((r) =>
      r.id === 'results-record-uetr' ? { ...r, details: [whole, whole, replayed] } : r,
    );
    const { window } = await load(failed, SECTIONS);
    const item = window.document.querySelector('#needs-attention li');
    expect(item?.querySelector('code')?.textContent).to.equal('results-record-uetr');
    expect(item?.textContent).to.include(ruleById('results-record-uetr').summary);
    expect(item?.querySelector('pre')?.textContent).to.equal(replayed);
    expect(item?.textContent).to.include('and 2 more note(s) in its row');
  });

  it('lists an expected failure that now passes, saying its entry must go', async () => {
    const now = applyExpectedFailures(
      results({}),
      [{ ruleId: 'status-detail-when-failed', reason: 'PROV-123' }],
      'sandbox',
      'expected-failures.json',
    );
    const { window } = await load(now);
    const found = attention(window);
    expect(found.ids).to.deep.equal(['status-detail-when-failed']);
    expect(found.text).to.include('expected failure that now passes').and.include('PROV-123');
  });

  it('says in one line that nothing needs attention when no rule failed', async () => {
    const { window } = await load(results({ 'status-detail-when-failed': 'skipped' }));
    const found = attention(window);
    expect(found.ids).to.deep.equal([]);
    expect(found.text).to.include('Nothing needs attention: every rule was judged, and none failed.');
  });

  it('lists the rules not judged under the rule that broke first, an expected failure, and counts them', async () => {
    const hidden = ['record-name-max-140', 'record-lei-invalid'];
    const rules = results({ 'results-record-uetr': 'expected' }).map((r) =>
      hidden.includes(r.id)
        ? { ...r, status: 'not tested' as const, reason: 'not judged: results-record-uetr broke first' }
        : r,
    );
    const { window } = await load(rules);
    const section = window.document.getElementById('needs-attention');
    expect(section?.querySelector('h2')?.textContent).to.equal('Needs attention (2)');
    expect(section?.className).to.equal('partial');
    const item = section?.querySelector('li');
    expect(item?.textContent)
      .to.include('2 rule(s) not judged')
      .and.include('results-record-uetr (an expected failure) broke first');
    expect(
      [...(item?.querySelectorAll('div.summary a') ?? [])].map((a) => a.getAttribute('href')),
    ).to.deep.equal(hidden.map((id) => `#rule-${id}`));
    const banner = window.document.getElementById('verdict');
    expect(banner?.querySelector('h1')?.textContent).to.match(/^PASSED with 2 rules not judged against /);
    expect(banner?.className).to.equal('verdict partial');
  });

  it('shows why a rule was not judged in its row', async () => {
    const notJudged = results({}).map((r) =>
      r.id === 'record-name-max-140'
        ? { ...r, status: 'not tested' as const, reason: 'not judged: results-record-uetr broke first' }
        : r,
    );
    const { window } = await load(notJudged);
    const row = window.document.getElementById('rule-record-name-max-140');
    expect(row?.textContent).to.include('not judged: results-record-uetr broke first');
  });
});

describe('report: index.html opens with the verdict and the target', () => {
  const RED = '#c62828';

  it('a passing page: PASSED first, the target named, and nothing red', async () => {
    const { window } = await load(results({}));
    const banner = window.document.getElementById('verdict');
    expect(window.document.body.firstElementChild, 'the banner comes first').to.equal(banner);
    expect(banner?.querySelector('h1')?.textContent).to.equal(
      'PASSED against the provider at https://sandbox.example <b>',
    );
    expect(banner?.className).to.equal('verdict passed');
    expect(window.document.title).to.match(/^PASSED · /);
    const styled = [...window.document.querySelectorAll('[style], [fill]')].filter((e) =>
      `${e.getAttribute('style') ?? ''} ${e.getAttribute('fill') ?? ''}`.includes(RED),
    );
    expect(
      styled.map((e) => e.textContent),
      'red elements',
    ).to.deep.equal([]);
    expect(window.document.getElementById('needs-attention')?.className).to.equal('none');
  });

  it('a failing page: FAILED first, the failed count red', async () => {
    const { window } = await load(results({ 'status-taskid-uuid': 'failed' }));
    expect(window.document.querySelector('#verdict h1')?.textContent).to.match(/^FAILED against /);
    expect(window.document.querySelector('#verdict .verdict-line')?.textContent).to.equal(
      `1 rule failed (status-taskid-uuid), ${catalogue.length - 1} of ${catalogue.length} rules held`,
    );
    expect(window.document.getElementById('verdict')?.className).to.equal('verdict failed');
    expect(window.document.getElementById('needs-attention')?.className).to.equal('failed');
  });

  it('an interrupted page: INTERRUPTED after its time, the rules not reached, and that it is incomplete', async () => {
    const rules = results({}).map((r, i) =>
      i >= 20 ? { ...r, status: 'not tested' as const, reason: 'interrupted' } : r,
    );
    const { window } = await load(rules, '', { reason: 'interrupted', interrupted: true, afterMs: 5_200 });
    const banner = window.document.getElementById('verdict');
    expect(banner?.querySelector('h1')?.textContent).to.match(/^INTERRUPTED after 5 s against /);
    expect(banner?.textContent)
      .to.include(`${catalogue.length - 20} of ${catalogue.length} rules not reached`)
      .and.include('This run is incomplete');
    const section = window.document.getElementById('needs-attention');
    expect(section?.querySelector('h2')?.textContent).to.equal(`Needs attention (${catalogue.length - 20})`);
    expect(section?.textContent).to.include(`${catalogue.length - 20} rule(s) not reached: interrupted`);
    expect(section?.textContent).to.not.include('Nothing needs attention');
  });
});

describe('report: index.html, since the last run', () => {
  it('says there is nothing to compare yet with one run in the history, and draws no lone bar', async () => {
    const { window } = await load(results({}), SECTIONS);
    const since = window.document.getElementById('since-last-run');
    expect(since?.textContent).to.include('nothing to compare yet');
    expect(since?.querySelector('svg'), 'no chart').to.equal(null);
  });
});
