import { SchemaError } from '../../src/errors.ts';
import { schemaDocument } from '../../src/schemas/registry.ts';

/**
 * The `pattern` of response header `header` (lower case) in `schemas/responses/<schema>`, for a
 * pact's regex matcher: the contract then accepts exactly the values the suite's checks accept
 * (e.g. `application/x-ndjson` in any case, with parameters; A8's error media types).
 * @throws SchemaError when the schema gives that header no pattern.
 */
export function responseHeaderPattern(schema: string, header: string): string {
  const properties = schemaDocument(`responses/${schema}`).properties as
    Record<string, { pattern?: string }> | undefined;
  const pattern = properties?.[header]?.pattern;
  if (pattern === undefined) throw new SchemaError(`schemas/responses/${schema}: no pattern for ${header}`);
  return pattern;
}
