import type { MockContext } from '../context.ts';
import { matchOutcome } from './match-outcome.ts';
import { nameTooLong } from './name-length.ts';
import type { ErrorBody } from '../errors/problem.ts';
import { type RecordRules, recordProblem } from './record-check.ts';
import { recordInstance } from './record-instance.ts';

type Json = Record<string, unknown>;

/**
 * The record rules of this mock: the name limit of `record-name-max-140`, the choices, and the
 * field rules a record-rule fault switches off (record-check.ts).
 */
export function recordRules(ctx: MockContext): RecordRules {
  return {
    nameTooLong: (name) => nameTooLong(ctx, 'record-name-max-140', name),
    ibanChecksum: ctx.choice('iban-checksum') === 'enforced',
    unchecked: (rule) => ctx.breaks(rule),
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

/** The result lines as the record-line faults leave them: each line a JSON object, in submission order. */
function brokenLines(ctx: MockContext, lines: Json[]): Json[] {
  const isError = (line: Json) => typeof line.code === 'string';
  let out = lines.map((line) => {
    const drop = isError(line) ? ctx.breaks('record-error-uetr') : ctx.breaks('results-record-uetr');
    if (!drop) return line;
    const rest = { ...line };
    delete rest.uetr;
    return rest;
  });
  if (ctx.breaks('results-record-uetr/other-record')) {
    // The first result record and the first error line carry each other's uetr.
    const result = out.findIndex((line) => !isError(line));
    const error = out.findIndex(isError);
    const [a, b] = [out[result], out[error]];
    if (a && b) {
      out = out.map((line, i) =>
        i === result ? { ...line, uetr: b.uetr } : i === error ? { ...line, uetr: a.uetr } : line,
      );
    }
  }
  const [first, ...rest] = out;
  if (first && ctx.breaks('results-one-line-per-record/duplicate')) return [first, first, ...rest];
  if (first && ctx.breaks('results-one-line-per-record/missing')) return rest;
  return out;
}

/**
 * The result lines (JSON text, one per record, in submission order) of a file of `records`; the
 * record-line faults drop a uetr (`results-record-uetr` from result records, `record-error-uetr`
 * from error lines), swap two (`results-record-uetr/other-record`), or repeat or drop the first
 * record's line (`results-one-line-per-record/duplicate`, `/missing`).
 */
export function resultLines(ctx: MockContext, records: readonly Json[]): string[] {
  const rules = recordRules(ctx);
  const lines = records.map((record, index) => resultLine(ctx, record, index, rules));
  return brokenLines(ctx, lines).map((line) => JSON.stringify(line));
}
