import { assumed, documented, type Rule } from './rule.ts';

/** Rules of the bulk submission (assumptions.md A2) and of a task's states (interface.md States and transitions). */
export const submissionRules: readonly Rule[] = [
  assumed(
    'submit-202-task-id',
    ['bulk-submit'],
    'A2',
    'Response: **202** with `X-Request-Id` echoed and a JSON body `{"taskId": "<UUID>"}`.',
    'A valid NDJSON submission gets 202 and a JSON body whose taskId is a UUID.',
  ),
  assumed(
    'submit-x-request-id-echo',
    ['bulk-submit'],
    'A2',
    'Response: **202** with `X-Request-Id` echoed and a JSON body `{"taskId": "<UUID>"}`.',
    'The 202 response echoes the request X-Request-Id.',
  ),
  documented(
    'status-value-enum',
    ['bulk-status'],
    'States and transitions',
    'The status of a bulk request takes one of these values.',
    'Every status is one of NOT_STARTED, IN_PROGRESS, PROCESSED, FAILED, TIMED_OUT.',
  ),
  documented(
    'status-valid-file-not-failed',
    ['bulk-status'],
    'States and transitions',
    'FAILED | Processing failed: invalid format, corruption, or exceeding the maximum size or record limit.',
    'A small, well-formed file does not end FAILED.',
  ),
  documented(
    'status-detail-when-failed',
    ['bulk-status'],
    'States and transitions',
    '3. The detail field of the status response is given when the status is FAILED or TIMED_OUT.',
    'A FAILED status carries a non-empty detail.',
  ),
  documented(
    'status-detail-when-timed-out',
    ['bulk-status'],
    'States and transitions',
    '3. The detail field of the status response is given when the status is FAILED or TIMED_OUT.',
    'A TIMED_OUT status carries a non-empty detail.',
  ),
];
