import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import Mocha from 'mocha';
import { ConformanceFailure } from '../../src/checks/conformance-failure.ts';
import { showStacks } from '../../src/output/error-text.ts';
import { RunFindings } from '../../src/harness/findings.ts';
import { RuleLedger } from '../../src/harness/ledger.ts';
import { renderJunit } from '../../src/report/junit-file.ts';
import { junitCases } from '../../src/runner/junit-cases.ts';
import { CompositeReporter, type ReporterOptions } from '../../src/runner/reporter.ts';
import { tempDir } from '../helpers/run-cli.ts';

const FRAME = /^\s+at \S.*:\d+:\d+/m;

/** What one run of the composite reporter wrote: the console text and the report files. */
interface Written {
  readonly console: string;
  readonly junit: string;
  readonly json: string;
}

/**
 * Runs three failing tests through the CompositeReporter: a failure (ConformanceFailure), a
 * tool error inside a test (TypeError) and a failing `before` hook, capturing the console.
 */
async function runFailingTests(): Promise<Written> {
  const reportDir = tempDir('vopc-reporter-');
  const reporterOptions: ReporterOptions = {
    reportDir,
    ledger: new RuleLedger(),
    findings: new RunFindings(),
    cases: [],
    title: 'reporter test',
  };
  const mocha = new Mocha({
    reporter: CompositeReporter as unknown as Mocha.ReporterConstructor,
    reporterOptions,
  });
  const suite = Mocha.Suite.create(mocha.suite, 'rules');
  suite.addTest(
    new Mocha.Test('status-taskid-uuid: a failure', () => {
      throw new ConformanceFailure('status-taskid-uuid', '404', '400 FORMAT_ERROR INVALID_FIELD');
    }),
  );
  suite.addTest(
    new Mocha.Test('results-taskid-uuid: a tool error', () => {
      JSON.parse('{not json');
    }),
  );
  const hooked = Mocha.Suite.create(suite, 'with a broken setup');
  hooked.beforeAll(() => {
    throw new RangeError('setup broke');
  });
  hooked.addTest(new Mocha.Test('status-x-request-id-echo: below the hook', () => undefined));
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
  return {
    console,
    junit: renderJunit(
      { title: 'reporter test', startedAt: new Date() },
      junitCases(reporterOptions.cases, reporterOptions.ledger.entries, []),
    ),
    json: readFileSync(join(reportDir, 'report.json'), 'utf8').replaceAll('\\n', '\n'),
  };
}

describe('runner: the composite reporter shows no stack frames', () => {
  afterEach(() => showStacks(false));

  it('a failure, a tool error in a test and a failing hook reach console, JUnit and JSON as messages only', async () => {
    const written = await runFailingTests();
    for (const [name, text] of Object.entries(written)) {
      expect(text, `${name} holds a stack frame`).to.not.match(FRAME);
      expect(text, name)
        .to.include('Received: 404')
        .and.include('SyntaxError: ')
        .and.include('RangeError: setup broke');
    }
    expect(written.junit).to.include('Documented: 400 FORMAT_ERROR INVALID_FIELD');
    expect(written.json).to.include('Documented: 400 FORMAT_ERROR INVALID_FIELD');
  });

  it('prints one line per failed test on the console, naming its rule, and no list of failures at the end', async () => {
    const { console } = await runFailingTests();
    expect(console).to.include('✖ status-taskid-uuid: a failure — status-taskid-uuid failed: Received: 404');
    expect(console).to.match(/✖ results-taskid-uuid: a tool error — SyntaxError: /);
    expect(console).to.match(/✖ "before all" hook.* — RangeError: setup broke/);
    expect(console, 'mocha’s epilogue').to.not.match(/failing|passing|^\s+1\) /m);
  });

  it('keeps the frames of a tool error when stacks are shown (VOPC_DEBUG=1)', async () => {
    showStacks(true);
    const written = await runFailingTests();
    for (const [name, text] of Object.entries(written)) expect(text, name).to.match(FRAME);
  });
});
