import { expect } from 'chai';
import { resultsPath } from '../../src/api/paths.ts';
import { headerOf } from '../../src/client/types.ts';
import type { FaultId } from '../../src/mock/faults/index.ts';
import { type MockSession, startMockSession } from '../helpers/mock-session.ts';

/** Runs `use` against a mock started with `faults`, closing it afterwards. */
async function withFaults(
  faults: readonly FaultId[],
  use: (session: MockSession) => Promise<void>,
): Promise<void> {
  const session = await startMockSession({ faults: new Set(faults) });
  try {
    await use(session);
  } finally {
    await session.close();
  }
}

describe('mock: faults of the result file head (Endpoints/5)', () => {
  it('results-content-disposition/plain-fetch-only: Content-Disposition without Accept only', () =>
    withFaults(['results-content-disposition/plain-fetch-only'], async (s) => {
      const path = resultsPath(s.mock.providerStateTaskIds.PROCESSED);
      const fetch = (headers: Record<string, string>) =>
        s.client.send({ operation: 'bulk-results', method: 'GET', path, headers });
      const plain = await fetch({});
      const ndjson = await fetch({ Accept: 'application/x-ndjson' });
      expect([plain.response.status, ndjson.response.status]).to.deep.equal([200, 200]);
      expect(headerOf(plain.response, 'content-disposition')).to.be.a('string');
      expect(headerOf(ndjson.response, 'content-disposition')).to.equal(undefined);
    }));
});
