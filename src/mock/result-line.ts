import type { MockContext } from './context.ts';
import { matchOutcome } from './match-outcome.ts';
import { nameTooLong } from './name-length.ts';
import type { ErrorBody } from './problem.ts';
import { type RecordRules, recordProblem } from './record-check.ts';
import { recordInstance } from './record-instance.ts';

type Json = Record<string, unknown>;

/** The record rules of this mock: the name limit of `record-name-max-140` and the choices. */
function recordRules(ctx: MockContext): RecordRules {
  return {
    nameTooLong: (name) => nameTooLong(ctx, 'record-name-max-140', name),
    ibanChecksum: ctx.choice('iban-checksum') === 'enforced',
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
 * The result lines (JSON text, one per record, in submission order) of a file of `records`;
 * the `results-record-uetr` fault leaves the uetr out.
 */
export function resultLines(ctx: MockContext, records: readonly Json[]): string[] {
  const rules = recordRules(ctx);
  const withoutUetr = ctx.breaks('results-record-uetr');
  return records.map((record, index) => {
    const { uetr, ...rest } = resultLine(ctx, record, index, rules);
    return JSON.stringify(withoutUetr ? rest : { uetr, ...rest });
  });
}
