import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import type { LedgerEntry, Observation } from '../../src/harness/ledger.ts';

const run = promisify(execFile);
const FIXTURE = fileURLToPath(new URL('ledger-fixture/run-fixture.ts', import.meta.url));

interface Written {
  readonly entries: LedgerEntry[];
  readonly observations: Observation[];
  /** Rules not tested with a reason, `rule-id: reason`. */
  readonly unjudged: string[];
}

/** The ledger of the fixture suite (ledger-fixture/rules.suite.ts) run under `assumptions`. */
async function ledgerUnder(assumptions: string, suite = 'rules.suite.ts'): Promise<Written> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', FIXTURE, assumptions, suite]);
  return JSON.parse(stdout) as Written;
}

/** The entries of the test whose title ends with `title`, as `outcome rule-id`. */
function of(written: Written, title: string): string[] {
  return written.entries.filter((e) => e.test.endsWith(title)).map((e) => `${e.outcome} ${e.ruleId}`);
}

describe('runner: the ledger listener writes each outcome once, from the typed record of each test', () => {
  let enforce: Written;
  let warn: Written;

  before(async () => {
    [enforce, warn] = await Promise.all([ledgerUnder('enforce'), ledgerUnder('warn')]);
  });

  it('records a passing test, and a failing one once, whether it threw or judged its rule broken', () => {
    expect(of(enforce, 'status-200-json-body: passes')).to.deep.equal(['passed status-200-json-body']);
    expect(of(enforce, 'throws its own failure')).to.deep.equal(['failed status-taskid-uuid']);
    expect(of(enforce, 'judges its own rule broken')).to.deep.equal([
      'failed status-taskid-case-insensitive',
    ]);
  });

  it("keeps a test's own rule passed when a check on its exchange fails, the check's rule failed", () => {
    expect(of(enforce, 'a check on its exchange fails')).to.deep.equal([
      'failed server-no-5xx',
      'passed status-x-request-id-echo',
    ]);
  });

  it('records one entry per rule per exchange of a result file, however many lines it has', () => {
    const entries = enforce.entries.filter((e) =>
      e.test.endsWith('judges a result file of many lines on two exchanges'),
    );
    const perExchange = [
      'passed server-no-5xx',
      'passed results-x-request-id-echo',
      'failed results-200-ndjson',
      'passed results-record-shape',
      'passed results-record-uetr',
    ];
    expect(entries.map((e) => `${e.outcome} ${e.ruleId}`)).to.deep.equal([
      ...perExchange,
      ...perExchange,
      'passed results-content-type-ndjson',
    ]);
    expect(entries[2]?.detail).to.include('Received: line 6: not json');
  });

  it('fails an assumption-based rule under enforce, warns under warn: no skip text is parsed', () => {
    expect(of(enforce, 'breaks an assumption-based rule (A4)')).to.deep.equal([
      'failed results-unknown-task-404',
    ]);
    const warned = warn.entries.filter((e) => e.ruleId === 'results-unknown-task-404');
    expect(warned.map((e) => e.outcome)).to.deep.equal(['warned']);
    expect(warned[0]?.detail).to.include('Received: got 400');
  });

  it('skips with the reason: skipWith, NotJudged, a 429 after every retry', () => {
    const reasons = enforce.entries
      .filter((e) => e.outcome === 'skipped')
      .map((e) => `${e.ruleId}: ${e.detail ?? ''}`);
    expect(reasons).to.include.members([
      'status-scope-403: needs a limited-scope client',
      'status-auth-expired-401: the target has no such thing',
      'status-method-405: rate limited: the target answered 429 after every retry',
    ]);
  });

  it('leaves a rule not judged when the test ran over its timeout, nothing when the run stopped', () => {
    const timedOut = enforce.entries.filter((e) => e.ruleId === 'status-unknown-task-404');
    expect(timedOut.map((e) => e.outcome)).to.deep.equal(['skipped']);
    expect(timedOut[0]?.detail).to.match(/^not judged: the test ran over --test-timeout/);
    expect(enforce.entries.filter((e) => e.ruleId === 'status-x-request-id-mandatory')).to.deep.equal([]);
  });

  it("records what a timed-out test's exchange found after the test ended under that test, not under the next test or the setup", () => {
    expect(of(enforce, 'runs over the test timeout, its exchange judged later')).to.deep.equal([
      'skipped status-unknown-task-404',
      'failed server-no-5xx',
    ]);
    expect(of(enforce, 'is cut short by the run deadline')).to.deep.equal([]);
    expect(of(enforce, '(setup)').filter((e) => e.endsWith('server-no-5xx'))).to.deep.equal([
      'passed server-no-5xx',
    ]);
  });

  it('records a failure of another rule under that rule, not under the test of its own', () => {
    expect(of(enforce, 'stops on another rule broken first')).to.deep.equal([
      'failed record-error-keeps-task',
    ]);
    expect(of(enforce, 'fails for the tool')).to.deep.equal(['failed status-x-end-user-length']);
  });

  it('records what a hook found under (setup), and fails the rule of every test below a broken hook', () => {
    expect(
      enforce.entries.filter((e) => e.test === '(setup)').map((e) => `${e.outcome} ${e.ruleId}`),
    ).to.deep.equal(['passed server-no-5xx']);
    const below = enforce.entries.filter((e) => e.ruleId === 'status-x-channel-max-70');
    expect(below.map((e) => `${e.outcome} ${e.detail ?? ''}`)).to.deep.equal([
      'failed setup failed: setup broke',
    ]);
  });

  it('leaves a rule whose test, property case or setup met transport trouble not judged: transport, never failed', () => {
    const troubled = ['results-auth-invalid-401', 'results-auth-malformed-401', 'results-auth-missing-401'];
    expect(enforce.entries.filter((e) => troubled.includes(e.ruleId))).to.deep.equal([]);
    // In catalogue order.
    expect(enforce.unjudged.filter((u) => troubled.some((id) => u.startsWith(id)))).to.deep.equal([
      'results-auth-missing-401: not judged: transport (timeout: POST http://127.0.0.1:9/bulk: no response headers within 15000 ms)',
      'results-auth-invalid-401: not judged: transport (reset: GET http://127.0.0.1:9/x: the target closed or reset the connection)',
      'results-auth-malformed-401: not judged: transport (timeout: GET http://127.0.0.1:9/x: no response headers)',
    ]);
  });

  it('fails the rule of a test that passed and then failed from an error thrown after it ended', async () => {
    const late = await ledgerUnder('enforce', 'late-failure.suite.ts');
    expect(of(late, 'passes, then throws from a timer')).to.deep.equal([
      'passed status-200-json-body',
      'failed status-200-json-body',
    ]);
  });

  it('records an observation under the full title of the test that made it', () => {
    expect(enforce.observations).to.deep.equal([
      {
        ruleId: 'status-accept-406',
        title: 'Accept: */*',
        value: '200 {}',
        test: 'fixture status-accept-406: observes',
      },
    ]);
  });
});
