import { expect } from 'chai';
import { contentDisposition } from '../../src/checks/content-disposition.ts';
import type { Exchange } from '../../src/client/types.ts';

const TASK = '3f0c2a5e-8b1d-4c6e-9a7f-1b2c3d4e5f60';

/** An exchange of `operation` for `taskId` answered `status` with Content-Disposition `disposition` (undefined: none). */
function exchange(
  disposition: string | undefined,
  { taskId = TASK, status = 200, method = 'GET', operation = 'bulk-results' as const } = {},
): Exchange {
  return {
    request: {
      operation,
      method,
      url: `http://127.0.0.1:9/base/vopgateway/v1/bulk/${taskId}`,
      headers: { Accept: 'application/json' },
    },
    response: {
      status,
      headers: disposition === undefined ? {} : { 'content-disposition': disposition },
      bodyText: '',
    },
    durationMs: 1,
  };
}

const holds = (e: Exchange) => contentDisposition.judge(e).map((v) => v.holds);

describe('checks/content_disposition: <taskId>.ndjson on every 200 of the results endpoint (Endpoints/5)', () => {
  it('holds for the file name <taskId>.ndjson in every form the shared reader takes, and either case of the taskId (A11)', () => {
    for (const value of [
      `attachment; filename="${TASK}.ndjson"`,
      `attachment; filename=${TASK}.ndjson`,
      `attachment; filename*=UTF-8''${TASK}.ndjson`,
      `inline; filename = "${TASK.toUpperCase()}.ndjson"`,
    ]) {
      expect(holds(exchange(value)), value).to.deep.equal([true]);
    }
    expect(
      holds(exchange(`attachment; filename="${TASK}.ndjson"`, { taskId: TASK.toUpperCase() })),
    ).to.deep.equal([true]);
  });

  it('fails a 200 without Content-Disposition or naming another file, and says what it received', () => {
    expect(contentDisposition.judge(exchange(undefined))).to.deep.equal([
      {
        ruleId: 'results-content-disposition',
        holds: false,
        received: '200 with Content-Disposition: (absent)',
        documented: `Content-Disposition with file name ${TASK}.ndjson`,
      },
    ]);
    for (const value of ['attachment; filename="results.ndjson"', `attachment; filename="${TASK}.json"`]) {
      expect(holds(exchange(value)), value).to.deep.equal([false]);
    }
  });

  it('judges nothing but a GET 200 of the results endpoint whose taskId is a UUID', () => {
    const none = [
      exchange(undefined, { status: 404 }),
      exchange(undefined, { status: 406 }),
      exchange(undefined, { method: 'HEAD' }),
      exchange(undefined, { operation: 'bulk-status' as 'bulk-results' }),
      exchange(undefined, { taskId: `{${TASK}}` }),
      exchange(undefined, { taskId: TASK.replaceAll('-', '') }),
    ];
    expect(none.flatMap((e) => contentDisposition.judge(e))).to.deep.equal([]);
  });
});
