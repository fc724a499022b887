import type { BulkRecord } from '../../generators/bulk-record.ts';
import type { NdjsonFraming } from '../client/ndjson-framing.ts';
import type { TaskPoll } from '../checks/status-observation.ts';
import type { Exchange } from '../client/types.ts';
import type { ResultFileCheck } from './result-file-check.ts';

/** The answer of the results operation, read. */
export interface ResultFileRead {
  /**
   * The exchange. For a 200 its body was streamed: `bodyStreamed: true`, and `bodyText` holds only
   * the file's first `RESULT_PREVIEW_CHARS` characters (lines joined by `\n`); any other answer
   * was read whole.
   */
  readonly exchange: Exchange;
  /** The check that read every line of a 200; undefined for any other status. */
  readonly fileCheck: ResultFileCheck | undefined;
  /** How a 200's body was framed (line ends, final newline, chunks); undefined for any other status. */
  readonly framing?: NdjsonFraming;
}

/**
 * The steps of the run's bulk lifecycle (src/harness/bulk-lifecycle.ts), each started once, by
 * the first test that needs it: the file's records, the submission, the poll (as seen, and judged), the result file.
 */
export interface BulkLifecycleSteps {
  records?: readonly BulkRecord[];
  submission?: Promise<Exchange>;
  /** The task polled, as seen (not judged). */
  poll?: Promise<TaskPoll>;
  /** The same poll, judged: a final, usable status. */
  polled?: Promise<TaskPoll>;
  file?: Promise<ResultFileRead>;
}
