import { jsonBody } from '../client/json-body.ts';
import { describeResponse } from './conformance-failure.ts';
import type { ExchangeCheck } from './exchange-check.ts';
import { FORMAT_ERROR_TITLES, isFormatErrorTitle } from './format-error-titles.ts';

/**
 * Every error answer of every operation whose body is a JSON object with code FORMAT_ERROR: HTTP
 * 400 (interface.md Errors, "Functional errors (code is FORMAT_ERROR, HTTP 400)") and one of the
 * seven titles (A8: "whenever `code` is FORMAT_ERROR"). The token endpoint's and the single
 * checks' error bodies are not shown, and neither needs to carry a code; but one that says
 * FORMAT_ERROR is judged by what FORMAT_ERROR means. Not judged: 1xx-3xx answers, HEAD, a body
 * without that code.
 */
export const formatErrorBody: ExchangeCheck = {
  name: 'format_error_body',
  rules: ['error-format-error-400', 'error-format-error-title'],
  judge: (exchange) => {
    if (exchange.response.status < 400 || exchange.request.method === 'HEAD') return [];
    const body = jsonBody(exchange);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
    const fields = body as Record<string, unknown>;
    if (fields.code !== 'FORMAT_ERROR') return [];
    return [
      {
        ruleId: 'error-format-error-400',
        holds: exchange.response.status === 400,
        received: describeResponse(exchange),
        documented: 'FORMAT_ERROR only with HTTP 400',
      },
      {
        ruleId: 'error-format-error-title',
        holds: isFormatErrorTitle(fields.title),
        received: `title ${JSON.stringify(fields.title)}`,
        documented: `one of ${FORMAT_ERROR_TITLES.join(', ')}`,
      },
    ];
  },
};
