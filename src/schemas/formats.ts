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
