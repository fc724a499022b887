import type { JsonObject } from '../api/json-object.ts';
import { ConformanceFailure } from './conformance-failure.ts';
import { instancePointsAt } from './error-instance.ts';

/**
 * record-error-instance on the error lines of the records submitted without a parseable uetr (A2:
 * the error line has "`instance` pointing at the field"): of `lines` such lines, `atUetr` have an
 * instance pointing at `/uetr`. The failure when some do not; undefined otherwise.
 */
export function uetrInstanceFailure(lines: number, atUetr: number): ConformanceFailure | undefined {
  if (atUetr >= lines) return undefined;
  return new ConformanceFailure(
    'record-error-instance',
    `${lines - atUetr} of the ${lines} error lines of records without a parseable uetr have an instance not pointing at /uetr`,
    'each error line of a record without a parseable uetr has an instance pointing at /uetr (a JSON pointer, or an XPath ending in uetr)',
  );
}

/**
 * record-error-instance on `line`, the error line of the record `label` that breaks a field rule
 * (A2: "`instance` pointing at the field"; interface.md Errors/Error response): its `instance`
 * points at one of `pointers` (JSON pointers of the field), as a JSON pointer or an XPath, at the
 * same array positions. The failure when it is absent or points elsewhere; undefined otherwise.
 */
export function instanceFailure(
  label: string,
  line: JsonObject | undefined,
  pointers: readonly string[],
): ConformanceFailure | undefined {
  if (pointers.some((pointer) => instancePointsAt(line?.instance, pointer))) return undefined;
  return new ConformanceFailure(
    'record-error-instance',
    `${label}: instance ${line?.instance === undefined ? '(absent)' : JSON.stringify(line.instance)}`,
    `${label}: an instance pointing at ${pointers.join(' or ')} (a JSON pointer, or an XPath ending in its steps, at the same array positions)`,
  );
}
