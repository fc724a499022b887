import fc from 'fast-check';
import { acceptableAccept, unacceptableAccept } from './accept-value.ts';

/** A bulk operation whose Accept header an {@link AcceptCase} is drawn for. */
export type AcceptOperation = 'bulk-status' | 'bulk-results' | 'bulk-submit';

/** One Accept header of a bulk request: the value sent (undefined: none) and whether it must be served (else 406). */
export interface AcceptCase {
  readonly value: string | undefined;
  readonly served: boolean;
}

/**
 * The media types each bulk operation answers with, as src/harness/properties/accept-properties.ts
 * decides them: application/json (interface.md Errors/HTTP statuses, 406; the submission through
 * A2, "the optional headers of endpoint 4"); for results also application/x-ndjson and *\/* (A8:
 * "an Accept other than application/x-ndjson, application/json or *\/*").
 */
const MEDIA_TYPES: Readonly<Record<AcceptOperation, readonly string[]>> = {
  'bulk-submit': ['application/json'],
  'bulk-status': ['application/json'],
  'bulk-results': ['application/x-ndjson', 'application/json', '*/*'],
};

/**
 * The served Accept values written as the spec files write them: the error Content-Type of
 * interface.md Errors/Error response (`application/json;charset=utf-8`), the NDJSON type of
 * Endpoints/5's usage and the wildcard A8 names for results.
 */
const SPEC_SPELLINGS: Readonly<Record<AcceptOperation, readonly string[]>> = {
  'bulk-submit': ['application/json', 'application/json;charset=utf-8'],
  'bulk-status': ['application/json', 'application/json;charset=utf-8'],
  'bulk-results': ['application/x-ndjson', 'application/json', 'application/json;charset=utf-8', '*/*'],
};

/**
 * The nearest refused values the hand-written property `accept406` tries first on each operation
 * (src/harness/properties/accept-properties.ts): the neighbours of the served types, a wildcard
 * of another type with the same first letter, `text/*`, and `utf8`, which is no name of UTF-8.
 */
const NEAREST_REFUSED: Readonly<Record<AcceptOperation, readonly string[]>> = {
  'bulk-submit': [
    'text/html',
    'audio/*',
    'application/json; charset=iso-8859-1',
    'application/json; charset=utf8',
  ],
  'bulk-status': [
    'audio/*',
    'application/x-ndjson',
    'application/jsonx',
    'application/problem+json',
    'application/jsonl',
    'text/*',
    'application/json; charset="utf-16"',
    'application/json; charset=utf8',
  ],
  'bulk-results': [
    'application/x-ndjsonx',
    'audio/*',
    'application/ndjson',
    'application/jsonl',
    'text/*',
    'application/x-ndjson; charset=iso-8859-1',
    'application/x-ndjson; charset=utf8',
  ],
};

/**
 * An Accept header for bulk operation `operation` and whether every conforming provider serves it
 * or answers 406 (interface.md Endpoints/4 "Accept … optional … defaults to application/json",
 * Errors/HTTP statuses 406; A2 for the submission, A8 for results), decided as the hand-written
 * property `accept406` decides: no Accept at all (served), the spec files' own spellings
 * (`application/json;charset=utf-8`, `application/x-ndjson`, `*\/*` on results), the values of
 * {@link acceptableAccept} (served) and of {@link unacceptableAccept} (406) for the operation's
 * media types, and the nearest refused values `accept406` tries first (`audio/*`, `text/*`,
 * `application/jsonx`, `charset=utf8`). About two cases in three are served. Shrinks towards no
 * Accept header.
 */
export function acceptCase(operation: AcceptOperation): fc.Arbitrary<AcceptCase> {
  const types = MEDIA_TYPES[operation];
  const served = (value: string | undefined): AcceptCase => ({ value, served: true });
  return fc.oneof(
    { withCrossShrink: true },
    { weight: 1, arbitrary: fc.constant(served(undefined)) },
    { weight: 2, arbitrary: fc.constantFrom(...SPEC_SPELLINGS[operation]).map(served) },
    { weight: 3, arbitrary: acceptableAccept(types).map(served) },
    {
      weight: 2,
      arbitrary: unacceptableAccept(types).map((value): AcceptCase => ({ value, served: false })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...NEAREST_REFUSED[operation]).map((value) => ({ value, served: false })),
    },
  );
}
