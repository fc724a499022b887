import { limits } from '../../schemas/limits.ts';
import type { MockContext } from '../context.ts';
import { recordFaults } from '../faults/records.ts';
import { resultFaults } from '../faults/results.ts';
import { matchOutcome } from './match-outcome.ts';
import { nameLength } from './name-length.ts';
import type { ErrorBody } from '../errors/problem.ts';
import { type RecordRules, recordProblem } from './record-check.ts';
import { recordInstance } from './record-instance.ts';

type Json = Record<string, unknown>;

/**
 * The record rules of this mock: the name limit (interface.md Limits: 140 characters, measured as
 * `name-length-unit` says), the `iban-checksum` choice, and the field rules the faults of
 * `recordFaults` (src/mock/faults/records.ts) leave unchecked (record-check.ts).
 */
export function recordRules(ctx: MockContext): RecordRules {
  return {
    nameTooLong: (name) => nameLength(ctx, name) > recordFaults.nameLimit(ctx, limits().partyNameMax),
    ibanChecksum: ctx.choice('iban-checksum') === 'enforced',
    unchecked: (rule) => recordFaults.unchecked(ctx, rule),
  };
}

/**
 * The result line of the submitted record at `index` (0-based): a record-level error (the error
 * object plus uetr; interface.md Resources/Result record, Errors; A2) or a Plus result record.
 * The uetr is the record's, as sent or lower-cased (`uetr-case`).
 */
function resultLine(ctx: MockContext, record: Json, index: number, rules: RecordRules): Json {
  const sent = typeof record.uetr === 'string' ? record.uetr : '';
  const uetr = ctx.choice('uetr-case') === 'lower-case' ? sent.toLowerCase() : sent;
  const problem = recordProblem(record, rules);
  if (!problem) return { uetr, ...matchOutcome(ctx, record.party as Json, index) };
  const instance = recordInstance(ctx, problem.instance);
  const error: ErrorBody = {
    type: '/problems/format-error',
    code: 'FORMAT_ERROR',
    title: problem.title,
    detail: `The record breaks the ${problem.title} rule at ${instance}.`,
    instance,
    status: 400,
  };
  return { ...error, uetr };
}

/**
 * The result lines (JSON text, one per record, in submission order) of a file of `records`, as
 * the faults of the result lines leave them (`resultFaults.resultLines`).
 */
export function resultLines(ctx: MockContext, records: readonly Json[]): string[] {
  const rules = recordRules(ctx);
  const lines = records.map((record, index) => resultLine(ctx, record, index, rules));
  return resultFaults.resultLines(ctx, lines).map((line) => JSON.stringify(line));
}
