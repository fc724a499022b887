import { posix } from 'node:path';
import type { ErrorObject } from 'ajv/dist/2020.js';
import { schemaDocument } from '../schemas/registry.ts';
import { nearestName } from './nearest-name.ts';

/** The parts of a JSON Schema the key lookup walks. */
interface SchemaNode {
  readonly $ref?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly additionalProperties?: SchemaNode | boolean;
}

/** Most known keys a problem lists when none is near the unknown one (an entry's three, not a profile's twenty). */
const KNOWN_KEYS_LISTED = 6;

/** `node` with its `$ref` followed (a file relative to `base`, a `#/…` pointer in it), and the schema it lies in. */
function followRef(node: SchemaNode, base: string): { node: SchemaNode; base: string } {
  let at = { node, base };
  for (let hops = 0; at.node.$ref !== undefined && hops < 8; hops += 1) {
    const [file = '', pointer = ''] = at.node.$ref.split('#');
    const name = file === '' ? at.base : posix.join(posix.dirname(at.base), file);
    let target: unknown = schemaDocument(name);
    for (const part of pointer.split('/').filter(Boolean))
      target = (target as Record<string, unknown> | undefined)?.[
        part.replaceAll('~1', '/').replaceAll('~0', '~')
      ];
    at = { node: target ?? {}, base: name };
  }
  return at;
}

/** The keys schema `schema` knows in the object at `path` (its segments), following `$ref`s; empty when it names none. */
export function knownKeys(schema: string, path: readonly string[]): string[] {
  let at = followRef(schemaDocument(schema), schema);
  for (const segment of path) {
    const { properties, additionalProperties } = at.node;
    const next =
      properties?.[segment] ?? (typeof additionalProperties === 'object' ? additionalProperties : undefined);
    if (next === undefined) return [];
    at = followRef(next, at.base);
  }
  return Object.keys(at.node.properties ?? {});
}

/** The segments of a JSON pointer (`/taskIds/failed` → `taskIds`, `failed`). */
function segments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** What a value must do, as ajv's error says it: `must be >= 0`, `must be "auto"`, `must match pattern "…"`. */
function predicate(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'const') return `must be ${JSON.stringify(params.allowedValue)}`;
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues))
    return `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  if (error.keyword === 'type') {
    const type = String(params.type);
    return `must be ${type === 'object' ? 'a JSON object' : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`}`;
  }
  return error.message ?? 'is not valid';
}

/** One line for `error`, its key named by its dotted path; `all` are the errors of the same validation. */
function problemOf(error: ErrorObject, all: readonly ErrorObject[], schema: string): string {
  const path = segments(error.instancePath);
  const where = path.join('.');
  const prefix = where === '' ? '' : `${where}: `;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const known = knownKeys(schema, path);
      const near = nearestName(key, known);
      const hint =
        near !== undefined
          ? ` (did you mean "${near}"?)`
          : known.length > 0 && known.length <= KNOWN_KEYS_LISTED
            ? ` (known keys: ${known.join(', ')})`
            : '';
      return `${prefix}unknown key "${key}"${hint}`;
    }
    case 'required':
      return `${prefix}missing key "${String(params.missingProperty)}"`;
    case 'oneOf':
    case 'anyOf': {
      // The alternatives' own errors at the same place say what each alternative wanted.
      const inside = all.filter(
        (e) =>
          e !== error && e.instancePath === error.instancePath && e.schemaPath.startsWith(error.schemaPath),
      );
      const wanted = [...new Set(inside.map((e) => predicate(e).replace(/^must /, '')))];
      return `${where || 'the file'} must ${wanted.length > 0 ? wanted.join(' or ') : 'match one of its allowed forms'}`;
    }
    default:
      return `${where || 'the file'} ${predicate(error)}`;
  }
}

/** Whether `error` is an alternative's, reported through its `oneOf` / `anyOf`. */
function withinAlternative(error: ErrorObject, all: readonly ErrorObject[]): boolean {
  return all.some(
    (other) =>
      (other.keyword === 'oneOf' || other.keyword === 'anyOf') &&
      other !== error &&
      other.instancePath === error.instancePath &&
      error.schemaPath.startsWith(other.schemaPath),
  );
}

/**
 * The ajv errors of validating a configuration file against `schema` (its path under `schemas/`)
 * as one line each that names the key by its dotted path, so a typo is never left unnamed: an unknown key with
 * the nearest known one (`unknown key "baseURL" (did you mean "baseUrl"?)`), a missing key, a
 * value that breaks its field (`rate must be >= 0 or "auto"`). A key name that breaks the
 * schema's `propertyNames` is left to the caller, which knows what the names stand for (rule
 * ids: `parseExpectedFailures`). Duplicates removed; the order is ajv's.
 */
export function schemaProblems(errors: readonly ErrorObject[], schema: string): string[] {
  const lines = errors
    .filter((error) => error.keyword !== 'propertyNames' && error.propertyName === undefined)
    .filter((error) => !withinAlternative(error, errors))
    .map((error) => problemOf(error, errors, schema));
  return [...new Set(lines)];
}
