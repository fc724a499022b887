import type { OperationId } from '../api/operations.ts';
import { headerOf } from '../client/types.ts';
import type { ExchangeCheck } from './exchange-check.ts';
import { isJsonUtf8 } from './json-media-type.ts';

/** The success answers A8 names, by operation: the token's 200, the submission's 202, the status 200. */
const JSON_SUCCESS: Readonly<Partial<Record<OperationId, number>>> = {
  token: 200,
  'bulk-submit': 202,
  'bulk-status': 200,
};

/**
 * The media type of every JSON success body (assumptions.md A8: "Success responses with a JSON
 * body (the token's 200, the submission's 202, the status 200) carry `Content-Type:
 * application/json`, with optional `;charset=utf-8`"; "A JSON body under another or no media type
 * breaks it"), compared as A2 says (RFC 9110 §8.3: any case, a quoted charset the same).
 * Judged on each such answer that has a body; a HEAD's or an empty answer carries none.
 */
export const successContentType: ExchangeCheck = {
  name: 'success_content_type',
  rules: ['success-content-type-json'],
  judge: (exchange) => {
    const { request, response } = exchange;
    const status = request.operation === undefined ? undefined : JSON_SUCCESS[request.operation];
    if (status !== response.status || response.bodyText.trim() === '') return [];
    const contentType = headerOf(response, 'content-type');
    return [
      {
        ruleId: 'success-content-type-json',
        holds: isJsonUtf8(contentType),
        received: `${response.status} with Content-Type: ${contentType ?? '(absent)'}`,
        documented: 'Content-Type: application/json, optionally ;charset=utf-8',
      },
    ];
  },
};
