import { expect } from 'chai';
import fc from 'fast-check';
import { acceptableAccept, unacceptableAccept } from '../../generators/accept-value.ts';
import { PATHS, resultsPath, statusPath } from '../../src/api/paths.ts';
import type { OperationId } from '../../src/api/operations.ts';
import { acceptable } from '../../src/mock/bulk/accept.ts';
import { RESULTS_MEDIA } from '../../src/mock/bulk/bulk-results.ts';
import { STATUS_MEDIA } from '../../src/mock/bulk/bulk-status.ts';
import { SUBMIT_MEDIA } from '../../src/mock/bulk/bulk-submit.ts';
import { type MockSession, startMockSession, validRecord } from '../helpers/mock-session.ts';

/**
 * Accept values of each bulk endpoint and the answer the 406 row gives them, read as the
 * clause audit decides (src/rules/clauses/): 406 only when the client accepts none of the endpoint's media types.
 */
const ACCEPTS: Readonly<Record<'status' | 'results' | 'submit', ReadonlyArray<[string, 'served' | 406]>>> = {
  status: [
    ['application/json', 'served'],
    ['APPLICATION/JSON;charset="UTF-8"', 'served'],
    ['*/*', 'served'],
    ['application/*', 'served'],
    ['application/json, text/html', 'served'],
    ['text/html, application/json', 'served'],
    ['application/json;q=0.9, text/plain;q=0.1', 'served'],
    ['application/json;q=0', 406],
    ['application/json; charset=iso-8859-1', 406],
    ['application/json; charset=utf8', 406],
    ['application/json; charset="utf-16"', 406],
    ['application/x-ndjson', 406],
    ['application/problem+json', 406],
    ['text/*', 406],
    ['text/html', 406],
  ],
  results: [
    ['application/x-ndjson', 'served'],
    ['application/json', 'served'],
    ['*/*', 'served'],
    ['*/*; charset=utf-8', 'served'],
    ['application/*', 'served'],
    ['text/html, application/x-ndjson', 'served'],
    ['application/x-ndjson; q=1', 'served'],
    ['application/ndjson', 406],
    ['application/jsonl', 406],
    ['text/*', 406],
    ['application/x-ndjson; charset=iso-8859-1', 406],
    ['application/x-ndjson; charset=utf8', 406],
    ['Application/X-NDJSON; Charset="UTF-8"', 'served'],
    ['text/html', 406],
  ],
  submit: [
    ['application/json', 'served'],
    ['*/*', 'served'],
    ['text/html, application/json', 'served'],
    ['text/html', 406],
    ['application/x-ndjson', 406],
  ],
};

function send(session: MockSession, endpoint: keyof typeof ACCEPTS, accept: string) {
  const taskId = session.mock.providerStateTaskIds.PROCESSED;
  const operation: OperationId =
    endpoint === 'submit' ? 'bulk-submit' : endpoint === 'status' ? 'bulk-status' : 'bulk-results';
  const path =
    endpoint === 'submit' ? PATHS.bulk : endpoint === 'status' ? statusPath(taskId) : resultsPath(taskId);
  return session.client.send({
    operation,
    method: endpoint === 'submit' ? 'POST' : 'GET',
    path,
    headers:
      endpoint === 'submit' ? { Accept: accept, 'Content-Type': 'application/x-ndjson' } : { Accept: accept },
    ...(endpoint === 'submit' ? { body: `${JSON.stringify(validRecord())}\n` } : {}),
  });
}

describe('mock: Accept, as the 406 row is read (406 only when no media type of the endpoint is accepted)', () => {
  it('serves lists and wildcards that admit a media type of the endpoint, and answers 406 to the rest', async () => {
    const session = await startMockSession();
    try {
      const seen: string[] = [];
      const expected: string[] = [];
      for (const [endpoint, values] of Object.entries(ACCEPTS) as Array<
        [keyof typeof ACCEPTS, typeof ACCEPTS.status]
      >)
        for (const [accept, answer] of values) {
          const status = (await send(session, endpoint, accept)).response.status;
          seen.push(`${endpoint} ${accept}: ${status === 406 ? 406 : status < 300 ? 'served' : status}`);
          expected.push(`${endpoint} ${accept}: ${answer}`);
        }
      expect(seen).to.deep.equal(expected);
    } finally {
      await session.close();
    }
  });

  it("the suite's generated Accept values are served, or refused, as the mock reads them", () => {
    for (const [served, types] of [
      [STATUS_MEDIA, ['application/json']],
      [RESULTS_MEDIA, ['application/x-ndjson', 'application/json', '*/*']],
      [SUBMIT_MEDIA, ['application/json']],
    ] as const) {
      fc.assert(
        fc.property(acceptableAccept(types), (accept) => acceptable(accept, served.mediaTypes)),
        { numRuns: 300 },
      );
      fc.assert(
        fc.property(unacceptableAccept(types), (accept) => !acceptable(accept, served.mediaTypes)),
        { numRuns: 300 },
      );
    }
  });
});
