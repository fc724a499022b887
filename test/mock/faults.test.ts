import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAULT_IDS, MOCK_FAULTS } from '../../src/mock/faults/index.ts';
import { isRuleId } from '../../src/rules/catalogue.ts';
import { statusPath } from '../../src/api/paths.ts';
import { type MockSession, startMockSession } from '../helpers/mock-session.ts';

describe('mock: the fault catalogue', () => {
  it('holds faults of catalogue rules, each id its rule or <rule>/<variant>, each id once', () => {
    const wrong = MOCK_FAULTS.filter(
      (f) => !isRuleId(f.rule) || !(f.id === f.rule || f.id.startsWith(`${f.rule}/`)),
    );
    expect(wrong.map((f) => f.id)).to.deep.equal([]);
    expect(new Set(FAULT_IDS).size).to.equal(MOCK_FAULTS.length);
  });

  it('keeps one fault per file, the file named after its id', () => {
    const root = fileURLToPath(new URL('../../src/mock/faults/', import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
      // robustness/trip.ts holds the behaviour of the robustness faults, not a fault.
      .filter(
        (f) => f.endsWith('.ts') && !f.endsWith('index.ts') && f !== 'fault.ts' && !f.endsWith('trip.ts'),
      )
      .map((f) => basename(f, '.ts').replace('--', '/'))
      .sort();
    expect(files).to.deep.equal([...FAULT_IDS].sort());
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
