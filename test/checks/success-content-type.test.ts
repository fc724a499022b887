import { expect } from 'chai';
import { isJsonUtf8 } from '../../src/checks/json-media-type.ts';
import { successContentType } from '../../src/checks/success-content-type.ts';
import type { Exchange } from '../../src/client/types.ts';
import type { OperationId } from '../../src/api/operations.ts';

/** An exchange of `operation` answered `status` with `body` and Content-Type `contentType` (undefined: none). */
function exchange(
  operation: OperationId,
  status: number,
  contentType: string | undefined,
  body = '{"status":"PROCESSED"}',
  method = 'GET',
): Exchange {
  return {
    request: { operation, method, url: 'http://127.0.0.1:9/x', headers: {} },
    response: {
      status,
      headers: contentType === undefined ? {} : { 'content-type': contentType },
      bodyText: body,
    },
    durationMs: 1,
  };
}

const holds = (e: Exchange) => successContentType.judge(e).map((v) => v.holds);

/** A8's success Content-Type, compared as A2 says (RFC 9110 §8.3): any case, a quoted charset the same. */
const CONFORMING = [
  'application/json',
  'application/json;charset=utf-8',
  'application/json; charset=UTF-8',
  'application/json; charset="utf-8"',
  'Application/JSON; Charset="UTF-8"',
  'APPLICATION/JSON ; CHARSET=Utf-8',
  ' application/json ',
];
/** The nearest misses: another type, another or no charset name of UTF-8, another parameter, malformed. */
const BREAKING = [
  'text/plain',
  'text/plain;charset=utf-8',
  'application/problem+json',
  'application/jsonx',
  'application/x-ndjson',
  'application/json; charset=utf8',
  'application/json; charset="utf-16"',
  'application/json; charset=iso-8859-1',
  'application/json; charset="utf-8',
  'application/json; foo=bar',
  'application/json, text/plain',
  '',
];

describe('checks/success_content_type: the JSON success bodies are application/json (A8)', () => {
  it('isJsonUtf8 takes every spelling of application/json with no charset or UTF-8, and nothing else', () => {
    expect(CONFORMING.filter((v) => !isJsonUtf8(v))).to.deep.equal([]);
    expect(BREAKING.filter((v) => isJsonUtf8(v))).to.deep.equal([]);
    expect(isJsonUtf8(undefined)).to.equal(false);
  });

  it("judges the token's 200, the submission's 202 and the status 200, and fails them without Content-Type", () => {
    for (const [operation, status] of [
      ['token', 200],
      ['bulk-submit', 202],
      ['bulk-status', 200],
    ] as const) {
      expect(
        holds(exchange(operation, status, 'application/json; charset="UTF-8"')),
        operation,
      ).to.deep.equal([true]);
      expect(holds(exchange(operation, status, 'text/plain')), operation).to.deep.equal([false]);
      expect(holds(exchange(operation, status, undefined)), operation).to.deep.equal([false]);
    }
  });

  it('judges nothing else: errors, other statuses, the result file, the single checks, an answer without body', () => {
    expect(holds(exchange('bulk-status', 404, 'text/plain'))).to.deep.equal([]);
    expect(holds(exchange('bulk-submit', 200, 'text/plain'))).to.deep.equal([]);
    expect(holds(exchange('bulk-results', 200, 'application/x-ndjson'))).to.deep.equal([]);
    expect(holds(exchange('org-check', 200, 'text/plain'))).to.deep.equal([]);
    expect(holds(exchange('bulk-status', 200, undefined, '', 'HEAD'))).to.deep.equal([]);
  });
});
