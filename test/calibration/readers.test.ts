import { expect } from 'chai';
import { ChoiceObservations } from '../../src/calibration/choice-observations.ts';
import { framingVerdict } from '../../src/calibration/framing-verdict.ts';
import type { Exchange, OutgoingRequest } from '../../src/client/types.ts';
import { NdjsonFramingTally, endsInsideCharacter } from '../../src/client/ndjson-framing.ts';
import { readNdjsonBatches } from '../../src/client/ndjson-reader.ts';
import { Readable } from 'node:stream';

const BASE = 'http://127.0.0.1:1';
const TASK = '0b3c5d7e-1111-4222-8333-944455556666';

function exchange(
  request: Partial<OutgoingRequest> & Pick<OutgoingRequest, 'operation'>,
  status: number,
  body: unknown = '',
  headers: Record<string, string> = {},
): Exchange {
  return {
    request: { method: 'GET', url: `${BASE}/vopgateway/v1/bulk/${TASK}/status`, headers: {}, ...request },
    response: { status, headers, bodyText: typeof body === 'string' ? body : JSON.stringify(body) },
    durationMs: 1,
  };
}

function groups(evidence: ChoiceObservations, id: string): unknown {
  return evidence.observed().choices[id]?.map((g) => g.alternatives);
}

describe('calibration: what an exchange shows at each open point', () => {
  it('reads the token response: token_type (absent included), the form and value of expires_in, extra fields', () => {
    const evidence = new ChoiceObservations();
    const token = {
      operation: 'token' as const,
      method: 'POST',
      url: `${BASE}/oauth/client_credential/accesstoken`,
    };
    evidence.listen(exchange(token, 200, { access_token: 'a', expires_in: 1800, scope: 'vop' }));
    expect(groups(evidence, 'token-type')).to.deep.equal([['absent']]);
    expect(groups(evidence, 'token-expires-in')).to.deep.equal([['number']]);
    expect(groups(evidence, 'token-lifetime')).to.deep.equal([['configured']]);
    expect(evidence.observed().settings).to.deep.equal({ tokenLifetimeSeconds: 1800 });
    expect(groups(evidence, 'token-extra-fields')).to.deep.equal([['scope-and-more']]);
  });

  it('reads the status for another grant type from a form request only, not from a JSON body', () => {
    const evidence = new ChoiceObservations();
    const url = `${BASE}/oauth/client_credential/accesstoken`;
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    evidence.listen(
      exchange({ operation: 'token', method: 'POST', url, headers: form, body: 'grant_type=password' }, 401),
    );
    evidence.listen(
      exchange(
        {
          operation: 'token',
          method: 'POST',
          url,
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        },
        415,
      ),
    );
    evidence.listen(
      exchange(
        { operation: 'token', method: 'POST', url, headers: form, body: 'grant_type=client_credentials' },
        401,
      ),
    );
    // A GET on the token path (an open-point probe) is answered 405 before any grant type is read.
    evidence.listen(exchange({ operation: 'token', method: 'GET', url, headers: form }, 405));
    expect(groups(evidence, 'token-grant-type-status')).to.deep.equal([['401']]);
  });

  it('reads the single-check echo and mandatory headers from the usage POST only, not from a GET probe', () => {
    const evidence = new ChoiceObservations();
    const url = `${BASE}/account/check/organisations`;
    const sent = { 'X-Correlation-Id': 'corr-1' };
    evidence.listen(
      exchange(
        { operation: 'org-check', method: 'POST', url, headers: sent },
        200,
        {},
        { 'x-correlation-id': 'corr-1' },
      ),
    );
    evidence.listen(exchange({ operation: 'org-check', method: 'GET', url, headers: sent }, 405));
    evidence.listen(exchange({ operation: 'org-check', method: 'POST', url, headers: {} }, 200, {}));
    evidence.listen(exchange({ operation: 'org-check', method: 'GET', url, headers: {} }, 405));
    expect(groups(evidence, 'single-check-echo')).to.deep.equal([['echo']]);
    expect(groups(evidence, 'single-check-headers')).to.deep.equal([['optional']]);
  });

  it('reads the error body: Content-Type, type URI form, optional fields, the code of a non-400 error', () => {
    const evidence = new ChoiceObservations();
    evidence.listen(
      exchange(
        { operation: 'bulk-status' },
        404,
        { type: 'urn:problem-type:not-found', code: 'VOP-REQ-004' },
        {
          'content-type': 'application/problem+json',
        },
      ),
    );
    expect(groups(evidence, 'error-content-type')).to.deep.equal([['application/problem+json']]);
    expect(groups(evidence, 'error-type-uri')).to.deep.equal([['urn']]);
    expect(groups(evidence, 'error-optional-fields')).to.deep.equal([['minimal']]);
    expect(groups(evidence, 'error-code-non-400')).to.deep.equal([['prefixed']]);
  });

  it('tells which UUIDs X-Request-Id takes only from ids some alternative refuses, never from a refused version-4 id', () => {
    const evidence = new ChoiceObservations();
    const bad = { type: '/problems/format-error', code: 'FORMAT_ERROR', title: 'INVALID_HEADER' };
    const v0 = '0b3c5d7e-1111-0222-8333-944455556666';
    const v7 = '01890a5d-ac96-774b-bcce-b302099a8057';
    evidence.listen(exchange({ operation: 'bulk-status', headers: { 'X-Request-Id': v0 } }, 400, bad));
    evidence.listen(
      exchange({ operation: 'bulk-status', headers: { 'X-Request-Id': v7 } }, 200, { status: 'PROCESSED' }),
    );
    evidence.listen(exchange({ operation: 'bulk-status', headers: { 'X-Request-Id': TASK } }, 400, bad));
    expect(groups(evidence, 'uuid-acceptance')).to.deep.equal([
      ['rfc4122-versions-1-5', 'versions-1-8'],
      ['any-version', 'versions-1-8'],
    ]);
  });

  it('reads the status of results not available by the last status seen for that task', () => {
    const evidence = new ChoiceObservations();
    const problem = { type: '/problems/x', code: 'RESULTS_NOT_AVAILABLE' };
    const results = { operation: 'bulk-results' as const, url: `${BASE}/vopgateway/v1/bulk/${TASK}` };
    evidence.listen(exchange(results, 409, problem));
    expect(groups(evidence, 'results-before-processed-status')).to.equal(undefined);
    evidence.listen(exchange({ operation: 'bulk-status' }, 200, { status: 'IN_PROGRESS' }));
    evidence.listen(exchange(results, 425, problem));
    evidence.listen(exchange({ operation: 'bulk-status' }, 200, { status: 'FAILED', detail: 'x' }));
    evidence.listen(exchange(results, 410, problem));
    expect(groups(evidence, 'results-before-processed-status')).to.deep.equal([['425']]);
    expect(groups(evidence, 'results-failed-task-status')).to.deep.equal([['410']]);
  });

  it('tells a single check in an Open Banking envelope (Data, Links) from a flat one that has a Data of its own', () => {
    const evidence = new ChoiceObservations();
    const cop = { operation: 'cop-check' as const, method: 'POST', url: `${BASE}/v1/gateway` };
    evidence.listen(exchange(cop, 200, { Data: { VerificationReport: { Matched: true } } }));
    expect(groups(evidence, 'single-check-response-shape')).to.deep.equal([['flat']]);
    evidence.listen(exchange(cop, 200, { Data: {}, Links: { Self: '/v1/gateway' }, Meta: {} }));
    expect(groups(evidence, 'single-check-response-shape')).to.deep.equal([['flat'], ['ob-envelope']]);
  });
});

describe('calibration: the framing of a result file', () => {
  async function framingOf(chunks: readonly Buffer[]) {
    const tally = new NdjsonFramingTally();
    const caps = { maxLineChars: 1000, maxBytes: 10_000 };
    const reader = readNdjsonBatches(Readable.from(chunks), caps, tally);
    while (!(await reader.next()).done);
    return tally.framing();
  }

  it('sees CRLF ends, a missing final newline, and a chunk cut inside a UTF-8 character', async () => {
    expect(framingVerdict(await framingOf([Buffer.from('{"a":1}\r\n{"a":2}\r\n')]))).to.deep.equal({
      alternatives: ['crlf'],
    });
    expect(framingVerdict(await framingOf([Buffer.from('{"a":1}\n{"a":2}')]))).to.deep.equal({
      alternatives: ['no-final-newline'],
    });
    const text = Buffer.from('{"n":"é"}\n');
    const cut = text.indexOf(0xc3) + 1;
    expect(framingVerdict(await framingOf([text.subarray(0, cut), text.subarray(cut)]))).to.deep.equal({
      alternatives: ['chunked'],
    });
    expect(framingVerdict(await framingOf([text]))).to.deep.equal({ alternatives: ['lf', 'chunked'] });
    expect(framingVerdict(await framingOf([]))).to.equal(undefined);
  });

  it('endsInsideCharacter: true only when the last character is incomplete', () => {
    const euro = Buffer.from('€');
    expect(endsInsideCharacter(euro)).to.equal(false);
    expect(endsInsideCharacter(euro.subarray(0, 1))).to.equal(true);
    expect(endsInsideCharacter(euro.subarray(0, 2))).to.equal(true);
    expect(endsInsideCharacter(Buffer.from('ab'))).to.equal(false);
  });
});
