import { bulkRequestRules } from './bulk-request-rules.ts';
import { assumed, type Rule } from './rule.ts';

/** Rules of the bulk submission (assumptions.md A2). */
export const submissionRules: readonly Rule[] = [
  assumed(
    'submit-202-task-id',
    ['bulk-submit'],
    'A2',
    'Response: **202** with `X-Request-Id` echoed and a JSON body `{"taskId": "<UUID>"}`.',
    'A valid NDJSON submission gets 202 and a JSON body whose taskId is a UUID.',
  ),
  assumed(
    'submit-content-type-415',
    ['bulk-submit'],
    'A2',
    '`Content-Type: application/x-ndjson` (optionally `; charset=utf-8`; anything else gives 415)',
    'Another Content-Type, or another charset, gets 415; application/x-ndjson with charset=utf-8 passes.',
  ),
  assumed(
    'submit-content-type-missing',
    ['bulk-submit'],
    'A2',
    'A missing Content-Type gives 400 MANDATORY_HEADER_NOT_PROVIDED or 415 (the documentation names Content-Type under both); either conforms.',
    'A submission without Content-Type gets 400 MANDATORY_HEADER_NOT_PROVIDED or 415.',
  ),
  assumed(
    'submit-corrupt-file',
    ['bulk-submit', 'bulk-status'],
    'A2',
    'A body that is not NDJSON at all (a line that is not a JSON object) is accepted at submission and the task ends **FAILED** with a `detail`; or it is rejected at once with 400 INVALID_REQUEST. Either conforms.',
    'A file with a line that is not a JSON object ends FAILED with a detail, or gets 400 INVALID_REQUEST.',
  ),
  ...bulkRequestRules('submit', 'bulk-submit'),
];
