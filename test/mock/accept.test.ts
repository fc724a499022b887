import { expect } from 'chai';
import fc from 'fast-check';
import { acceptableAccept, unacceptableAccept } from '../../generators/accept-value.ts';
import { resultsPath, statusPath } from '../../src/api/paths.ts';
import { BULK_HEADER_JUDGES } from '../../src/calibration/bulk-header-judges.ts';
import type { Exchange } from '../../src/client/types.ts';
import { acceptable, acceptableSingle, type ServedMedia } from '../../src/mock/bulk/accept.ts';
import { RESULTS_MEDIA } from '../../src/mock/bulk/bulk-results.ts';
import { STATUS_MEDIA } from '../../src/mock/bulk/bulk-status.ts';
import { resolveChoiceSet } from '../../src/mock/choices/choice-set.ts';
import { acceptLists } from '../../src/mock/choices/accept-lists.ts';
import { type MockSession, startMockSession } from '../helpers/mock-session.ts';

/** Accept values of each bulk GET endpoint: served by both readings, by one, or by neither. */
const ACCEPTS = {
  status: [
    'application/json',
    'APPLICATION/JSON;charset="UTF-8"',
    '*/*',
    'application/*',
    'application/json, text/html',
    'text/html, application/json',
    'application/json;q=0.5',
    'application/json;q=0',
    'application/json; charset=iso-8859-1',
    'text/html',
  ],
  results: [
    'application/x-ndjson',
    '*/*',
    '*/*; charset=utf-8',
    'application/*',
    'text/*',
    'application/x-ndjson, application/json',
    'application/x-ndjson; q=1',
    'text/html',
  ],
} as const;

const SERVED: Readonly<Record<keyof typeof ACCEPTS, ServedMedia>> = {
  status: STATUS_MEDIA,
  results: RESULTS_MEDIA,
};

async function answers(alternative: string): Promise<Record<string, Exchange>> {
  const session: MockSession = await startMockSession({
    choices: resolveChoiceSet({ mode: 'first', overrides: { 'accept-lists': alternative } }),
  });
  try {
    const taskId = session.mock.providerStateTaskIds.PROCESSED;
    const seen: Record<string, Exchange> = {};
    for (const [endpoint, values] of Object.entries(ACCEPTS))
      for (const accept of values)
        seen[`${endpoint} ${accept}`] = await session.client.send({
          operation: endpoint === 'status' ? 'bulk-status' : 'bulk-results',
          method: 'GET',
          path: endpoint === 'status' ? statusPath(taskId) : resultsPath(taskId),
          headers: { Accept: accept },
        });
    return seen;
  } finally {
    await session.close();
  }
}

describe('mock: Accept, as the mock reads it and as the calibration reads the mock (accept-lists)', () => {
  it('the calibration names the alternative the mock took exactly when the two alternatives answer differently', async () => {
    const judge = BULK_HEADER_JUDGES.find((j) => j.choice === 'accept-lists');
    const [negotiate, strict] = await Promise.all(acceptLists.alternatives.map(answers));
    const read = Object.keys(negotiate ?? {}).map((key) => {
      const statuses = [negotiate?.[key], strict?.[key]].map((e) => e?.response.status);
      const verdicts = [negotiate?.[key], strict?.[key]].map((e) => e && judge?.judge({ exchange: e }));
      return [key, statuses, verdicts];
    });
    const expected = read.map(([key, statuses]) => {
      const differ = (statuses as number[])[0] !== (statuses as number[])[1];
      const verdicts = differ
        ? acceptLists.alternatives.map((a) => ({ alternatives: [a] }))
        : [undefined, undefined];
      return [key, statuses, verdicts];
    });
    expect(read).to.deep.equal(expected);
    expect(
      read.filter(([, statuses]) => (statuses as number[])[0] !== (statuses as number[])[1]),
    ).to.have.length.above(4);
  });

  it("the suite's generated Accept values are served, or refused, alike by both readings", () => {
    for (const served of Object.values(SERVED)) {
      const types = served.wildcard ? [...served.mediaTypes, '*/*'] : served.mediaTypes;
      fc.assert(
        fc.property(
          acceptableAccept(types),
          (accept) => acceptable(accept, types) && acceptableSingle(accept, served),
        ),
        { numRuns: 300 },
      );
      fc.assert(
        fc.property(
          unacceptableAccept(types),
          (accept) => !acceptable(accept, types) && !acceptableSingle(accept, served),
        ),
        { numRuns: 300 },
      );
    }
  });
});
