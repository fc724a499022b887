import { SchemaError } from '../errors.ts';
import { schemaDocument, validate } from './registry.ts';

/**
 * True when `value` is a UUID in the RFC 4122 text form, either case (assumptions.md A11),
 * as `schemas/common/uuid.schema.json` defines it.
 */
export function isUuid(value: string): boolean {
  return validate('common/uuid.schema.json', value).valid;
}

/**
 * The `pattern` of request header `name` (lower case) in `schemas/requests/bulk-headers.schema.json`,
 * as a RegExp. @throws SchemaError when the schema gives that header no pattern.
 */
export function headerPattern(name: string): RegExp {
  const properties = schemaDocument('requests/bulk-headers.schema.json').properties as Record<
    string,
    { pattern?: string }
  >;
  const pattern = properties[name]?.pattern;
  if (pattern === undefined)
    throw new SchemaError(`schemas/requests/bulk-headers.schema.json: no pattern for ${name}`);
  return new RegExp(pattern, 'u');
}

/**
 * True when `value` keeps the rule of request header `name` (lower case) as
 * `schemas/requests/bulk-headers.schema.json` defines it (interface.md Endpoints/4, Limits).
 * A header the schema does not describe is always valid.
 */
export function headerValid(name: string, value: string): boolean {
  return validate(`requests/bulk-headers.schema.json#/properties/${name}`, value).valid;
}

/** What Python's `int(text, 16)` parses: edge whitespace, a sign, `0x`, digits with single `_` between them. */
const PYTHON_HEX_INT = /^\s*[+-]?(?:0[xX]_?)?[0-9a-fA-F\p{Nd}](?:_?[0-9a-fA-F\p{Nd}])*\s*$/u;

/**
 * True when some widely used UUID parser takes `text` for a UUID, so that no test may demand its
 * rejection (assumptions.md A11 calls every other shape "not a UUID", but a provider built on such
 * a parser still follows both spec files in every tested respect). Two readings, either suffices:
 *
 * 1. After trimming whitespace, dropping a leading `urn:uuid:` (any case), the braces or
 *    parentheses around the value and every hyphen, exactly 32 hexadecimal digits remain
 *    (RFC 4122 URN form; .NET `Guid.Parse` formats N, D, B and P; Python `uuid.UUID`).
 * 2. Python's `uuid.UUID(text)` accepts it: every `urn:` and `uuid:` removed, braces stripped
 *    from both ends, every hyphen removed, then 32 characters that `int(…, 16)` parses (which
 *    allows edge whitespace, a `+`, a `0x` prefix and single underscores between digits).
 *
 * Canonical UUIDs ({@link isUuid}) are uuidLike too. Java's `UUID.fromString`, which also takes
 * five hyphen-separated groups of other lengths, is not followed: that is a provider bug.
 */
export function uuidLike(text: string): boolean {
  const bare = text
    .trim()
    .replace(/^urn:uuid:/i, '')
    .replace(/^[{(]+|[})]+$/g, '')
    .replaceAll('-', '');
  if (/^[0-9a-fA-F]{32}$/.test(bare)) return true;
  const python = text
    .replaceAll('urn:', '')
    .replaceAll('uuid:', '')
    .replace(/^[{}]+|[{}]+$/g, '')
    .replaceAll('-', '');
  return Array.from(python).length === 32 && PYTHON_HEX_INT.test(python);
}
