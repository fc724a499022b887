import fc from 'fast-check';

/**
 * A Content-Type every conforming provider accepts at the bulk submission: exactly the two forms
 * assumptions.md A2 names, `application/x-ndjson` and `application/x-ndjson; charset=utf-8`.
 * Other spellings (letter case, no space before `charset`) are not drawn: A2 does not name them.
 */
export function ndjsonContentType(): fc.Arbitrary<string> {
  return fc.constantFrom('application/x-ndjson', 'application/x-ndjson; charset=utf-8');
}

/**
 * A Content-Type the bulk submission answers with 415 (A2: "anything else gives 415"):
 * another media type, or application/x-ndjson with a charset other than UTF-8.
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
    ),
    fc
      .constantFrom('iso-8859-1', 'utf-16', 'windows-1252')
      .map((charset) => `application/x-ndjson; charset=${charset}`),
  );
}
