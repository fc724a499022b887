import { schemaDocument, schemaNames } from '../schemas/registry.ts';

/** The component name of a schema file: `common/uuid.schema.json` → `Uuid`, `requests/bulk-record…` → `BulkRecord`. */
export function componentName(file: string): string {
  const base =
    file
      .split('/')
      .at(-1)
      ?.replace(/\.schema\.json$/, '') ?? file;
  return base
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** `#/components/schemas/<name>` of the schema file `ref` points at, seen from the file `from`. */
function componentRef(ref: string, from: string): string {
  const [path = '', fragment] = ref.split('#');
  const target = path === '' ? from : new URL(path, `https://x/${from}`).pathname.slice(1);
  return `#/components/schemas/${componentName(target)}${fragment ?? ''}`;
}

/** `node` (a part of schema file `from`) with every `$ref` pointing into components, and no `$id`/`$schema`. */
export function asComponent(node: unknown, from: string): unknown {
  if (Array.isArray(node)) return node.map((each) => asComponent(each, from));
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$id' || key === '$schema') continue;
    out[key] =
      key === '$ref' && typeof value === 'string' ? componentRef(value, from) : asComponent(value, from);
  }
  return out;
}

/** The tool's own schemas under schemas/, not the interface's: its configuration files and its clause audit. */
const TOOL_SCHEMA_FOLDERS = ['config/', 'rules/'];

/** The schema files of the interface (every one under schemas/ but the tool's own config/ and rules/). */
export function interfaceSchemaFiles(): string[] {
  return schemaNames().filter((name) => !TOOL_SCHEMA_FOLDERS.some((folder) => name.startsWith(folder)));
}

/**
 * `components.schemas` of the OpenAPI document: every interface schema of `schemas/`, named by
 * `componentName`, its `$ref`s rewritten to point into components (OpenAPI 3.1 schemas are JSON
 * Schema 2020-12, so nothing else changes). Header schemas are included too; operations use
 * their properties as header parameters.
 */
export function componentSchemas(): Record<string, unknown> {
  return Object.fromEntries(
    interfaceSchemaFiles().map((file) => [componentName(file), asComponent(schemaDocument(file), file)]),
  );
}
