import { expect } from 'chai';
import { resultLines } from '../../src/checks/result-lines.ts';
import type { Exchange } from '../../src/client/types.ts';

const A = '11111111-1111-4111-8111-111111111111';

/** A buffered 200 of the results operation with `lines` (objects as JSON, strings as written). */
function resultsExchange(lines: readonly unknown[], bodyStreamed = false): Exchange {
  const bodyText = lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\r\n');
  const exchange: Exchange = {
    request: {
      operation: 'bulk-results',
      method: 'GET',
      url: `http://127.0.0.1:9/vopgateway/v1/bulk/x`,
      headers: {},
    },
    response: { status: 200, headers: {}, bodyText },
    durationMs: 1,
  };
  return bodyStreamed ? Object.assign(exchange, { bodyStreamed: true }) : exchange;
}

describe('checks/result_lines: one verdict per rule per exchange', () => {
  it('passes each rule once for a file of many valid lines', () => {
    const lines = Array.from({ length: 50 }, () => ({ uetr: A, partyNameMatch: 'MTCH' }));
    expect(resultLines.judge(resultsExchange(lines))).to.deep.equal([
      {
        ruleId: 'results-200-ndjson',
        holds: true,
        received: '50 lines',
        documented: 'one JSON object per line',
      },
      {
        ruleId: 'results-record-shape',
        holds: true,
        received: '50 lines',
        documented: 'each line valid against its schema',
      },
      {
        ruleId: 'results-record-uetr',
        holds: true,
        received: '50 lines',
        documented: 'each result record with the uetr of its record',
      },
    ]);
  });

  it('fails each rule once, with its first offending line, however many lines break it', () => {
    const error = { type: '/problems/format-error', code: 'FORMAT_ERROR', title: 'NAME_TOO_LONG' };
    const lines = [
      { uetr: A },
      'oops',
      { uetr: A, partyIdMatch: 1 },
      error,
      'oops again',
      { partyIdMatch: 2 },
      error,
    ];
    const verdicts = resultLines.judge(resultsExchange(lines));
    expect(verdicts.map((v) => `${v.ruleId} ${v.holds ? 'holds' : v.received}`)).to.deep.equal([
      'results-200-ndjson line 2: oops',
      'results-record-shape line 3: /partyIdMatch must be string',
      'results-record-uetr line 6: uetr (absent)',
      'record-error-uetr line 4: uetr (absent)',
      'error-format-error-title holds',
      'error-instance-form holds',
    ]);
  });

  it('leaves a streamed result file to its reader', () => {
    expect(resultLines.judge(resultsExchange(['oops'], true))).to.deep.equal([]);
  });

  it('fails a FORMAT_ERROR error line whose title is none of the seven (A8), its first such line', () => {
    const error = { type: '/problems/format-error', code: 'FORMAT_ERROR', uetr: A };
    const lines = [
      { ...error, title: 'INVALID_FIELD' },
      { ...error, title: 'INVALID_VALUE' },
      { ...error, title: '' },
    ];
    const verdicts = resultLines.judge(resultsExchange(lines));
    expect(verdicts.find((v) => v.ruleId === 'error-format-error-title')?.received).to.equal(
      'line 2: code FORMAT_ERROR, title "INVALID_VALUE"',
    );
    const other = { type: '/problems/other', code: 'OTHER', title: 'Anything', uetr: A };
    expect(resultLines.judge(resultsExchange([other])).map((v) => v.ruleId)).to.not.include(
      'error-format-error-title',
    );
  });
});
