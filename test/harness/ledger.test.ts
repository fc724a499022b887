import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import fc from 'fast-check';
import {
  type LedgerEntry,
  type Observation,
  type Outcome,
  RuleLedger,
  type RuleResult,
  type RuleStatus,
} from '../../src/harness/ledger.ts';
import { catalogue, type RuleId } from '../../src/rules/catalogue.ts';

const FIXTURE = fileURLToPath(new URL('../runner/ledger-fixture/run-fixture.ts', import.meta.url));

/** The per-rule table as RuleLedger built it before it grouped by rule: every entry filtered once per rule, each distinct detail kept once. */
function reference(entries: readonly LedgerEntry[], observations: readonly Observation[]): RuleResult[] {
  const precedence: readonly Outcome[] = ['failed', 'warned', 'passed', 'skipped'];
  return catalogue.map((rule) => {
    const mine = entries.filter((e) => e.ruleId === rule.id);
    const status: RuleStatus = precedence.find((o) => mine.some((e) => e.outcome === o)) ?? 'not tested';
    const base = {
      id: rule.id,
      level: rule.level,
      status,
      tests: [...new Set(mine.map((e) => e.test))],
      // Each distinct detail once: one failure that several tests met is one detail.
      details: [
        ...new Set(mine.filter((e) => e.outcome === status && e.detail).map((e) => e.detail as string)),
      ],
      observed: observations
        .filter((o) => o.ruleId === rule.id)
        .map((o) => ({ title: o.title, value: o.value, ...(o.request ? { request: o.request } : {}) })),
    };
    return 'assumption' in rule && rule.assumption ? { ...base, assumption: rule.assumption } : base;
  });
}

function ledgerOf(entries: readonly LedgerEntry[], observations: readonly Observation[]): RuleLedger {
  const ledger = new RuleLedger();
  for (const entry of entries) ledger.record(entry);
  for (const observation of observations) ledger.observe(observation);
  return ledger;
}

const ruleIds = catalogue.map((rule) => rule.id);
const ruleId = fc.constantFrom<RuleId>(...ruleIds.slice(0, 6), ...ruleIds.slice(-3));
const test = fc.constantFrom('t1', 't2', 't3', '(setup)');
const entry: fc.Arbitrary<LedgerEntry> = fc.record(
  {
    ruleId,
    outcome: fc.constantFrom<Outcome>('passed', 'failed', 'warned', 'skipped'),
    detail: fc.constantFrom('why', 'because', ''),
    test,
  },
  { requiredKeys: ['ruleId', 'outcome', 'test'] },
);
const observation: fc.Arbitrary<Observation> = fc.record(
  { ruleId, title: fc.constantFrom('a', 'b'), value: fc.string(), request: fc.constantFrom('curl x'), test },
  { requiredKeys: ['ruleId', 'title', 'value', 'test'] },
);

describe('harness/ledger: the per-rule table, grouped by rule once', () => {
  it('gives the table the former filter-per-rule build gave, for any entries and observations', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), fc.array(observation, { maxLength: 20 }), (es, os) => {
        expect(ledgerOf(es, os).results(catalogue)).to.deep.equal(reference(es, os));
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same table as before on the ledger fixture’s run', async () => {
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', FIXTURE, 'enforce', 'rules.suite.ts']);
    const written = JSON.parse(stdout) as { entries: LedgerEntry[]; observations: Observation[] };
    expect(written.entries.length).to.be.above(10);
    const table = ledgerOf(written.entries, written.observations).results(catalogue);
    expect(table).to.deep.equal(reference(written.entries, written.observations));
    expect(table.filter((r) => r.status !== 'not tested').length).to.be.above(10);
  });
});

describe('harness/ledger: rules a test set out to judge but did not', () => {
  it('keeps such a rule not tested with the reason, and its test; any outcome of the rule wins over it', () => {
    const ledger = new RuleLedger();
    const reason = 'not judged: results-record-uetr broke first';
    ledger.notJudged({ ruleId: 'record-name-max-140', reason, test: 'record t1' });
    ledger.notJudged({ ruleId: 'record-lei-invalid', reason, test: 'record t2' });
    ledger.record({ ruleId: 'record-lei-invalid', outcome: 'passed', test: 'record t3' });
    const table = ledger.results(catalogue);
    const name = table.find((r) => r.id === 'record-name-max-140');
    expect(name).to.include({ status: 'not tested', reason });
    expect(name?.tests).to.deep.equal(['record t1']);
    const lei = table.find((r) => r.id === 'record-lei-invalid');
    expect(lei?.status).to.equal('passed');
    expect(lei).to.not.have.property('reason');
    expect(table.find((r) => r.id === 'status-taskid-uuid')).to.not.have.property('reason');
  });
});
