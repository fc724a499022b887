import { type Exchange, headerOf } from '../client/types.ts';
import { validate } from '../schemas/registry.ts';
import type { Verdict } from './exchange-check.ts';

/**
 * results-content-type-ndjson on `exchange`, a 200 of the results endpoint (interface.md
 * Endpoints/5: the result file is served as `application/x-ndjson`; A8: media types compared as
 * RFC 9110 says): held when its Content-Type is valid against
 * schemas/responses/results-headers.schema.json#/properties/content-type.
 */
export function resultsContentTypeNdjson(exchange: Exchange): Verdict {
  const contentType = headerOf(exchange.response, 'content-type') ?? '';
  return {
    ruleId: 'results-content-type-ndjson',
    holds: validate('responses/results-headers.schema.json#/properties/content-type', contentType).valid,
    received: `Content-Type: ${contentType || '(absent)'}`,
    documented: 'Content-Type: application/x-ndjson',
  };
}
