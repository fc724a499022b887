import { bulkRequestRules, taskPathRules } from './bulk-request-rules.ts';
import { documented, type Rule } from './rule.ts';

/** Rules of the bulk status endpoint (interface.md Endpoints/4). */
export const statusRules: readonly Rule[] = [
  documented(
    'status-200-json-body',
    ['bulk-status'],
    'Endpoints/4. Bulk status',
    'Success response: HTTP 200, header `X-Request-Id` (mandatory, echoes the request value), JSON body `{status: enum (mandatory), detail: string (conditional)}`.',
    'A valid status request gets 200 and a JSON body with a status.',
  ),
  ...bulkRequestRules('status', 'bulk-status'),
  ...taskPathRules('status', 'bulk-status'),
];
