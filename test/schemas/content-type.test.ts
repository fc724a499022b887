import { expect } from 'chai';
import { BULK_TASK_READERS } from '../../src/calibration/bulk-task-readers.ts';
import type { ChoiceReader } from '../../src/calibration/choice-reader.ts';
import { ERROR_READERS } from '../../src/calibration/error-readers.ts';
import type { Exchange } from '../../src/client/types.ts';
import { errorContentType } from '../../src/mock/choices/error-content-type.ts';
import { resultsContentType } from '../../src/mock/choices/results-content-type.ts';
import { validate } from '../../src/schemas/registry.ts';
import { responseHeaderPattern } from '../../suites/contract/schema-patterns.ts';

type Row = readonly [contentType: string, conforms: boolean];

/** The result file's Content-Type (interface.md Endpoints/5): application/x-ndjson, parameters allowed. */
const RESULT_FILE: readonly Row[] = [
  ['application/x-ndjson', true],
  ['application/x-ndjson; charset=utf-8', true],
  ['application/x-ndjson;charset=UTF-8', true],
  ['Application/X-NDJSON', true],
  ['application/x-ndjson ; charset="utf-8"', true],
  ['application/x-ndjson; profile=x', true],
  ['application/json', false],
  ['text/plain', false],
  ['application/x-ndjsonl', false],
  ['application/x-ndjson, application/json', false],
  ['', false],
];

/** An error's Content-Type (interface.md Errors/Error response; A8), media type and charset in any case (RFC 9110 §8.3.1). */
const ERROR: readonly Row[] = [
  ['application/json', true],
  ['application/json;charset=utf-8', true],
  ['application/json; charset=UTF-8', true],
  ['application/json;charset=UTF-8', true],
  ['application/json; charset="utf-8"', true],
  ['application/problem+json', true],
  ['application/problem+json; charset=utf-8', true],
  ['Application/JSON', true],
  ['application/Problem+JSON; Charset=Utf-8', true],
  [' application/json ', true],
  ['application/json; charset="utf-8', false],
  ['application/json; charset=iso-8859-1', false],
  ['application/json;charset=utf8', false],
  ['application/json; foo=bar', false],
  ['application/problem+xml', false],
  ['text/html', false],
  ['text/plain', false],
  ['', false],
];

/** The calibration's verdict: true when it reads an alternative of `choice` off the Content-Type. */
function calibrationTakes(readers: readonly ChoiceReader[], choice: string, exchange: Exchange): boolean {
  const reader = readers.find((r) => r.choice === choice);
  const { alternatives } = choice === 'error-content-type' ? errorContentType : resultsContentType;
  const verdict = reader?.read({ exchange });
  return (
    verdict !== undefined &&
    verdict.alternatives.every((a) => (alternatives as readonly string[]).includes(a))
  );
}

function answer(
  operation: 'bulk-results' | 'bulk-status',
  status: number,
  contentType: string,
  body = '',
): Exchange {
  return {
    request: { operation, method: 'GET', url: 'http://127.0.0.1:1/vopgateway/v1/bulk/x', headers: {} },
    response: { status, headers: { 'content-type': contentType }, bodyText: body },
    durationMs: 1,
  };
}

describe('schemas: one Content-Type grammar for the suite, the pact and the calibration', () => {
  it("result file: the results-content-type-ndjson check's pattern, the pact's and the calibration agree", () => {
    const ref = 'responses/results-headers.schema.json#/properties/content-type';
    const pact = new RegExp(responseHeaderPattern('results-headers.schema.json', 'content-type'));
    const verdicts = RESULT_FILE.map(([value]) => [
      value,
      validate(ref, value).valid,
      pact.test(value),
      calibrationTakes(BULK_TASK_READERS, 'results-content-type', answer('bulk-results', 200, value)),
    ]);
    expect(verdicts).to.deep.equal(RESULT_FILE.map(([value, ok]) => [value, ok, ok, ok]));
  });

  it("error response: the error-content-type-json check's pattern, the pact's and the calibration agree", () => {
    const ref = 'responses/error-headers.schema.json#/properties/content-type';
    const pact = new RegExp(responseHeaderPattern('error-headers.schema.json', 'content-type'));
    const problem = JSON.stringify({ type: '/problems/not-found', code: 'NOT_FOUND' });
    const verdicts = ERROR.map(([value]) => [
      value,
      validate(ref, value).valid,
      pact.test(value),
      calibrationTakes(ERROR_READERS, 'error-content-type', answer('bulk-status', 404, value, problem)),
    ]);
    expect(verdicts).to.deep.equal(ERROR.map(([value, ok]) => [value, ok, ok, ok]));
  });

  it('the calibration names the alternative a conforming Content-Type has, letter case and spaces aside', () => {
    const reader = ERROR_READERS.find((r) => r.choice === 'error-content-type');
    const problem = JSON.stringify({ type: '/problems/not-found', code: 'NOT_FOUND' });
    const seen = (value: string) => reader?.read({ exchange: answer('bulk-status', 404, value, problem) });
    for (const alternative of errorContentType.alternatives)
      expect(seen(alternative)).to.deep.equal({ alternatives: [alternative] });
    expect(seen('Application/Problem+JSON ;charset="UTF-8"')).to.deep.equal({
      alternatives: ['application/problem+json; charset=utf-8'],
    });
    expect(seen('text/html')).to.deep.equal({ alternatives: ['text/html'] });
  });
});
