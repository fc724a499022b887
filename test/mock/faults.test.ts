import { expect } from 'chai';
import { MOCK_FAULTS } from '../../src/mock/faults.ts';
import { catalogue } from '../../src/rules/catalogue.ts';
import { statusPath } from '../../src/spec/paths.ts';
import { type MockSession, startMockSession } from '../helpers/mock-session.ts';

describe('mock: fault switches', () => {
  it('names only rules of the catalogue', () => {
    const ids = new Set(catalogue.map((r) => r.id));
    expect(MOCK_FAULTS.filter((id) => !ids.has(id.split('/')[0] ?? ''))).to.deep.equal([]);
  });

  describe('a switched rule, and only that rule, breaks', () => {
    let session: MockSession;
    before(async () => {
      session = await startMockSession({ faults: new Set(['status-x-channel-max-70']) });
    });
    after(() => session.close());

    it('accepts a 71-character X-Channel on the status endpoint but still rejects it on the results endpoint', async () => {
      const headers = { 'X-Channel': 'c'.repeat(71) };
      const taskId = session.mock.seededTaskIds.processed;
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
});
