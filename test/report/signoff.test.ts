import { expect } from 'chai';
import type { RuleResult } from '../../src/harness/ledger.ts';
import { runVerdict, type RunStop } from '../../src/report/run-verdict.ts';
import { renderSignoffMarkdown, signoffOf } from '../../src/report/signoff.ts';
import type { ToolProvenance } from '../../src/report/tool-provenance.ts';
import type { TrafficFacts } from '../../src/report/traffic-facts.ts';
import { catalogue } from '../../src/rules/catalogue.ts';

const TRAFFIC: TrafficFacts = {
  requests: 3,
  spanMs: 1000,
  requestsPerSecond: 3,
  tooManyRequests: 0,
  retryAfter: [],
  errorCodes: [],
  toInProgress: undefined,
  toFinal: undefined,
  autoRate: undefined,
};

/** signoff.md of a run of `results` against a sandbox, stopped as `stop` says. */
function signoff(results: RuleResult[], stop?: RunStop, tool: ToolProvenance = { version: '0.2.0' }): string {
  const facts = {
    runTarget: { kind: 'provider' as const, url: 'https://sandbox.example', faults: [] },
    verdict: runVerdict(results, stop),
    startedAt: new Date(Date.UTC(2026, 10, 27)),
    seed: 7,
    assumptions: 'enforce',
    tool,
  };
  return renderSignoffMarkdown(signoffOf(results, facts, TRAFFIC));
}

/** Every rule of the catalogue with `status(rule)`. */
function results(
  status: (rule: (typeof catalogue)[number], index: number) => Partial<RuleResult> = () => ({}),
): RuleResult[] {
  return catalogue.map((rule, i) => ({
    id: rule.id,
    level: rule.level,
    ...(rule.assumption ? { assumption: rule.assumption } : {}),
    status: 'passed',
    tests: [],
    details: [],
    observed: [],
    ...status(rule, i),
  }));
}

describe('report: a sign-off one can sign', () => {
  it('opens with the verdict and the target, and ends with the approval block to fill in', () => {
    const text = signoff(results());
    const lines = text.split('\n');
    expect(lines[0]).to.equal(
      '# Onboarding sign-off: PASSED against the provider at https://sandbox.example',
    );
    expect(lines[2]).to.equal(`**PASSED: ${catalogue.length} of ${catalogue.length} rules held**`);
    const approval = text.slice(text.indexOf('## Approval'));
    expect(approval)
      .to.include('- Target: the provider at https://sandbox.example')
      .and.include('- Tool: vop-conformance 0.2.0 (no commit, rule set unknown)')
      .and.include('- Run date: 2026-11-27T00:00:00.000Z')
      .and.include(`- Verdict: PASSED: ${catalogue.length} of ${catalogue.length} rules held`)
      .and.include('| QA (consumer) |')
      .and.include('| Implementation manager (provider) |');
  });

  it('names the version, the commit and the rule-set digest, so that two rule sets do not sign off alike', () => {
    const sha = '0123456789abcdef0123456789abcdef01234567';
    const digest = 'ab'.repeat(32);
    const text = signoff(results(), undefined, {
      version: '0.3.0',
      gitSha: sha,
      ruleSetDigest: digest,
      rules: 138,
    });
    const run = text.slice(text.indexOf('## The run'), text.indexOf('## Documented rules'));
    expect(run)
      .to.include('- Tool: vop-conformance 0.3.0 (commit 0123456789ab, rule set abababababab (138 rules))')
      .and.include(`- Provenance: commit ${sha} · rule set sha256:${digest}`);
    expect(text.slice(text.indexOf('## Approval'))).to.include(
      '- Tool: vop-conformance 0.3.0 (commit 0123456789ab',
    );
    const unknown = signoff(results(), undefined, { version: '0.3.0', ruleSetDigest: digest });
    expect(unknown).to.include('- Provenance: no commit · rule set sha256:');
  });

  it('counts only judged rules for an assumption: "13 of 16 held, 3 not judged"', () => {
    const a2 = catalogue.filter((r) => r.assumption === 'A2').map((r) => r.id);
    const hidden = new Set(a2.slice(0, 2));
    const text = signoff(
      results((rule) =>
        hidden.has(rule.id)
          ? { status: 'not tested', reason: 'not judged: status-value-enum broke first' }
          : rule.id === 'status-value-enum'
            ? { status: 'expected', details: ['expected failure: PROV-1'] }
            : {},
      ),
    );
    expect(text).to.include(`| A2 | Bulk submission | ${a2.length - 2} of ${a2.length} held, 2 not judged |`);
    expect(text).to.match(/\| status-value-enum \| .* \| expected: expected failure: PROV-1 \|/);
    expect(text.split('\n', 1)[0]).to.include('PASSED with 2 rules not judged');
    // The counts by level use the words of every other screen: the two hidden rules are `not judged`.
    const documented = catalogue.filter((r) => r.level === 'documented').length;
    const assumed = catalogue.length - documented;
    expect(text)
      .to.include(
        '| level | rules | failed | expected failures | warned | not judged | skipped | not tested | not met | passed |',
      )
      .and.include(`| assumed | ${assumed} | 0 | 0 | 0 | 2 | 0 | 0 | 0 | ${assumed - 2} |`)
      .and.include(`| documented | ${documented} | 0 | 1 | 0 | 0 | 0 | 0 | 0 | ${documented - 1} |`);
  });

  it('an interrupted run says first that it is not for signature, and has no line to sign', () => {
    const text = signoff(
      results((_, i) => (i >= 10 ? { status: 'not tested', reason: 'interrupted' } : {})),
      { reason: 'interrupted', interrupted: true, afterMs: 4_000 },
    );
    expect(text.split('\n', 1)[0]).to.equal(
      '# Onboarding sign-off: INTERRUPTED after 4 s (incomplete, not for signature) against the provider at https://sandbox.example',
    );
    expect(text).to.include('> **Not for signature.** This run was interrupted');
    expect(text).to.include('**Not for signature**: this run was interrupted before every rule was tested');
    expect(text).to.not.include('| role | name | signature | date |');
  });
});
