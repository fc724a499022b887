import { expect } from 'chai';
import Mocha from 'mocha';
import { ConformanceFailure } from '../../src/checks/conformance-failure.ts';
import { RunInterruptedError } from '../../src/errors.ts';
import { RunFindings, TestFindings } from '../../src/harness/findings.ts';
import { RuleLedger } from '../../src/harness/ledger.ts';
import { attachRuleTest, type RuleTestRecord } from '../../src/harness/rule-test.ts';
import type { RuleId } from '../../src/rules/catalogue.ts';
import { junitCases } from '../../src/runner/junit-cases.ts';
import { CompositeReporter, type ReporterOptions } from '../../src/runner/reporter.ts';
import { tempDir } from '../helpers/run-cli.ts';

/** A mocha test of rule `ruleId` whose body is `body`, with the record a rule test carries. */
function ruleTest(ruleId: RuleId, title: string, body: (record: RuleTestRecord) => void): Mocha.Test {
  const record: RuleTestRecord = { ruleId, findings: new TestFindings([ruleId]), outcome: undefined };
  return attachRuleTest(new Mocha.Test(`${ruleId}: ${title}`, () => body(record)), record);
}

/**
 * Runs, through the CompositeReporter: the test of a rule that fails it; a test of another rule
 * that the same rule's failure ended first (not judged); a test under which the run was
 * interrupted. Returns the console and the reporter's options (ledger, cases).
 */
async function run(): Promise<{ console: string; options: ReporterOptions }> {
  const options: ReporterOptions = {
    reportDir: tempDir('vopc-console-'),
    ledger: new RuleLedger(),
    findings: new RunFindings(),
    cases: [],
    title: 'console test',
  };
  const mocha = new Mocha({
    reporter: CompositeReporter as unknown as Mocha.ReporterConstructor,
    reporterOptions: options,
  });
  const suite = Mocha.Suite.create(mocha.suite, 'Bulk status');
  const broken = () => new ConformanceFailure('status-value-enum', 'status "done"', 'one of the five states');
  suite.addTest(
    ruleTest('status-value-enum', 'every status is one of five', (record) => {
      record.outcome = { ruleId: 'status-value-enum', outcome: 'failed', detail: broken().message };
      throw broken();
    }),
  );
  suite.addTest(
    ruleTest('results-200-ndjson', 'the result file is 200', (record) => {
      record.findings.add({ ruleId: 'status-value-enum', outcome: 'failed', detail: broken().message });
      record.notJudged = 'not judged: status-value-enum broke first';
      throw broken();
    }),
  );
  suite.addTest(
    ruleTest('status-taskid-uuid', 'a taskId that is not a UUID', () => {
      throw new RunInterruptedError('GET /status: not sent: interrupted by SIGINT');
    }),
  );
  let console = '';
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk: unknown) => {
    console += String(chunk);
    return true;
  };
  try {
    await new Promise<void>((resolve) => mocha.run(() => resolve()));
  } finally {
    process.stdout.write = write;
    mocha.dispose();
  }
  return { console, options };
}

describe('runner: the console shows one line per test, no mocha failure list', () => {
  it('a failure names its rule; a test not judged and a test cut by the interruption are no failures', async () => {
    const { console } = await run();
    expect(console).to.include(
      '✖ status-value-enum: every status is one of five — status-value-enum failed: Received: status "done"',
    );
    expect(console).to.include(
      '- results-200-ndjson: the result file is 200: not judged: status-value-enum broke first',
    );
    expect(console).to.include(
      '- status-taskid-uuid: a taskId that is not a UUID: not finished (the run stopped)',
    );
    expect(console, 'no failure but the rule’s own').to.not.match(
      /✖ (results-200-ndjson|status-taskid-uuid)/,
    );
    expect(console).to.not.include('RunInterruptedError');
    expect(console, 'no epilogue').to.not.match(/failing|passing/);
  });

  it('JUnit: the test not judged is skipped naming the rule that broke first; the failures are that rule’s alone', async () => {
    const { options } = await run();
    const cases = junitCases(options.cases, options.ledger.entries, [], 'interrupted');
    expect(cases.map((c) => [c.name, c.outcome, c.message])).to.deep.equal([
      ['status-value-enum: every status is one of five', 'failed', 'status-value-enum'],
      ['results-200-ndjson: the result file is 200', 'skipped', 'not judged: status-value-enum broke first'],
      ['status-taskid-uuid: a taskId that is not a UUID', 'skipped', 'not tested: interrupted'],
    ]);
  });
});
