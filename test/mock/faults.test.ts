import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAULT_IDS, MOCK_FAULTS } from '../../src/mock/faults/index.ts';
import { isRuleId } from '../../src/rules/catalogue.ts';
import { statusPath } from '../../src/api/paths.ts';
import { type MockSession, startMockSession } from '../helpers/mock-session.ts';

const MOCK_ROOT = fileURLToPath(new URL('../../src/mock/', import.meta.url));

/** Every TypeScript file of src/mock: its path under src/mock (`/`-separated) and its text. */
function mockFiles(): Array<{ readonly path: string; readonly text: string }> {
  return readdirSync(MOCK_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ path: f.split('\\').join('/'), text: readFileSync(join(MOCK_ROOT, f), 'utf8') }));
}

/** The area tables: the files of src/mock/faults/ but the catalogue's index and the row helper. */
function tableFiles(): Array<{ readonly path: string; readonly text: string }> {
  return mockFiles().filter(
    (f) => f.path.startsWith('faults/') && !['faults/index.ts', 'faults/fault.ts'].includes(f.path),
  );
}

describe('mock: the fault catalogue', () => {
  it('holds faults of catalogue rules, each id its rule or <rule>/<variant>, each id once', () => {
    const wrong = MOCK_FAULTS.filter(
      (f) => !isRuleId(f.rule) || !(f.id === f.rule || f.id.startsWith(`${f.rule}/`)),
    );
    expect(wrong.map((f) => f.id)).to.deep.equal([]);
    expect(new Set(FAULT_IDS).size).to.equal(MOCK_FAULTS.length);
  });

  it('writes each fault id once, as a literal, in exactly one table file under faults/', () => {
    const tables = tableFiles();
    // A rule id also appears as the `rule` of the variants in other tables (error-format-error-title/token
    // is a row of the token table): only the id of a row (`id: '<id>'`) or of a kind's operation
    // (`status: '<id>'` in its `ids`) counts.
    const written = (text: string, id: string): number =>
      text
        .split(`'${id}'`)
        .slice(0, -1)
        .filter((before) => /\b(?:id|submission|status|results): $/.test(before)).length;
    const misplaced = FAULT_IDS.filter((id) => {
      const holding = tables.filter((t) => written(t.text, id) > 0);
      return holding.length !== 1 || (holding[0] && written(holding[0].text, id)) !== 1;
    });
    expect(misplaced).to.deep.equal([]);
  });

  it('gives every fault behaviour beside its id (a member besides id, rule, summary and operation)', () => {
    const inert = MOCK_FAULTS.filter(
      (f) => Object.keys(f).filter((k) => !['id', 'rule', 'summary', 'operation'].includes(k)).length === 0,
    );
    expect(inert.map((f) => f.id)).to.deep.equal([]);
  });

  it('keeps fault ids out of the handlers: no switch asked, no id computed, no rule-id map outside faults/', () => {
    const computed = /\.breaks\(|variantOf\(|\brules\[|operation-rule-ids/;
    const offending = mockFiles()
      .filter((f) => !f.path.startsWith('faults/') && computed.test(f.text))
      .map((f) => f.path);
    expect(offending).to.deep.equal([]);
  });

  it('builds no fault id from parts in the tables either (no variant or rule map lookup, no `${rule}/${variant}`)', () => {
    const built = tableFiles()
      .filter((f) => /variantOf\(|\brules\[|\}\/\$\{/.test(f.text))
      .map((f) => f.path);
    expect(built).to.deep.equal([]);
  });

  describe('a switched rule, and only that rule, breaks', () => {
    let session: MockSession;
    before(async () => {
      session = await startMockSession({ faults: new Set(['status-x-channel-max-70']) });
    });
    after(() => session.close());

    it('accepts a 71-character X-Channel on the status endpoint but still rejects it on the results endpoint', async () => {
      const headers = { 'X-Channel': 'c'.repeat(71) };
      const taskId = session.mock.providerStateTaskIds.PROCESSED;
      const status = await session.client.send({
        operation: 'bulk-status',
        method: 'GET',
        path: statusPath(taskId),
        headers,
      });
      const results = await session.client.send({
        operation: 'bulk-results',
        method: 'GET',
        path: `/vopgateway/v1/bulk/${taskId}`,
        headers,
      });
      expect([status.response.status, results.response.status]).to.deep.equal([200, 400]);
    });
  });

  it('answers over the rate limit with 429, Retry-After and an error body, and counts them (A6)', async () => {
    const limited = await startMockSession({ rateLimitPerSecond: 2 });
    try {
      const path = statusPath(limited.mock.providerStateTaskIds.PROCESSED);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const exchange = await limited.transport.send({
          method: 'GET',
          url: limited.mock.baseUrl + path,
          headers: {},
        });
        statuses.push(exchange.response.status);
        if (exchange.response.status === 429) {
          expect(exchange.response.headers['retry-after']).to.equal('1');
          expect(JSON.parse(exchange.response.bodyText)).to.include({ status: 429 });
        }
      }
      expect(statuses.filter((s) => s === 429)).to.have.length(2);
      expect(limited.mock.stats.tooManyRequests).to.equal(2);
    } finally {
      await limited.close();
    }
  });
});
