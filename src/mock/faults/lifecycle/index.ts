import { statusDetailWhenFailed } from './status-detail-when-failed.ts';
import { statusDetailWhenTimedOut } from './status-detail-when-timed-out.ts';

/** Faults of the task lifecycle and the status body (States and transitions; Resources/Bulk request; A2, A9), one per file. */
export const LIFECYCLE_FAULTS = [statusDetailWhenFailed, statusDetailWhenTimedOut] as const;
