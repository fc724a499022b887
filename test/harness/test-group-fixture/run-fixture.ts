// Runs the fixture suite group.suite.ts with the ledger listener, as the runner runs the suites
// (the run context and mocha's test selection bound to its root context), under the assumption
// mode of argv[2] and the grep of argv[3] (none when absent). What the tests' work does goes to
// stderr as it happens (`run.progress`), one line each; the ledger is printed to stdout as JSON
// at the end. A child process of test-group.test.ts: its mocha cannot disturb the running one,
// and it exits only once every piece of work started has ended.
import { fileURLToPath } from 'node:url';
import Mocha from 'mocha';
import { Scheduler } from '../../../src/client/scheduler.ts';
import { Transport } from '../../../src/client/transport.ts';
import { VopClient } from '../../../src/client/vop-client.ts';
import { RuleLedger } from '../../../src/harness/ledger.ts';
import { bindRunContext } from '../../../src/harness/run-context.ts';
import { bindTestSelection, mochaSelection } from '../../../src/harness/test-selection.ts';
import { attachLedger } from '../../../src/runner/ledger-listener.ts';
import type { AssumptionMode } from '../../../src/rules/assumption-mode.ts';
import { testRunContext } from '../../helpers/test-run-context.ts';

const assumptions = (process.argv[2] ?? 'enforce') as AssumptionMode;
const grep = process.argv[3];
const transport = new Transport();
const endpoint = {
  baseUrl: 'http://127.0.0.1:9',
  authUrl: 'http://127.0.0.1:9',
  credentials: { apiKey: 'key', apiSecret: 'secret' },
};
const client = new VopClient(endpoint, transport, new Scheduler({ ratePerSecond: 0, concurrency: 2 }));
const run = testRunContext(client, {
  targetLabel: 'no target',
  assumptions,
  concurrency: 2,
  progress: (line) => process.stderr.write(`${line}\n`),
});
const ledger = new RuleLedger();

class LedgerOnly extends Mocha.reporters.Base {
  constructor(runner: Mocha.Runner, options: Mocha.MochaOptions) {
    super(runner, options);
    attachLedger(runner, ledger, run.findings);
    runner.on('test end', (test: Mocha.Test) => run.progress(`test end ${test.title}`));
  }
}

const mocha = new Mocha({ reporter: LedgerOnly, timeout: 30_000, ...(grep ? { grep } : {}) });
bindRunContext(mocha.suite.ctx, run);
bindTestSelection(mocha.suite.ctx, mochaSelection(mocha.options));
mocha.addFile(fileURLToPath(new URL('group.suite.ts', import.meta.url)));
await mocha.loadFilesAsync();
await new Promise<void>((resolve) => mocha.run(() => resolve()));
await transport.close();
console.log(JSON.stringify({ entries: ledger.entries, observations: ledger.observations }));
