import { expect } from 'chai';
import { PATHS } from '../../src/api/paths.ts';
import { Scheduler } from '../../src/client/scheduler.ts';
import { isStreamedExchange } from '../../src/client/streamed-exchange.ts';
import { Transport } from '../../src/client/transport.ts';
import { VopClient } from '../../src/client/vop-client.ts';
import { strayUetrFailure } from '../../src/checks/results-record-uetr.ts';
import { fetchResultFile, fetchResults } from '../../src/harness/fetch-results.ts';
import type { RuleOutcome } from '../../src/harness/ledger.ts';
import type { RunContext } from '../../src/harness/run-context.ts';
import { resultsOperation } from '../../src/harness/bulk-operations.ts';
import { type ScriptedServer, startScriptedServer } from '../helpers/scripted-server.ts';
import { testRunContext } from '../helpers/test-run-context.ts';

const TASK = '0b3c5d7e-1111-4222-8333-944455556666';
/** The buffered-body cap of these tests, bytes: every result file below is larger. */
const MAX_BODY_BYTES = 2_000;
/** The stream cap of these tests, bytes. */
const MAX_STREAM_BYTES = 60_000;

const uetrOf = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
const resultLine = (i: number) =>
  JSON.stringify({
    uetr: uetrOf(i),
    partyNameMatch: 'MTCH',
    additionalPartyInformation: { advancedInfo: { accountHolderType: 'NP', accountStatus: 'ACTIVE' } },
  });

/** A result file of `count` valid result records (about 130 bytes a line), with `replace` lines swapped in by 0-based index. */
function resultFile(count: number, replace: Readonly<Record<number, string>> = {}): string {
  return Array.from({ length: count }, (_, i) => replace[i] ?? resultLine(i)).join('\n');
}

describe('harness/read-result-file: a result file larger than the buffered cap is streamed and judged', () => {
  let server: ScriptedServer;
  let transport: Transport;
  let run: RunContext;
  let body = '';

  before(async () => {
    server = await startScriptedServer((req, res) => {
      if (req.url === PATHS.token) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ access_token: 'token-1', token_type: 'Bearer', expires_in: 3600 }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.end(body);
    });
    transport = new Transport({ maxBodyBytes: MAX_BODY_BYTES, maxStreamBytes: MAX_STREAM_BYTES });
    const endpoint = {
      baseUrl: server.baseUrl,
      authUrl: server.baseUrl,
      credentials: { apiKey: 'key', apiSecret: 'secret' },
    };
    const client = new VopClient(endpoint, transport, new Scheduler({ ratePerSecond: 0, concurrency: 2 }));
    run = testRunContext(client);
  });

  after(async () => {
    await transport.close();
    await server.close();
  });

  /** What the reads so far reported to the run's findings (outside a rule test: the setup's), as `outcome rule`. */
  function reported(): string[] {
    return run.findings.setup.take().outcomes.map((o: RuleOutcome) => `${o.outcome} ${o.ruleId}`);
  }

  it('reads a 200 over maxBodyBytes on the results path without SizeLimitError, one outcome per rule', async () => {
    body = resultFile(300);
    expect(Buffer.byteLength(body)).to.be.above(10 * MAX_BODY_BYTES);
    run.findings.setup.take();
    const exchange = await resultsOperation().send(run, {}, TASK);
    expect(exchange.response.status).to.equal(200);
    expect(isStreamedExchange(exchange)).to.equal(true);
    expect(exchange.response.bodyText.startsWith(resultLine(0))).to.equal(true);
    expect(exchange.response.bodyText.length).to.be.at.most(301);
    expect(reported()).to.deep.equal([
      'passed results-200-ndjson',
      'passed results-record-shape',
      'passed results-record-uetr',
    ]);
    expect((await fetchResults(run, TASK)).response.status).to.equal(200);
    expect(reported()).to.have.length(3);
  });

  it('reports the first offending line of each rule once, however many lines break it', async () => {
    const noUetr = JSON.stringify({ partyNameMatch: 'MTCH' });
    body = resultFile(300, {
      10: 'not json',
      20: noUetr,
      30: noUetr,
      40: '[]',
      50: resultLine(50).replace('"MTCH"', '7'),
    });
    run.findings.setup.take();
    await resultsOperation().send(run, {}, TASK);
    const { outcomes } = run.findings.setup.take();
    expect(outcomes.map((o) => `${o.outcome} ${o.ruleId}`)).to.deep.equal([
      'failed results-200-ndjson',
      'failed results-record-shape',
      'failed results-record-uetr',
    ]);
    expect(outcomes[0]?.detail).to.include('Received: line 11: not json');
    expect(outcomes[1]?.detail).to.include('Received: line 51: /partyNameMatch must be string');
    expect(outcomes[2]?.detail).to.include('Received: line 21: uetr (absent)');
  });

  it('keeps only the lines of the submitted records for the record properties', async () => {
    body = resultFile(300);
    const expected = new Map([uetrOf(7), uetrOf(8)].map((uetr) => [uetr, 'result']));
    const { exchange, file } = await fetchResultFile(run, TASK, expected);
    expect(exchange.response.status).to.equal(200);
    expect(file.lineOf(uetrOf(7).toUpperCase())?.uetr).to.equal(uetrOf(7));
    expect(file.lineOf(uetrOf(9))).to.equal(undefined);
    expect(strayUetrFailure(file.check)?.message).to.include(
      `line 1: uetr "${uetrOf(0)}", which names no submitted record`,
    );
  });

  it('stops at maxStreamBytes with SizeLimitError', async () => {
    body = resultFile(1_000);
    expect(Buffer.byteLength(body)).to.be.above(MAX_STREAM_BYTES);
    const error = await resultsOperation()
      .send(run, {}, TASK)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect((error as Error | undefined)?.name).to.equal('SizeLimitError');
  });
});
