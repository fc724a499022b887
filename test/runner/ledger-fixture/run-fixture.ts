// Runs a fixture suite (argv[3], default rules.suite.ts) with the ledger listener alone under the
// assumption mode of argv[2] and
// prints the ledger as JSON (a child process of ledger-listener.test.ts: loading a suite into a
// second mocha instance cannot disturb the running one).
import { fileURLToPath } from 'node:url';
import Mocha from 'mocha';
import { Scheduler } from '../../../src/client/scheduler.ts';
import { Transport } from '../../../src/client/transport.ts';
import { VopClient } from '../../../src/client/vop-client.ts';
import { RuleLedger } from '../../../src/harness/ledger.ts';
import { bindRunContext } from '../../../src/harness/run-context.ts';
import { testRunContext } from '../../helpers/test-run-context.ts';
import { attachLedger } from '../../../src/runner/ledger-listener.ts';
import type { AssumptionMode } from '../../../src/rules/assumption-mode.ts';
import { catalogue } from '../../../src/rules/catalogue.ts';

const assumptions = (process.argv[2] ?? 'enforce') as AssumptionMode;
const transport = new Transport();
const endpoint = {
  baseUrl: 'http://127.0.0.1:9',
  authUrl: 'http://127.0.0.1:9',
  credentials: { apiKey: 'key', apiSecret: 'secret' },
};
const client = new VopClient(endpoint, transport, new Scheduler({ ratePerSecond: 0, concurrency: 1 }));
const run = testRunContext(client, { targetLabel: 'no target', assumptions });
const ledger = new RuleLedger();

class LedgerOnly extends Mocha.reporters.Base {
  constructor(runner: Mocha.Runner, options: Mocha.MochaOptions) {
    super(runner, options);
    attachLedger(runner, ledger, run.findings);
  }
}

const mocha = new Mocha({ reporter: LedgerOnly, timeout: 500 });
bindRunContext(mocha.suite.ctx, run);
mocha.addFile(fileURLToPath(new URL(process.argv[3] ?? 'rules.suite.ts', import.meta.url)));
await mocha.loadFilesAsync();
await new Promise<void>((resolve) => mocha.run(() => resolve()));
await transport.close();
// The rules not tested with a reason (not judged), as `rule-id: reason`.
const unjudged = ledger
  .results(catalogue)
  .filter((r) => r.status === 'not tested' && r.reason !== undefined)
  .map((r) => `${r.id}: ${r.reason ?? ''}`);
console.log(JSON.stringify({ entries: ledger.entries, observations: ledger.observations, unjudged }));
