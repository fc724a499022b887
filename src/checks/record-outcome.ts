import type { JsonObject } from '../api/json-object.ts';

/**
 * What a record's line says, to compare with {@link expectedOutcome}: `result` for a result
 * record, `<code> <title>` for a record-level error line, `missing` when there is no line
 * (interface.md Resources/Result record, Errors/Functional errors).
 */
export function lineOutcome(line: JsonObject | undefined): string {
  if (line === undefined) return 'missing';
  return typeof line.code === 'string' ? `${line.code} ${String(line.title)}` : 'result';
}

/** What joins the outcomes any of which conforms. */
const OR = ' or ';

/**
 * The outcome a record must get, to compare with {@link lineOutcome} through {@link outcomeHolds}:
 * `result`, or `FORMAT_ERROR <title>` for a record breaking a field rule (A2), or
 * `FORMAT_ERROR <title> or FORMAT_ERROR <title>` when `expected` lists titles any of which
 * conforms (where the files leave the title open).
 */
export function expectedOutcome(expected: string | readonly string[]): string {
  if (typeof expected === 'string') return expected === 'result' ? 'result' : `FORMAT_ERROR ${expected}`;
  return expected.map((title) => `FORMAT_ERROR ${title}`).join(OR);
}

/** True when the outcome of a line (`got`, {@link lineOutcome}) is the one wanted or one of them (`want`, {@link expectedOutcome}). */
export function outcomeHolds(got: string, want: string): boolean {
  return want.split(OR).includes(got);
}
