import { assumed, documented } from './rule.ts';

const STATES = 'States and transitions';

/** Rules of a task's states and of what may be fetched in each (interface.md States and transitions; A3). */
export const stateRules = [
  documented(
    'status-value-enum',
    ['bulk-status'],
    STATES,
    'The status of a bulk request takes one of these values.',
    'Every status is one of NOT_STARTED, IN_PROGRESS, PROCESSED, FAILED, TIMED_OUT.',
  ),
  documented(
    'status-valid-file-not-failed',
    ['bulk-status'],
    STATES,
    'FAILED | Processing failed: invalid format, corruption, or exceeding the maximum size or record limit.',
    'A small, well-formed file does not end FAILED.',
  ),
  documented(
    'status-file-over-limit-failed',
    ['bulk-submit', 'bulk-status'],
    'Limits',
    'Maximum file size and maximum number of records of a bulk file (exceeding them gives FAILED): not shown.',
    "A bulk file one record over the target's record limit, or one byte over its size limit, is accepted and ends FAILED; a file of exactly either limit does not end FAILED. The limits are not shown: the embedded mock's are its own, a URL target's are configured (VOP_MAX_RECORDS, VOP_MAX_FILE_BYTES), and without them the rule is skipped.",
  ),
  documented(
    'status-final-state-reached',
    ['bulk-status'],
    STATES,
    'TIMED_OUT | The file was not processed within the service-level timeframe, possibly because responding PSPs timed out.',
    'A submitted task leaves NOT_STARTED and IN_PROGRESS for PROCESSED, FAILED or TIMED_OUT within the poll timeout (`--poll-timeout`, standing for the service-level timeframe, which is not shown).',
  ),
  documented(
    'status-detail-when-failed',
    ['bulk-status'],
    STATES,
    '3. The detail field of the status response is given when the status is FAILED or TIMED_OUT.',
    'A FAILED status carries a non-empty detail.',
  ),
  documented(
    'status-detail-when-timed-out',
    ['bulk-status'],
    STATES,
    '3. The detail field of the status response is given when the status is FAILED or TIMED_OUT.',
    'A TIMED_OUT status carries a non-empty detail.',
  ),
  documented(
    'results-only-when-processed',
    ['bulk-results'],
    STATES,
    '1. The result file can only be retrieved after the status is PROCESSED.',
    'A task that is not PROCESSED yields no result file (no 200).',
  ),
  assumed(
    'results-before-processed-4xx',
    ['bulk-results'],
    'A3',
    '`GET /vopgateway/v1/bulk/{taskId}` while the status is NOT_STARTED or IN_PROGRESS returns a 4xx status (the documentation gives none; the suite accepts any 4xx but not 404) with an error body, and never a result file.',
    'Results fetched before PROCESSED get a 4xx other than 404.',
  ),
  assumed(
    'results-failed-task-4xx',
    ['bulk-results'],
    'A3',
    'For FAILED or TIMED_OUT tasks it also returns a 4xx and no result file (rule 2: the request has to be resent).',
    'Results of a FAILED or TIMED_OUT task get a 4xx other than 404.',
  ),
  assumed(
    'scenario-slow-in-progress',
    ['bulk-status'],
    'A9',
    "The reference mock decides a task's fate from its submission, the way sandboxes use magic values: a file whose first record's `party.name` is `SCENARIO_FAILED` ends FAILED; `SCENARIO_TIMED_OUT` ends TIMED_OUT; `SCENARIO_SLOW` stays IN_PROGRESS for a configurable time.",
    "A task made with the slow scenario name is NOT_STARTED or IN_PROGRESS at every status read within its configured time of its submission (the embedded mock's slow time; a URL target's VOP_SCENARIO_SLOW_MS, without which the rule is skipped). What it ends in afterwards is not shown.",
  ),
] as const;
