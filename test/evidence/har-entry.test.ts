import { expect } from 'chai';
import type { Exchange } from '../../src/client/types.ts';
import { HAR_BODY_CAP_CHARS, harEntry } from '../../src/evidence/har-entry.ts';
import { redactor } from '../../src/output/redactor.ts';

function exchange(overrides: Partial<Exchange> = {}): Exchange {
  return {
    request: {
      operation: 'bulk-submit',
      method: 'POST',
      url: 'http://127.0.0.1:1/vopgateway/v1/bulk?x=1',
      headers: { Authorization: 'Bearer abc.def', 'Content-Type': 'application/x-ndjson' },
      body: 'x'.repeat(HAR_BODY_CAP_CHARS + 10),
    },
    response: { status: 202, headers: { 'content-type': 'application/json' }, bodyText: '{"taskId":"t"}' },
    durationMs: 12.4,
    ...overrides,
  };
}

describe('evidence: one HAR entry', () => {
  it('caps a body at 64 Ki characters and marks it truncated; keeps a short one whole', () => {
    const entry = harEntry(exchange(), ['submit-202-task-id'], Date.parse('2026-11-25T00:00:01.000Z'));
    const postData = entry.request.postData as { text: string; _truncated?: boolean };
    expect(postData.text).to.have.length(HAR_BODY_CAP_CHARS);
    expect(postData._truncated).to.equal(true);
    const content = entry.response.content as { text: string; _truncated?: boolean; size: number };
    expect(content).to.deep.include({ text: '{"taskId":"t"}', size: 14 });
    expect(content._truncated).to.equal(undefined);
  });

  it('starts when the transport sent the request, else at answer time minus the duration', () => {
    const answeredAt = Date.parse('2026-11-25T00:00:01.000Z');
    const sentAtMs = Date.parse('2026-11-25T00:00:00.950Z');
    expect(harEntry(exchange({ sentAtMs }), [], answeredAt).startedDateTime).to.equal(
      '2026-11-25T00:00:00.950Z',
    );
    expect(harEntry(exchange(), [], answeredAt).startedDateTime).to.equal('2026-11-25T00:00:00.988Z');
  });

  it('times the whole exchange as wait (HAR 1.2: unmeasured phases -1), names the rules and the operation, keeps the query string', () => {
    const entry = harEntry(exchange(), ['submit-202-task-id'], Date.parse('2026-11-25T00:00:01.000Z'));
    expect(entry.time).to.equal(12);
    expect(entry.timings).to.deep.equal({
      blocked: -1,
      dns: -1,
      connect: -1,
      ssl: -1,
      send: 0,
      wait: 12,
      receive: 0,
    });
    expect(entry._ruleIds).to.deep.equal(['submit-202-task-id']);
    expect(entry._operation).to.equal('bulk-submit');
    expect(entry.request.queryString).to.deep.equal([{ name: 'x', value: '1' }]);
  });

  it('replaces every Authorization credential, and every registered secret in any header, URL or body', () => {
    redactor.add('s3cret-value-for-har');
    const entry = harEntry(
      exchange({
        request: {
          method: 'POST',
          url: 'http://127.0.0.1:1/token?k=s3cret-value-for-har',
          headers: { authorization: 'Basic Zm9vOmJhcg==', 'X-Channel': 's3cret-value-for-har' },
          body: `grant_type=client_credentials&client_secret=${encodeURIComponent('s3cret-value-for-har')}`,
        },
      }),
      [],
      Date.now(),
    );
    const text = JSON.stringify(entry);
    expect(text).to.not.include('s3cret-value-for-har').and.not.include('Zm9vOmJhcg==');
    expect(entry.request.headers).to.deep.include({ name: 'authorization', value: 'Basic <redacted>' });
  });

  it('replaces the value of every credential field, registered or not: client_secret in a form body and a URL, tokens in an answer', () => {
    const entry = harEntry(
      exchange({
        request: {
          operation: 'token',
          method: 'POST',
          url: 'http://127.0.0.1:1/token?client_secret=unregistered-query-secret',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials&client_id=k&client_secret=unregistered-form-secret',
        },
        response: {
          status: 200,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          bodyText: 'access_token=unregistered-token&expires_in=60',
        },
      }),
      [],
      Date.now(),
    );
    const text = JSON.stringify(entry);
    expect(text).to.not.match(/unregistered-(query-secret|form-secret|token)/);
    // (another test file may have registered `secret` itself: the names are not compared whole)
    expect((entry.request.postData as { text: string }).text).to.match(
      /^grant_type=client_credentials&client_id=k&client_\S+=<redacted>$/,
    );
    expect(entry.request.queryString).to.deep.equal([
      { name: redactor.redact('client_secret'), value: '<redacted>' },
    ]);
  });

  it('marks a streamed result file as truncated: its lines are judged as they stream, never kept', () => {
    const streamed = { ...exchange(), bodyStreamed: true as const };
    const content = harEntry(streamed, [], Date.now()).response.content as {
      _truncated?: boolean;
      comment?: string;
    };
    expect(content._truncated).to.equal(true);
    expect(content.comment).to.include('streamed').and.include('not kept');
  });
});
