import { expect } from 'chai';
import type { RuleResult, RuleStatus } from '../../src/harness/ledger.ts';
import { blockersOf, runVerdict } from '../../src/report/run-verdict.ts';
import { catalogue } from '../../src/rules/catalogue.ts';
import { renderVerdictBanner } from '../../src/report/verdict-banner.ts';

/** Every rule of the catalogue passed, but for the statuses (and reasons) given. */
function results(
  changes: Readonly<Record<string, { status: RuleStatus; reason?: string }>> = {},
): RuleResult[] {
  return catalogue.map((rule) => ({
    id: rule.id,
    level: rule.level,
    status: 'passed',
    tests: [],
    details: [],
    observed: [],
    ...changes[rule.id],
  }));
}

const N = catalogue.length;
const notJudged = { status: 'not tested' as const, reason: 'not judged: status-value-enum broke first' };

describe('report: the verdict of a run', () => {
  it('PASSED when every rule held', () => {
    expect(runVerdict(results())).to.deep.include({
      outcome: 'passed',
      headline: 'PASSED',
      text: `PASSED: ${N} of ${N} rules held`,
      notJudged: 0,
    });
  });

  it('PASSED with a rule not met (no 429 came, A6): counted apart, one line for the first screen, the verdict unchanged', () => {
    const verdict = runVerdict(
      results({ 'rate-limit-retry-after-form': { status: 'not met' } }).map((r) =>
        r.status === 'not met' ? { ...r, details: ['judged when met: no 429 this run'] } : r,
      ),
    );
    expect(verdict).to.deep.include({
      outcome: 'passed',
      headline: 'PASSED',
      text: `PASSED: ${N - 1} of ${N} rules held, 1 not met`,
      notMet: 1,
      skipped: 0,
    });
    expect(verdict.notMetLines).to.deep.equal([
      'rate-limit-retry-after-form: judged when met: no 429 this run',
    ]);
    expect(
      renderVerdictBanner(verdict, { kind: 'provider', url: 'https://sandbox.example', faults: [] }),
    ).to.include(
      '<p class="not-met">Not met: rate-limit-retry-after-form: judged when met: no 429 this run</p>',
    );
  });

  it('PASSED with N rules not judged when an expected failure broke first, counted apart from skips', () => {
    const verdict = runVerdict(
      results({
        'status-value-enum': { status: 'expected' },
        'record-lei-invalid': notJudged,
        'record-bic-invalid': notJudged,
        'status-detail-when-failed': { status: 'skipped' },
      }),
    );
    expect(verdict).to.deep.include({ outcome: 'passed', notJudged: 2, expected: 1, skipped: 1 });
    expect(verdict.text).to.equal(
      `PASSED with 2 rules not judged: ${N - 4} of ${N} rules held, 1 expected failure, 1 skipped`,
    );
  });

  it('FAILED naming the failed rules, and counting those not judged', () => {
    const verdict = runVerdict(
      results({ 'status-value-enum': { status: 'failed' }, 'record-lei-invalid': notJudged }),
    );
    expect(verdict.outcome).to.equal('failed');
    expect(verdict.text).to.equal(
      `FAILED: 1 rule failed (status-value-enum), ${N - 2} of ${N} rules held, 1 not judged`,
    );
  });

  it('INTERRUPTED after its time with the rules not reached, whatever failed before', () => {
    const rules = results({
      'status-value-enum': { status: 'failed' },
      'record-lei-invalid': { status: 'not tested', reason: 'interrupted' },
      'record-bic-invalid': { status: 'not tested', reason: 'interrupted' },
    });
    const verdict = runVerdict(rules, { reason: 'interrupted', interrupted: true, afterMs: 5_400 });
    expect(verdict).to.deep.include({
      outcome: 'interrupted',
      notReached: 2,
      headline: 'INTERRUPTED after 5 s',
    });
    expect(verdict.text).to.equal(
      `INTERRUPTED after 5 s: 2 of ${N} rules not reached; 1 rule failed (status-value-enum), ${N - 3} held`,
    );
  });

  it('FAILED when the deadline stopped the run, with nothing failed', () => {
    const rules = results({ 'record-lei-invalid': { status: 'not tested', reason: 'the deadline passed' } });
    const verdict = runVerdict(rules, {
      reason: 'the deadline passed',
      interrupted: false,
      afterMs: 125_000,
    });
    expect(verdict.text).to.equal(
      `FAILED: the deadline passed at 2 min 5 s: 1 of ${N} rules not reached; ${N - 1} held`,
    );
  });

  it('FAILED when no rule was judged: every rule selected was skipped', () => {
    const skipped = Object.fromEntries(catalogue.map((r) => [r.id, { status: 'skipped' as const }]));
    const verdict = runVerdict(results(skipped));
    expect(verdict.outcome).to.equal('failed');
    expect(verdict.text).to.equal(`FAILED: no rule was judged, 0 of ${N} rules held, ${N} skipped`);
  });

  it('counts the rules transport trouble kept from being judged as not judged', () => {
    const verdict = runVerdict(
      results({
        'record-lei-invalid': { status: 'not tested', reason: 'not judged: transport (ECONNRESET)' },
      }),
    );
    expect(verdict.text).to.equal(`PASSED with 1 rule not judged: ${N - 1} of ${N} rules held`);
  });

  it('reads the rules that broke first from a reason, and from a skip for that alone', () => {
    const rule = results()[0] as RuleResult;
    expect(
      blockersOf({
        ...rule,
        status: 'not tested',
        reason: 'not judged: a broke first; not judged: b broke first',
      }),
    ).to.deep.equal(['a', 'b']);
    expect(
      blockersOf({ ...rule, status: 'skipped', details: ['not judged: a broke first (off)'] }),
    ).to.deep.equal(['a']);
    expect(blockersOf({ ...rule, status: 'skipped', details: ['set VOP_TASK_ID_FAILED'] })).to.deep.equal([]);
    expect(blockersOf({ ...rule, status: 'not tested', reason: 'interrupted' })).to.deep.equal([]);
  });
});
