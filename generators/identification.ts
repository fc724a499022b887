import fc from 'fast-check';
import { SchemaError } from '../src/errors.ts';
import { schemaDocument } from '../src/schemas/registry.ts';

/**
 * The longest `identification` of an others entry, characters: A2's `<1..256>`, read from
 * schemas/common/identifiers.schema.json (`$defs/identification/maxLength`).
 * @throws SchemaError when the schema has no such number.
 */
export function identificationMax(): number {
  const defs = schemaDocument('common/identifiers.schema.json').$defs as
    Record<string, { maxLength?: unknown }> | undefined;
  const max = defs?.identification?.maxLength;
  if (typeof max !== 'number')
    throw new SchemaError('schemas/common/identifiers.schema.json has no $defs/identification/maxLength');
  return max;
}

/**
 * An identification every provider following A2 (`"identification":"<1..256>"`) rejects: empty,
 * or one to 40 characters over the maximum (digits). INVALID_FIELD (interface.md Errors/Functional
 * errors). Shrinks towards the empty value.
 */
export function badIdentification(): fc.Arbitrary<string> {
  const max = identificationMax();
  return fc.oneof(
    fc.constant(''),
    fc.integer({ min: max + 1, max: max + 40 }).map((length) => '7'.repeat(length)),
  );
}
