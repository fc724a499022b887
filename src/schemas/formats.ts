import { validate } from './registry.ts';

/**
 * True when `value` is a UUID in the RFC 4122 text form, either case (assumptions.md A11),
 * as `schemas/common/uuid.schema.json` defines it.
 */
export function isUuid(value: string): boolean {
  return validate('common/uuid.schema.json', value).valid;
}

/**
 * True when `value` keeps the rule of request header `name` (lower case) as
 * `schemas/requests/bulk-headers.schema.json` defines it (interface.md Endpoints/4, Limits).
 * A header the schema does not describe is always valid.
 */
export function headerValid(name: string, value: string): boolean {
  return validate(`requests/bulk-headers.schema.json#/properties/${name}`, value).valid;
}
