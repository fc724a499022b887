import { expect } from 'chai';
import { ndjsonLinesRegex } from '../../suites/contract/ndjson-lines.ts';
import { responseHeaderPattern } from '../../suites/contract/schema-patterns.ts';

// The pact's regexes run in the Rust regex engine; these use nothing JavaScript reads differently
// (classes, groups, alternation, `*`, `?`, `^`, `$`, `\s`), so RegExp judges them alike here.
const TASK = '8f6d3c2a-1b4e-4c5d-9e8f-0a1b2c3d4e5f';

function judge(pattern: string, values: readonly string[]): Record<string, boolean> {
  const regex = new RegExp(pattern);
  return Object.fromEntries(values.map((v) => [v, regex.test(v)]));
}

function allTrue(values: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(values.map((v) => [v, true]));
}

function allFalse(values: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(values.map((v) => [v, false]));
}

// The Content-Disposition matcher: test/client/content-disposition.test.ts (one table with the suite's reader).
describe('contract: the pact matchers take every form a conforming provider may choose', () => {
  it('NDJSON lines: LF, CRLF, no final line end, JSON whitespace, either field order, error lines', () => {
    const line = `{"uetr":"${TASK}","partyNameMatch":"MTCH"}`;
    const conforming = [
      `${line}\n`,
      `${line}\r\n${line}\r\n`,
      `${line}\n${line}`,
      `{"uetr": "${TASK}", "partyIdMatch": "NMTC"}\n`,
      `{"partyNameMatch":"MTCH","matchedName":"Jane","uetr":"${TASK}"}\n`,
      `{"uetr":"${TASK}","type":"/problems/format-error","code":"FORMAT_ERROR","title":"INVALID_FIELD"}\n`,
      ` {"uetr" : "${TASK}" , "code" : "FORMAT_ERROR"} \n`,
    ];
    expect(judge(ndjsonLinesRegex(), conforming)).to.deep.equal(allTrue(conforming));
  });

  it('NDJSON lines: a line without uetr or outcome, a line that is no object, or no line fails', () => {
    const line = `{"uetr":"${TASK}","partyNameMatch":"MTCH"}`;
    const broken = [
      '',
      `{"partyNameMatch":"MTCH"}\n`,
      `{"uetr":"${TASK}"}\n`,
      `${line}\n[1,2]\n`,
      `${line}\n\n${line}\n`,
    ];
    expect(judge(ndjsonLinesRegex(), broken)).to.deep.equal(allFalse(broken));
  });

  it('result file Content-Type: application/x-ndjson in any case, with or without charset', () => {
    const conforming = [
      'application/x-ndjson',
      'application/x-ndjson; charset=utf-8',
      'application/x-ndjson;charset=UTF-8',
      'Application/X-NDJSON',
    ];
    const pattern = responseHeaderPattern('results-headers.schema.json', 'content-type');
    expect(judge(pattern, conforming)).to.deep.equal(allTrue(conforming));
    expect(judge(pattern, ['application/json'])).to.deep.equal({ 'application/json': false });
  });

  it('error Content-Type: application/json or application/problem+json, with or without charset (A8)', () => {
    const conforming = [
      'application/json',
      'application/json;charset=utf-8',
      'application/json; charset=UTF-8',
      'application/problem+json',
      'application/problem+json; charset=utf-8',
    ];
    const pattern = responseHeaderPattern('error-headers.schema.json', 'content-type');
    expect(judge(pattern, conforming)).to.deep.equal(allTrue(conforming));
    expect(judge(pattern, ['text/html'])).to.deep.equal({ 'text/html': false });
  });
});
