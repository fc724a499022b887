import { status200JsonBodyNoStatus } from './status-200-json-body--no-status.ts';
import { status200JsonBody } from './status-200-json-body.ts';
import { statusDetailWhenFailed } from './status-detail-when-failed.ts';
import { statusDetailWhenTimedOut } from './status-detail-when-timed-out.ts';
import { statusFinalStateReached } from './status-final-state-reached.ts';
import { statusValidFileNotFailed } from './status-valid-file-not-failed.ts';
import { statusValueEnumLowerCase } from './status-value-enum--lower-case.ts';
import { statusValueEnumOtherValue } from './status-value-enum--other-value.ts';
import { submitCorruptFile } from './submit-corrupt-file.ts';

/** Faults of the task lifecycle and the status body (States and transitions; Resources/Bulk request; A2, A9), one per file. */
export const LIFECYCLE_FAULTS = [
  status200JsonBodyNoStatus,
  status200JsonBody,
  statusDetailWhenFailed,
  statusDetailWhenTimedOut,
  statusFinalStateReached,
  statusValidFileNotFailed,
  statusValueEnumLowerCase,
  statusValueEnumOtherValue,
  submitCorruptFile,
] as const;
