import { schemaDocument } from '../schemas/registry.ts';
import { asComponent } from './component-schemas.ts';

/** A header name as HTTP documents write it: `x-request-id` → `X-Request-Id`. */
export function headerName(lowerCase: string): string {
  return lowerCase
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
}

/** OpenAPI ignores these as header parameters (security and content negotiation say them). */
const NOT_PARAMETERS = new Set(['accept', 'content-type', 'authorization']);

interface HeadersSchema {
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, { readonly description?: string }>>;
}

function headersOf(file: string): Array<[string, { readonly description?: string }, boolean]> {
  const schema = schemaDocument(file) as HeadersSchema;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !NOT_PARAMETERS.has(name))
    .map(([name, property]) => [name, property, required.has(name)]);
}

/**
 * The header parameters of a request headers schema (`requests/bulk-headers.schema.json`): one
 * per property, required as the schema's `required` says; Authorization, Accept and Content-Type
 * are left out, as OpenAPI ignores them (the security scheme and the media types say them).
 */
export function headerParameters(file: string): unknown[] {
  return headersOf(file).map(([name, property, required]) => ({
    name: headerName(name),
    in: 'header',
    required,
    ...(property.description ? { description: property.description } : {}),
    schema: asComponent(property, file),
  }));
}

/** The `headers` object of a response from a response headers schema (Content-Type left out). */
export function responseHeaders(file: string): Record<string, unknown> {
  return Object.fromEntries(
    headersOf(file).map(([name, property, required]) => [
      headerName(name),
      {
        required,
        ...(property.description ? { description: property.description } : {}),
        schema: asComponent(property, file),
      },
    ]),
  );
}
