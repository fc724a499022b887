import { isJsonObject, type JsonObject } from '../../api/json-object.ts';
import { SCENARIO_NAMES } from '../../api/scenario-names.ts';
import type { MockContext } from '../context.ts';
import { formatError, type Problem } from '../errors/problem.ts';
import { recordProblem } from './record-check.ts';
import { recordRules } from './result-line.ts';
import type { FailureCause, TaskFate } from '../tasks/task-fate.ts';

/** The records of a bulk file, and the 1-based number of its first line that is not a JSON object. */
export interface ParsedFile {
  readonly records: readonly JsonObject[];
  readonly corruptLine?: number;
}

/** Limits of a bulk file: size in bytes, number of records. */
export interface FileLimits {
  readonly maxFileBytes: number;
  readonly maxRecords: number;
}

/** The `small` alternative of `file-limits`: 1 MiB, 1,000 records. */
const SMALL_LIMITS: FileLimits = { maxFileBytes: 1024 * 1024, maxRecords: 1_000 };

/**
 * The limits of a bulk file beyond which the task ends FAILED (interface.md States and transitions,
 * Limits: not shown): the options' `maxFileBytes` and `maxRecords`, or with the `file-limits`
 * choice `small` 1 MiB and 1,000 records (the options when lower).
 */
export function fileLimits(ctx: MockContext): FileLimits {
  const { maxFileBytes, maxRecords } = ctx.options;
  if (ctx.choice('file-limits') === 'large') return { maxFileBytes, maxRecords };
  return {
    maxFileBytes: Math.min(maxFileBytes, SMALL_LIMITS.maxFileBytes),
    maxRecords: Math.min(maxRecords, SMALL_LIMITS.maxRecords),
  };
}

/**
 * The records of NDJSON `text` (A2: one JSON object per line; blank lines skipped, CRLF allowed)
 * and the number of its first line that is not a JSON object (the lines after it are read on).
 */
export function parseLines(text: string): ParsedFile {
  const records: JsonObject[] = [];
  let corruptLine: number | undefined;
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      value = undefined;
    }
    if (!isJsonObject(value)) {
      corruptLine ??= index + 1;
      continue;
    }
    records.push(value);
  }
  return corruptLine === undefined ? { records } : { records, corruptLine };
}

function failed(ctx: MockContext, detail: string, cause: FailureCause): TaskFate {
  return { finalStatus: 'FAILED', processingMs: ctx.options.processingMs, detail, cause };
}

/** The fate A9 gives a file by the `party.name` of its first record. */
function scenarioFate(ctx: MockContext, records: readonly JsonObject[]): TaskFate {
  const { processingMs, slowMs } = ctx.options;
  const first = records[0]?.party;
  const name = isJsonObject(first) ? first.name : undefined;
  if (name === SCENARIO_NAMES.failed) {
    return {
      finalStatus: 'FAILED',
      processingMs,
      detail: 'Processing failed (scenario SCENARIO_FAILED).',
      cause: 'scenario',
    };
  }
  if (name === SCENARIO_NAMES.timedOut) {
    return {
      finalStatus: 'TIMED_OUT',
      processingMs,
      detail: 'The file was not processed within the service-level timeframe.',
    };
  }
  if (name === SCENARIO_NAMES.slow) return { finalStatus: 'PROCESSED', processingMs: slowMs };
  return { finalStatus: 'PROCESSED', processingMs };
}

/** The 1-based number of the first record of `records` that breaks a field rule (A2), or undefined. */
function firstBrokenRecord(ctx: MockContext, records: readonly JsonObject[]): number | undefined {
  const rules = recordRules(ctx);
  const index = records.findIndex((record) => recordProblem(record, rules) !== undefined);
  return index < 0 ? undefined : index + 1;
}

/**
 * The answer of the `record-error-keeps-task/http-400` fault to a file with a record that breaks
 * a field rule: 400 FORMAT_ERROR with that record's title at submission, where A2 and
 * interface.md Endpoints/5 want the task accepted and an error line for the record. Undefined
 * without the fault or without a broken record.
 */
export function recordRejection(ctx: MockContext, file: ParsedFile): Problem | undefined {
  if (!ctx.breaks('record-error-keeps-task/http-400')) return undefined;
  const rules = recordRules(ctx);
  for (const [index, record] of file.records.entries()) {
    const problem = recordProblem(record, rules);
    if (problem)
      return formatError(
        problem.title,
        `Record ${index + 1} breaks a field rule.`,
        `/${index}${problem.instance}`,
      );
  }
  return undefined;
}

/**
 * A PROCESSED fate as the lifecycle faults break it: a file with a broken record ends FAILED
 * (`record-error-keeps-task`, against A2), a file of valid records ends FAILED
 * (`status-valid-file-not-failed`).
 */
function brokenFate(ctx: MockContext, fate: TaskFate, records: readonly JsonObject[]): TaskFate {
  if (fate.finalStatus !== 'PROCESSED') return fate;
  const broken = firstBrokenRecord(ctx, records);
  if (broken !== undefined && ctx.breaks('record-error-keeps-task'))
    return failed(ctx, `Record ${broken} breaks a field rule.`, 'record');
  if (broken === undefined && ctx.breaks('status-valid-file-not-failed'))
    return failed(ctx, 'Processing failed.', 'processing');
  return fate;
}

/**
 * How an accepted file ends (interface.md States and transitions: FAILED for corruption or a
 * size or record limit, with a detail; A9 scenario names otherwise). `truncated`: the body was
 * over `limits.maxFileBytes`. The `submit-corrupt-file` fault passes over lines that are not JSON
 * objects; the `status-final-state-reached` fault keeps every task NOT_STARTED.
 */
export function fateOfFile(
  ctx: MockContext,
  file: ParsedFile,
  truncated: boolean,
  limits: FileLimits,
): TaskFate {
  const fate = ((): TaskFate => {
    if (truncated)
      return failed(ctx, `The file exceeds the maximum size of ${limits.maxFileBytes} bytes.`, 'limit');
    if (file.corruptLine !== undefined && !ctx.breaks('submit-corrupt-file'))
      return failed(ctx, `Line ${file.corruptLine} is not a JSON object.`, 'corrupt-line');
    if (file.records.length > limits.maxRecords)
      return failed(ctx, `The file exceeds the maximum of ${limits.maxRecords} records.`, 'limit');
    return brokenFate(ctx, scenarioFate(ctx, file.records), file.records);
  })();
  return ctx.breaks('status-final-state-reached') ? { ...fate, queueMs: Number.POSITIVE_INFINITY } : fate;
}
