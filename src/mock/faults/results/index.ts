import { resultsContentDisposition } from './results-content-disposition.ts';
import { resultsContentTypeNdjson } from './results-content-type-ndjson.ts';
import { resultsOnlyWhenProcessedFailedTask } from './results-only-when-processed--failed-task.ts';
import { resultsOnlyWhenProcessed } from './results-only-when-processed.ts';
import { resultsRecordUetr } from './results-record-uetr.ts';

/** Faults of the result file (Endpoints/5; A3), one per file. */
export const RESULTS_FAULTS = [
  resultsContentDisposition,
  resultsContentTypeNdjson,
  resultsOnlyWhenProcessedFailedTask,
  resultsOnlyWhenProcessed,
  resultsRecordUetr,
] as const;
