import { results200NdjsonJsonArray } from './results-200-ndjson--json-array.ts';
import { results200Ndjson } from './results-200-ndjson.ts';
import { resultsBeforeProcessed4xx } from './results-before-processed-4xx.ts';
import { resultsContentDispositionOtherFile } from './results-content-disposition--other-file.ts';
import { resultsContentDisposition } from './results-content-disposition.ts';
import { resultsContentTypeNdjson } from './results-content-type-ndjson.ts';
import { resultsFailedTask4xx } from './results-failed-task-4xx.ts';
import { resultsOneLinePerRecordDuplicate } from './results-one-line-per-record--duplicate.ts';
import { resultsOneLinePerRecordMissing } from './results-one-line-per-record--missing.ts';
import { resultsOnlyWhenProcessedFailedTask } from './results-only-when-processed--failed-task.ts';
import { resultsOnlyWhenProcessed } from './results-only-when-processed.ts';
import { resultsRecordShapeAccountHolderType } from './results-record-shape--account-holder-type.ts';
import { resultsRecordShapeMatchValue } from './results-record-shape--match-value.ts';
import { resultsRecordUetrOtherRecord } from './results-record-uetr--other-record.ts';
import { resultsRecordUetr } from './results-record-uetr.ts';

/** Faults of the result file (Endpoints/5; A3), one per file. */
export const RESULTS_FAULTS = [
  results200NdjsonJsonArray,
  results200Ndjson,
  resultsBeforeProcessed4xx,
  resultsContentDispositionOtherFile,
  resultsContentDisposition,
  resultsContentTypeNdjson,
  resultsFailedTask4xx,
  resultsOneLinePerRecordDuplicate,
  resultsOneLinePerRecordMissing,
  resultsOnlyWhenProcessedFailedTask,
  resultsOnlyWhenProcessed,
  resultsRecordShapeAccountHolderType,
  resultsRecordShapeMatchValue,
  resultsRecordUetrOtherRecord,
  resultsRecordUetr,
] as const;
