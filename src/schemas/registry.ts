import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { SchemaError } from '../errors.ts';
import { packagePath } from '../package-root.ts';

// ajv-formats is CommonJS with `exports.default`; under nodenext the default import is the module object.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** Absolute path of the project's `schemas/` folder. */
export const SCHEMAS_DIR = packagePath('schemas');

/** Prefix of every schema `$id`; the rest is the file's path under `schemas/`. */
export const SCHEMA_ID_BASE = 'https://vop-conformance.invalid/schemas/';

/** A JSON Schema document as loaded from disk. */
export type SchemaDocument = Readonly<Record<string, unknown>>;

/** Outcome of validating one value: `errors` is empty when the value is valid. */
export interface ValidationResult {
  readonly valid: boolean;
  readonly errors: readonly ErrorObject[];
}

function listSchemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSchemaFiles(path);
    return entry.name.endsWith('.schema.json') ? [path] : [];
  });
}

function createAjv(): { ajv: Ajv2020; documents: Map<string, SchemaDocument> } {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  const documents = new Map<string, SchemaDocument>();
  for (const file of listSchemaFiles(SCHEMAS_DIR)) {
    const name = relative(SCHEMAS_DIR, file).split('\\').join('/');
    let document: SchemaDocument;
    try {
      document = JSON.parse(readFileSync(file, 'utf8')) as SchemaDocument;
    } catch (cause) {
      throw new SchemaError(`schemas/${name} is not valid JSON`, { cause });
    }
    if (document.$id !== SCHEMA_ID_BASE + name) {
      throw new SchemaError(`schemas/${name} must have $id ${SCHEMA_ID_BASE + name}`);
    }
    ajv.addSchema(document);
    documents.set(name, document);
  }
  return { ajv, documents };
}

let loaded: ReturnType<typeof createAjv> | undefined;
const compiled = new Map<string, ValidateFunction>();

function registry(): ReturnType<typeof createAjv> {
  loaded ??= createAjv();
  return loaded;
}

/**
 * The schema document at `name` (its path under `schemas/`, e.g. `responses/error.schema.json`).
 * @throws SchemaError when no such schema exists.
 */
export function schemaDocument(name: string): SchemaDocument {
  const document = registry().documents.get(name);
  if (!document) throw new SchemaError(`no schema schemas/${name}`);
  return document;
}

/** Names (paths under `schemas/`) of every schema the registry holds, sorted. */
export function schemaNames(): string[] {
  return [...registry().documents.keys()].sort();
}

/**
 * Validates `value` against the schema at `name`, or a fragment of it when `name`
 * carries a `#/...` JSON pointer (e.g. `requests/bulk-record.schema.json#/$defs/iban`).
 * Compiles once per name, in ajv strict mode with ajv-formats.
 * @throws SchemaError when the schema does not exist or does not compile.
 */
export function validate(name: string, value: unknown): ValidationResult {
  let fn = compiled.get(name);
  if (!fn) {
    const { ajv } = registry();
    try {
      fn = ajv.getSchema(SCHEMA_ID_BASE + name);
    } catch (cause) {
      throw new SchemaError(`schemas/${name} does not compile`, { cause });
    }
    if (!fn) throw new SchemaError(`no schema schemas/${name}`);
    compiled.set(name, fn);
  }
  const valid = fn(value);
  return { valid, errors: valid ? [] : [...(fn.errors ?? [])] };
}

/** Compiles every schema; used by tests and at start-up so a broken schema is an error, not a failure. */
export function compileAll(): void {
  for (const name of schemaNames()) validate(name, null);
}

/**
 * The ajv errors of one validation as one line: `<instance path> <message>` each, `/` for the
 * root, joined by `; ` (empty for no errors). Used wherever a schema problem is reported.
 */
export function schemaErrorText(errors: readonly ErrorObject[]): string {
  return errors.map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');
}
