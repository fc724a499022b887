import type { BulkFileLimits } from '../../api/file-limits.ts';
import { isJsonObject, type JsonObject } from '../../api/json-object.ts';
import { SCENARIO_NAMES } from '../../api/scenario-names.ts';
import type { MockContext } from '../context.ts';
import { lifecycleFaults } from '../faults/lifecycle.ts';
import { recordRules } from './result-line.ts';
import type { FailureCause, TaskFate } from '../tasks/task-fate.ts';

/** The records of a bulk file, and the 1-based number of its first line that is not a JSON object. */
export interface ParsedFile {
  readonly records: readonly JsonObject[];
  readonly corruptLine?: number;
}

/** Limits of a bulk file, both known: size in bytes, number of records (src/api/file-limits.ts). */
export type FileLimits = Required<BulkFileLimits>;

/** The `small` alternative of `file-limits`: 1 MiB, 1,000 records. */
const SMALL_LIMITS: FileLimits = { maxFileBytes: 1024 * 1024, maxRecords: 1_000 };

/**
 * The limits of a bulk file the mock is configured with (interface.md Limits: not shown): the
 * options' `maxFileBytes` and `maxRecords`, or under the `file-limits` alternative `small` 1 MiB
 * and 1,000 records (the options when lower). What the embedded mock tells the suite as its
 * limits (`RunningMock.fileLimits`).
 */
export function configuredFileLimits(
  options: FileLimits,
  choice: MockContext['options']['choices']['file-limits'],
): FileLimits {
  const { maxFileBytes, maxRecords } = options;
  if (choice === 'large') return { maxFileBytes, maxRecords };
  return {
    maxFileBytes: Math.min(maxFileBytes, SMALL_LIMITS.maxFileBytes),
    maxRecords: Math.min(maxRecords, SMALL_LIMITS.maxRecords),
  };
}

/**
 * The limits of a bulk file beyond which the task ends FAILED (interface.md States and transitions,
 * Limits: not shown): the configured ones ({@link configuredFileLimits}), as the faults of the
 * lifecycle leave them (`lifecycleFaults.fileLimits`).
 */
export function fileLimits(ctx: MockContext): FileLimits {
  return lifecycleFaults.fileLimits(ctx, configuredFileLimits(ctx.options, ctx.choice('file-limits')));
}

/** The lines of NDJSON `text` (A2): ended by LF or CRLF (NDJSON allows a carriage return before the newline). */
export function splitLines(text: string): string[] {
  return text.split(/\r?\n/);
}

/**
 * The records of the NDJSON lines `lines` (A2: one JSON object per line; blank lines skipped) and
 * the number of its first line that is not a JSON object (the lines after it are read on).
 */
export function parseLines(lines: readonly string[]): ParsedFile {
  const records: JsonObject[] = [];
  let corruptLine: number | undefined;
  for (const [index, line] of lines.entries()) {
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
  // SCENARIO_SLOW is an ordinary task that stays IN_PROGRESS for the configured slow time.
  return { finalStatus: 'PROCESSED', processingMs: name === SCENARIO_NAMES.slow ? slowMs : processingMs };
}

/**
 * How an accepted file ends (interface.md States and transitions: FAILED for corruption or a
 * size or record limit, with a detail; A9 scenario names otherwise). `truncated`: the body was
 * over `limits.maxFileBytes`. The faults of the fate act through `lifecycleFaults`
 * (src/mock/faults/lifecycle.ts).
 */
export function fateOfFile(
  ctx: MockContext,
  file: ParsedFile,
  truncated: boolean,
  limits: FileLimits,
): TaskFate {
  return lifecycleFaults.fate(ctx, correctFate(ctx, file, truncated, limits));
}

function correctFate(ctx: MockContext, file: ParsedFile, truncated: boolean, limits: FileLimits): TaskFate {
  if (truncated)
    return failed(ctx, `The file exceeds the maximum size of ${limits.maxFileBytes} bytes.`, 'size-limit');
  if (file.corruptLine !== undefined)
    return failed(ctx, `Line ${file.corruptLine} is not a JSON object.`, 'corrupt-line');
  if (file.records.length > limits.maxRecords)
    return failed(ctx, `The file exceeds the maximum of ${limits.maxRecords} records.`, 'record-limit');
  const fate = scenarioFate(ctx, file.records);
  return lifecycleFaults.processedFate(ctx, fate, file.records, recordRules(ctx));
}
