import { bulkRequestRules, taskPathRules } from './bulk-request-rules.ts';
import { assumed, documented, type Rule } from './rule.ts';

const ENDPOINT_5 = 'Endpoints/5. Bulk Plus results';

/** Rules of the bulk results endpoint and of the result file (interface.md Endpoints/5, Resources/Result record). */
export const resultsRules: readonly Rule[] = [
  documented(
    'results-200-ndjson',
    ['bulk-results'],
    ENDPOINT_5,
    'Success response: HTTP 200 with an NDJSON body, one result record per line (see Resources).',
    'A PROCESSED task gets 200 and every line of the body is one JSON object.',
  ),
  documented(
    'results-content-type-ndjson',
    ['bulk-results'],
    ENDPOINT_5,
    'Accept (optional; NDJSON media type application/x-ndjson is used in the usage)',
    'The result file is served as application/x-ndjson.',
  ),
  documented(
    'results-content-disposition',
    ['bulk-results'],
    ENDPOINT_5,
    'Headers: `X-Request-Id` (mandatory) and `Content-Disposition` (mandatory; file name of the form <taskId>.ndjson).',
    'The result file has a Content-Disposition whose file name is <taskId>.ndjson.',
  ),
  documented(
    'results-record-uetr',
    ['bulk-results'],
    'Resources/Result record',
    'uetr | string | mandatory | Identifier of the checked record.',
    'Every result line carries the uetr of a submitted record.',
  ),
  documented(
    'results-record-shape',
    ['bulk-results'],
    'Resources/Result record',
    'additionalPartyInformation | object | conditional | Contains advancedInfo (object) with accountHolderType (shown value NP, natural person) and accountStatus (shown value ACTIVE).',
    'Every result line is a result record or a record-level error line, with the documented field types.',
  ),
  assumed(
    'results-one-line-per-record',
    ['bulk-results'],
    'A2',
    'Body: NDJSON, one verification request per line, UTF-8.',
    'Each submitted record has exactly one result line, found by its uetr.',
  ),
  ...bulkRequestRules('results', 'bulk-results'),
  ...taskPathRules('results', 'bulk-results'),
];
