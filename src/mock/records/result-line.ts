import { isJsonObject } from '../../api/json-object.ts';
import { limits } from '../../schemas/limits.ts';
import type { MockContext } from '../context.ts';
import { recordFaults } from '../faults/records.ts';
import { resultFaults } from '../faults/results.ts';
import { matchOutcome } from './match-outcome.ts';
import { nameLength } from './name-length.ts';
import type { ErrorBody } from '../errors/problem.ts';
import { type RecordProblem, type RecordRules, recordProblem } from './record-check.ts';
import { recordInstance } from './record-instance.ts';

type Json = Record<string, unknown>;

/**
 * The record rules of this mock: the name limit (interface.md Limits: 140 characters, measured as
 * `name-length-unit` says), the `iban-checksum` choice, and the field rules the faults of
 * `recordFaults` (src/mock/faults/records.ts) leave unchecked (record-check.ts).
 */
export function recordRules(ctx: MockContext): RecordRules {
  return {
    nameTooLong: (name) =>
      recordFaults.nameLength(ctx, name, nameLength(ctx, name)) >
      recordFaults.nameLimit(ctx, limits().partyNameMax),
    ibanChecksum: ctx.choice('iban-checksum') === 'enforced',
    unchecked: (rule, at) => recordFaults.unchecked(ctx, rule, at),
    formatHolds: (format, value, holds) => recordFaults.formatHolds(ctx, format, value, holds),
  };
}

/**
 * The record-level error object of `problem` (interface.md Errors/Error response; A2: code
 * FORMAT_ERROR, the matching title, `instance` pointing at the field): with status 400 ("logically
 * equal to 400") and a detail, or (`error-optional-fields` `minimal`) without those optional fields.
 */
function errorObject(ctx: MockContext, problem: RecordProblem): ErrorBody {
  const instance = recordInstance(ctx, problem.instance);
  const all = ctx.choice('error-optional-fields') === 'all';
  const error: ErrorBody = { type: '/problems/format-error', code: 'FORMAT_ERROR', title: problem.title };
  if (all) error.detail = `The record breaks the ${problem.title} rule at ${instance}.`;
  error.instance = instance;
  if (all) error.status = 400;
  return recordFaults.errorLine(ctx, error);
}

/**
 * The result line of the submitted record at `index` (0-based): a record-level error (the error
 * object plus uetr; interface.md Resources/Result record, Errors; A2) or a Plus result record;
 * undefined when a fault drops it. The uetr is the record's, as sent or lower-cased (`uetr-case`);
 * a record without a uetr string gets an error line without one (A2: "A record without a
 * parseable `uetr` gives an error line").
 */
function resultLine(ctx: MockContext, record: Json, index: number, rules: RecordRules): Json | undefined {
  const sent = typeof record.uetr === 'string' ? record.uetr : undefined;
  const uetr = sent !== undefined && ctx.choice('uetr-case') === 'lower-case' ? sent.toLowerCase() : sent;
  const withUetr = uetr === undefined ? {} : { uetr };
  const problem = recordProblem(record, rules);
  // A party that is not an object passes only when a fault leaves its rule unchecked.
  const party = isJsonObject(record.party) ? record.party : {};
  if (!problem) return { ...withUetr, ...matchOutcome(ctx, party, index) };
  if (recordFaults.lineDropped(ctx, problem)) return undefined;
  return { ...errorObject(ctx, problem), ...withUetr };
}

/**
 * The result lines (JSON text, one per record, in submission order) of a file of `records`, as
 * the faults of the result lines leave them (`resultFaults.resultLines`).
 */
export function resultLines(ctx: MockContext, records: readonly Json[]): string[] {
  const rules = recordRules(ctx);
  const lines = records
    .map((record, index) => resultLine(ctx, record, index, rules))
    .filter((line): line is Json => line !== undefined);
  return resultFaults.resultLines(ctx, lines).map((line) => JSON.stringify(line));
}
