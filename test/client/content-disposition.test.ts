import { expect } from 'chai';
import fc from 'fast-check';
import { BULK_TASK_READERS } from '../../src/calibration/bulk-task-readers.ts';
import { dispositionNamesResultFile, parseContentDisposition } from '../../src/client/content-disposition.ts';
import type { Exchange } from '../../src/client/types.ts';
import { contentDispositionForm } from '../../src/mock/choices/content-disposition-form.ts';
import { isUuid } from '../../src/schemas/formats.ts';
import { contentDispositionRegex } from '../../suites/contract/content-disposition.ts';

const T = '8f6d3c2a-1b4e-4c5d-9e8f-0a1b2c3d4e5f';
const OTHER = '0b3c5d7e-1111-4222-8333-944455556666';

/**
 * One table of Content-Disposition values and whether each names `<T>.ndjson` (interface.md
 * Endpoints/5; RFC 6266 §4.1, §4.3; RFC 8187 §3.2.1; A11 for the taskId's letter case).
 */
const ROWS: readonly (readonly [header: string, namesResultFile: boolean])[] = [
  // The forms of the mock's content-disposition-form choice.
  [`attachment; filename="${T}.ndjson"`, true],
  [`attachment; filename=${T}.ndjson`, true],
  [`attachment; filename*=UTF-8''${T}.ndjson`, true],
  [`attachment; filename*=UTF-8'en'${T}.ndjson`, true],
  [`inline; filename = "${T}.ndjson"`, true],
  // Other legal forms: letter case of names, type and charset; whitespace; other parameters.
  [`ATTACHMENT; FILENAME="${T}.ndjson"`, true],
  [`attachment; FileName*=utf-8'en-GB'${T}.ndjson`, true],
  [`attachment; filename="${T.toUpperCase()}.ndjson"`, true],
  [`attachment;filename=${T}.ndjson`, true],
  [`attachment ; filename= ${T}.ndjson ;`, true],
  [`attachment;\tfilename\t=\t"${T}.ndjson"`, true],
  [`attachment; filename=${T}.ndjson;;`, true],
  [`form-data; name="results"; filename="${T}.ndjson"`, true],
  [`attachment; size=120; filename="${T}.ndjson"; creation-date="Wed, 12 Feb 1997 16:29:51 -0500"`, true],
  [`attachment; filenames=a; file=b; filename2=c; filename**=d; filename=${T}.ndjson`, true],
  [`attachment; title*=UTF-8''%e2%82%ac; x={y}'en'z; filename=${T}.ndjson`, true],
  [`attachment; note="a \\"quoted\\" word; and a semicolon"; filename=${T}.ndjson`, true],
  // filename* wins over filename (RFC 6266 §4.3), whatever filename says.
  [`attachment; filename="results.ndjson"; filename*=UTF-8''${T}.ndjson`, true],
  [`attachment; filename*=UTF-8''${T}.ndjson; filename="${T}.ndjson"`, true],
  [`attachment; filename=${T}.ndjson; filename*=UTF-8''results.ndjson`, false],
  [`attachment; filename="${T}.ndjson"; filename*=UTF-8''%FF${T}.ndjson`, false],
  [`attachment; filename="${T}.ndjson"; filename*=windows-1252''${T}.ndjson`, false],
  // Escapes: a quoted-pair, percent-encoding (RFC 8187), ISO-8859-1 (RFC 5987).
  [`attachment; filename="\\${T}.nd\\json"`, true],
  [`attachment; filename*=UTF-8''%38${T.slice(1)}%2endjson`, true],
  [`attachment; filename*=ISO-8859-1''${T}.ndjson`, true],
  // Another file name.
  [`attachment; filename="results.ndjson"`, false],
  [`attachment; filename="${OTHER}.ndjson"`, false],
  [`attachment; filename="${T}.json"`, false],
  [`attachment; filename="${T}.ndjson.txt"`, false],
  [`attachment; filename=${T}.ndjson.txt`, false],
  [`attachment; filename*=UTF-8''${T}.ndjson.txt`, false],
  [`attachment; filename="x${T}.ndjson"`, false],
  [`attachment; filename="dir/${T}.ndjson"`, false],
  [`attachment; filename="${T}.NDJSON"`, false],
  [`attachment; filename*=UTF-8''${T}%2Endjson%00`, false],
  // No file name, or not the grammar.
  ['', false],
  ['attachment', false],
  [`attachment; name="${T}.ndjson"`, false],
  [`filename="${T}.ndjson"`, false],
  [`; filename="${T}.ndjson"`, false],
  [`attachment filename="${T}.ndjson"`, false],
  [`attachment, filename="${T}.ndjson"`, false],
  [`attachment; filename="${T}.ndjson`, false],
  [`attachment; filename=${T}.ndjson"`, false],
  [`attachment; filename="${T}.ndjson"x`, false],
  [`attachment; filename=${T} .ndjson`, false],
  ['attachment; filename=', false],
  ['attachment; filename', false],
  [`attachment; filename=${T}.ndjson; x="broken`, false],
  [`attachment; filename=${T}.ndjson; x=a b`, false],
  [`attachment; x={y}; filename=${T}.ndjson`, false],
  [`attachment; filename="${T}.ndjson"; filename="${T}.ndjson"`, false],
  [`attachment; filename*=UTF-8''${T}.ndjson; filename*=UTF-8''${T}.ndjson`, false],
  [`attachment; filename*="UTF-8''${T}.ndjson"`, false],
  [`attachment; filename*=${T}.ndjson`, false],
  [`attachment; filename*=UTF8''${T}.ndjson`, false],
  [`attachment; filename*=UTF-8'en'${T}%2.ndjson`, false],
  [`attachment; filename=UTF-8''${T}.ndjson`, false],
];

/** The calibration's verdict: true when it reads an alternative of the choice off the header. */
function calibrationTakes(header: string, taskId: string): boolean {
  const reader = BULK_TASK_READERS.find((r) => r.choice === 'content-disposition-form');
  const exchange: Exchange = {
    request: {
      operation: 'bulk-results',
      method: 'GET',
      url: `http://127.0.0.1:1/vopgateway/v1/bulk/${taskId}`,
      headers: {},
    },
    response: { status: 200, headers: { 'content-disposition': header }, bodyText: '' },
    durationMs: 1,
  };
  const alternatives: readonly string[] = contentDispositionForm.alternatives;
  const verdict = reader?.read({ exchange });
  return verdict !== undefined && verdict.alternatives.every((a) => alternatives.includes(a));
}

/** True when `header` names `<some UUID>.ndjson`: what a pact, which knows no taskId, can judge. */
function namesSomeUuid(header: string): boolean {
  const stem = parseContentDisposition(header)?.fileName?.replace(/\.ndjson$/, '') ?? '';
  return isUuid(stem) && dispositionNamesResultFile(header, stem);
}

/** Mostly one of `legal`, sometimes one of `broken`. */
function piece(legal: readonly string[], broken: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...legal), weight: 6 },
    { arbitrary: fc.constantFrom(...broken), weight: 1 },
  );
}

/** Headers put together from pieces of the grammar, legal and broken, around `<T>.ndjson`. */
const HEADERS = fc
  .tuple(
    piece(['attachment', 'Inline', 'form-data', ' attachment'], ['', 'a b', 'a,b']),
    fc.array(
      fc.tuple(
        piece(['; ', ';', ' ; ', ';\t', ';; '], [',', '', ' ']),
        piece(
          ['filename', 'FILENAME', 'filename*', 'FileName*', 'name', 'filenames', 'filenam', 'filename**'],
          ['', 'a b'],
        ),
        piece(['=', ' = ', '\t='], ['', '==']),
        piece(
          [
            `${T}.ndjson`,
            `"${T.toUpperCase()}.ndjson"`,
            `UTF-8''${T}.ndjson`,
            `utf-8'en'${T}.ndjson`,
            `ISO-8859-1''%38${T.slice(1)}.ndjson`,
            `"\\${T}.ndjson"`,
            `${OTHER}.ndjson`,
            `UTF-8''${OTHER}.ndjson`,
            `{y}'en'z`,
            '"a;b=c"',
            'results.ndjson',
          ],
          [`${T}.NDJSON`, `"${T}.ndjson`, `UTF8''${T}.ndjson`, `UTF-8''%FF${T}.ndjson`, '{y}', '', 'a b'],
        ),
      ),
      { maxLength: 3 },
    ),
    piece(['', ' ', ';'], ['"', ',']),
  )
  .map(([type, parameters, end]) => `${type}${parameters.map((p) => p.join('')).join('')}${end}`);

describe('client: one Content-Disposition grammar for the suite, the pact and the calibration', () => {
  it('the suite, the pact regex for the taskId and the calibration give every row its verdict', () => {
    const regex = new RegExp(contentDispositionRegex(T));
    const verdicts = ROWS.map(([header]) => [
      header,
      dispositionNamesResultFile(header, T),
      regex.test(header),
      calibrationTakes(header, T),
    ]);
    expect(verdicts).to.deep.equal(ROWS.map(([header, named]) => [header, named, named, named]));
  });

  it("the pact's regex for any taskId takes exactly the rows that name some UUID's file", () => {
    const regex = new RegExp(contentDispositionRegex());
    const verdicts = ROWS.map(([header]) => [header, regex.test(header)]);
    expect(verdicts).to.deep.equal(ROWS.map(([header]) => [header, namesSomeUuid(header)]));
  });

  it('the three agree on headers put together from legal and broken pieces', () => {
    const taskRegex = new RegExp(contentDispositionRegex(T));
    const anyRegex = new RegExp(contentDispositionRegex());
    fc.assert(
      fc.property(HEADERS, (header) => {
        const named = dispositionNamesResultFile(header, T);
        expect([taskRegex.test(header), calibrationTakes(header, T)], header).to.deep.equal([named, named]);
        expect(anyRegex.test(header), header).to.equal(namesSomeUuid(header));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the disposition type, each parameter and its form, and never throws', () => {
    expect(
      parseContentDisposition(`Inline ; FileName = "a\\"b" ; filename*=UTF-8'en'%e2%82%ac`),
    ).to.deep.equal({
      type: 'inline',
      parameters: [
        { name: 'filename', form: 'quoted-string', value: 'a"b', spaced: true },
        { name: 'filename*', form: 'ext-value', value: '€', language: 'en', spaced: false },
      ],
      fileName: '€',
    });
    expect(parseContentDisposition(undefined)).to.equal(undefined);
    for (const broken of ['"', ';', '=', 'a;b', 'a;b=', 'a;b="\\', "a;b*=x''%", '\u0000', 'a;b=\u00ff'])
      expect(() => parseContentDisposition(broken), broken).not.to.throw();
  });
});
