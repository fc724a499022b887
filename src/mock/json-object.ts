/** A JSON object as parsed: its members by name. */
export type JsonObject = Record<string, unknown>;

/** True when `value` is a JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
