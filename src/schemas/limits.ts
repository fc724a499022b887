import { SchemaError } from '../errors.ts';
import { schemaDocument } from './registry.ts';

function numberAt(name: string, pointer: readonly string[]): number {
  let node: unknown = schemaDocument(name);
  for (const key of pointer) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  if (typeof node !== 'number') {
    throw new SchemaError(`schemas/${name} has no number at /${pointer.join('/')}`);
  }
  return node;
}

const HEADERS = 'requests/bulk-headers.schema.json';
const ERROR = 'responses/error.schema.json';

/**
 * Every documented limit, read from `schemas/` (never restated as a literal elsewhere).
 * Lengths are in characters (assumptions.md A13). Source: interface.md Limits.
 * @throws SchemaError when a schema lacks the keyword the limit is read from.
 */
export interface Limits {
  readonly partyNameMax: number;
  readonly requestIdMax: number;
  readonly endUserMin: number;
  readonly endUserMax: number;
  readonly softwareSupplierMax: number;
  readonly channelMax: number;
  readonly errorTypeMax: number;
  readonly errorTitleMax: number;
  readonly errorDetailMax: number;
  readonly errorInstanceMax: number;
}

let cached: Limits | undefined;

/** The documented limits (see {@link Limits}); read once. */
export function limits(): Limits {
  cached ??= {
    partyNameMax: numberAt('common/party-name.schema.json', ['maxLength']),
    requestIdMax: numberAt(HEADERS, ['properties', 'x-request-id', 'maxLength']),
    endUserMin: numberAt(HEADERS, ['properties', 'x-end-user', 'minLength']),
    endUserMax: numberAt(HEADERS, ['properties', 'x-end-user', 'maxLength']),
    softwareSupplierMax: numberAt(HEADERS, ['properties', 'x-software-supplier', 'maxLength']),
    channelMax: numberAt(HEADERS, ['properties', 'x-channel', 'maxLength']),
    errorTypeMax: numberAt(ERROR, ['properties', 'type', 'maxLength']),
    errorTitleMax: numberAt(ERROR, ['properties', 'title', 'maxLength']),
    errorDetailMax: numberAt(ERROR, ['properties', 'detail', 'maxLength']),
    errorInstanceMax: numberAt(ERROR, ['properties', 'instance', 'maxLength']),
  };
  return cached;
}
