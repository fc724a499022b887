import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { Window } from 'happy-dom';
import Mocha from 'mocha';
import { RunFindings } from '../../src/harness/findings.ts';
import { RuleLedger } from '../../src/harness/ledger.ts';
import { CompositeReporter, type ReporterOptions } from '../../src/runner/reporter.ts';
import { tempDir } from '../helpers/run-cli.ts';

describe("runner: mochawesome's report.html", () => {
  it('parses as HTML, with its charts on and every test in its data', async () => {
    const reportDir = tempDir('vopc-mochawesome-');
    const reporterOptions: ReporterOptions = {
      reportDir,
      ledger: new RuleLedger(),
      findings: new RunFindings(),
      cases: [],
      title: 'mochawesome page test',
    };
    const mocha = new Mocha({
      reporter: CompositeReporter as unknown as Mocha.ReporterConstructor,
      reporterOptions,
    });
    const suite = Mocha.Suite.create(mocha.suite, 'Bulk status');
    suite.addTest(new Mocha.Test('status-200-json-body: passes', () => undefined));
    suite.addTest(
      new Mocha.Test('status-taskid-uuid: fails', () => {
        throw new Error('Received: 404');
      }),
    );
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = () => true;
    try {
      await new Promise<void>((resolve) => mocha.run(() => resolve()));
    } finally {
      process.stdout.write = write;
      mocha.dispose();
    }
    const window = new Window({
      settings: { disableJavaScriptFileLoading: true },
    });
    window.document.write(readFileSync(join(reportDir, 'report.html'), 'utf8'));
    const root = window.document.getElementById('report');
    expect(root, '#report').to.not.equal(null);
    // mochawesome puts its options and the run's data on <body>; its script renders into #report.
    const { body } = window.document;
    const config = JSON.parse(body.getAttribute('data-config') ?? '{}') as {
      charts?: boolean;
      reportTitle?: string;
    };
    expect(config.charts).to.equal(true);
    expect(config.reportTitle).to.equal('mochawesome page test');
    const raw = JSON.parse(body.getAttribute('data-raw') ?? '{}') as {
      stats?: { tests?: number; failures?: number };
    };
    expect(raw.stats).to.include({ tests: 2, failures: 1 });
  });
});
