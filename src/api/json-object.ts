/** A JSON object as parsed: its members by name. */
export type JsonObject = Record<string, unknown>;

/**
 * True when `value` is a JSON object as `JSON.parse` gives it: not null, not an array (RFC 8259
 * section 4). The one test of the tool for "a JSON object" (A2's lines, A7's bodies, the token body).
 */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
