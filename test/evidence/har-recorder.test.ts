import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Exchange, OutgoingRequest } from '../../src/client/types.ts';
import { HAR_BODY_CAP_CHARS } from '../../src/evidence/har-entry.ts';
import { HarRecorder } from '../../src/evidence/har-recorder.ts';
import { tempDir } from '../helpers/run-cli.ts';

/** One HAR entry as these tests read it. */
interface Entry {
  readonly startedDateTime: string;
  readonly request: { readonly url: string; readonly postData?: { readonly _truncated?: boolean } };
  readonly _ruleIds: readonly string[];
  readonly _failedRuleIds?: readonly string[];
}

const T0 = Date.parse('2026-11-25T00:00:00.000Z');

function request(path: string, body?: string): OutgoingRequest {
  const url = `http://127.0.0.1:1${path}`;
  return body === undefined
    ? { method: 'GET', url, headers: {} }
    : { method: 'POST', url, headers: {}, body };
}

/** An exchange of `req` sent at T0 + `sentMs` that took `durationMs`. */
function exchange(req: OutgoingRequest, sentMs: number, durationMs: number): Exchange {
  return {
    request: req,
    response: { status: 200, headers: {}, bodyText: '{}' },
    durationMs,
    sentAtMs: T0 + sentMs,
  };
}

function recorder(): { har: HarRecorder; path: string } {
  const path = join(tempDir('vopc-har-recorder-'), 'exchanges.har');
  return { har: new HarRecorder(path, { name: 'vop-conformance', version: '0.0.0' }), path };
}

function entriesOf(path: string): Entry[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { log: { entries: Entry[] } }).log.entries;
}

describe('evidence: the HAR recorder', () => {
  it('writes the entries in the order their requests were sent, whatever order they were answered in', () => {
    const { har, path } = recorder();
    const slow = exchange(request('/slow'), 0, 50);
    const quick = exchange(request('/quick'), 10, 5);
    const last = exchange(request('/last'), 20, 1);
    har.listen(quick, ['a'], T0 + 15);
    har.listen(last, ['b'], T0 + 21);
    har.listen(slow, [], T0 + 50);
    const summary = har.close();
    expect(entriesOf(path).map((e) => new URL(e.request.url).pathname)).to.deep.equal([
      '/slow',
      '/quick',
      '/last',
    ]);
    expect(summary.entries).to.equal(3);
    expect(summary.entriesByRule.get('a')).to.deep.equal({ first: [2], count: 1 });
  });

  it('adds _failedRuleIds to the entry a failure replays, noted before or after the exchange was heard', () => {
    const { har, path } = recorder();
    const early = request('/early');
    const late = request('/late');
    har.failed('results-record-uetr', early); // the checks judge an exchange before the recorder hears it
    har.listen(exchange(early, 0, 1), ['results-content-type-ndjson']);
    har.listen(exchange(late, 1, 1), []);
    har.failed('error-title-max-70', late);
    har.failed('error-title-max-70', late);
    har.failed('status-taskid-uuid', request('/never-sent'));
    const summary = har.close();
    expect(entriesOf(path).map((e) => e._failedRuleIds)).to.deep.equal([
      ['results-record-uetr'],
      ['error-title-max-70'],
    ]);
    expect(summary.failedEntriesByRule.get('results-record-uetr')).to.deep.equal({ first: [1], count: 1 });
    expect(summary.failedEntriesByRule.has('status-taskid-uuid')).to.equal(false);
  });

  it("names a rule's first 10 entries and counts them all", () => {
    const { har } = recorder();
    for (let i = 0; i < 25; i += 1) har.listen(exchange(request(`/${i}`), i, 1), ['server-no-5xx']);
    const summary = har.close();
    expect(summary.entriesByRule.get('server-no-5xx')).to.deep.equal({
      first: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      count: 25,
    });
  });

  it('cuts a body over the cap in the file, deletes the spool, and writes nothing on a second close', () => {
    const { har, path } = recorder();
    har.listen(exchange(request('/big', 'x'.repeat(HAR_BODY_CAP_CHARS * 4)), 0, 1), []);
    har.close();
    const size = readFileSync(path).length;
    expect(size).to.be.lessThan(HAR_BODY_CAP_CHARS * 2);
    expect(entriesOf(path)[0]?.request.postData?._truncated).to.equal(true);
    expect(existsSync(`${path}.spool`)).to.equal(false);
    har.listen(exchange(request('/after'), 1, 1), []);
    expect(har.close().entries).to.equal(1);
    expect(readFileSync(path).length).to.equal(size);
  });
});
