import fc from 'fast-check';

/**
 * A Content-Type the bulk submission accepts (assumptions.md A2: `application/x-ndjson`,
 * optionally `; charset=utf-8`), in any letter case.
 */
export function ndjsonContentType(): fc.Arbitrary<string> {
  return fc.constantFrom(
    'application/x-ndjson',
    'application/x-ndjson; charset=utf-8',
    'application/x-ndjson;charset=UTF-8',
    'Application/X-NDJSON',
  );
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
