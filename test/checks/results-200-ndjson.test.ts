import { expect } from 'chai';
import { results200Ndjson } from '../../src/checks/results-200-ndjson.ts';
import { recordLinesFailure } from '../../src/checks/results-one-line-per-record.ts';
import type { Exchange } from '../../src/client/types.ts';
import { ResultFile } from '../../src/harness/result-lines.ts';

const A = '11111111-1111-4111-8111-111111111111';

const exchange = (status: number): Exchange => ({
  request: {
    operation: 'bulk-results',
    method: 'GET',
    url: 'http://127.0.0.1:9/vopgateway/v1/bulk/x',
    headers: {},
  },
  response: { status, headers: {}, bodyText: '' },
  durationMs: 1,
});
const fileOf = (text: string) => new ResultFile(text, new Map([[A, 'result']]));

describe('checks/results-200-ndjson and results-one-line-per-record on one record', () => {
  it('holds for a 200 whose lines are JSON objects', () => {
    expect(results200Ndjson(exchange(200), fileOf(JSON.stringify({ uetr: A })).check)).to.equal(undefined);
  });

  it('fails on an answer that is not 200 (no file read), naming the status', () => {
    expect(results200Ndjson(exchange(404), undefined)?.message).to.include('Received: 404');
  });

  it('fails on the first line that is not a JSON object, worded once (ResultLineTally)', () => {
    const failure = results200Ndjson(
      exchange(200),
      fileOf(`${JSON.stringify({ uetr: A })}\n# 1 records`).check,
    );
    expect(failure?.message).to.include('Received: line 2: # 1 records');
    expect(failure?.message).to.include('Documented: one JSON object per line');
  });

  it('fails on an empty line inside the file or after its final newline, naming its number; not on a final newline', () => {
    const line = JSON.stringify({ uetr: A });
    for (const [text, number] of [
      [`${line}\n\n`, 2],
      [`\n${line}\n`, 1],
      [`${line}\r\n \r\n`, 2],
    ] as const) {
      const failure = results200Ndjson(exchange(200), fileOf(text).check);
      expect(failure?.message, JSON.stringify(text)).to.include(`Received: line ${number}: (an empty line)`);
    }
    for (const text of [`${line}\n`, `${line}\r\n`, line, ''])
      expect(results200Ndjson(exchange(200), fileOf(text).check), JSON.stringify(text)).to.equal(undefined);
  });

  it('recordLinesFailure: exactly one line per record', () => {
    const line = JSON.stringify({ uetr: A, partyNameMatch: 'MTCH' });
    expect(recordLinesFailure(fileOf(line).check, A)).to.equal(undefined);
    expect(recordLinesFailure(fileOf('').check, A)?.message).to.include(`Received: no line with uetr ${A}`);
    expect(recordLinesFailure(fileOf(`${line}\n${line}`).check, A)?.message).to.include(
      `Received: 2 lines with uetr ${A}`,
    );
  });
});
