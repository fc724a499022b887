import fc from 'fast-check';

/** The media type in the letter cases drawn: A2 compares it without regard to case (RFC 9110 §8.3.1). */
const NDJSON_SPELLINGS = ['application/x-ndjson', 'Application/X-NDJSON', 'APPLICATION/X-NDJSON'];
/** No charset, or one naming UTF-8: any case of name and value, the value quoted or not (RFC 9110 §8.3.2, §5.6.6). */
const UTF8_PARAMETERS = [
  '',
  '; charset=utf-8',
  ';charset=UTF-8',
  '; charset="utf-8"',
  '; Charset="UTF-8"',
  ' ; CHARSET=Utf-8',
];

/**
 * A Content-Type every conforming provider accepts at the bulk submission (assumptions.md A2):
 * `application/x-ndjson`, optionally with a charset parameter that names UTF-8, in any letter case
 * and with the charset quoted or not ("a quoted value is the same value").
 */
export function ndjsonContentType(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...NDJSON_SPELLINGS), fc.constantFrom(...UTF8_PARAMETERS))
    .map(([type, parameter]) => `${type}${parameter}`);
}

/**
 * A Content-Type the bulk submission answers with 415 (A2: "another media type, or a charset other
 * than UTF-8, gives 415"): another media type (the nearest names among them), or
 * application/x-ndjson with a charset other than UTF-8, quoted or not; `utf8` is no name of UTF-8
 * in the IANA Character Sets registry that RFC 9110 §8.3.2 defers to.
 */
export function otherContentType(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      'application/json',
      'text/plain',
      'text/csv',
      'application/octet-stream',
      'application/jsonl',
      'application/ndjson',
      'application/x-ndjsonx',
    ),
    fc
      .tuple(fc.constantFrom('iso-8859-1', 'utf-16', 'windows-1252', 'utf8'), fc.boolean())
      .map(([charset, quoted]) => `application/x-ndjson; charset=${quoted ? `"${charset}"` : charset}`),
  );
}
