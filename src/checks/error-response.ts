import { jsonBody } from '../client/json-body.ts';
import { headerOf } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { schemaErrorText, validate } from '../schemas/registry.ts';
import { isBulkOperation } from '../api/operations.ts';
import { describeResponse } from './conformance-failure.ts';
import type { ExchangeCheck, Verdict } from './exchange-check.ts';
import { isFormatErrorTitle } from './format-error-titles.ts';
import { instanceFormVerdict } from './instance-form.ts';

/** The limited fields of an error body and their rules (interface.md Limits). */
const MAX_LENGTH_RULES: ReadonlyArray<readonly [string, RuleId]> = [
  ['type', 'error-type-max-70'],
  ['title', 'error-title-max-70'],
  ['detail', 'error-detail-max-500'],
  ['instance', 'error-instance-max-256'],
];

/**
 * Every bulk error response: JSON (A8), the error object's shape and limits (interface.md Errors,
 * Limits), the form of its instance, code FORMAT_ERROR with a FORMAT_ERROR title. Every error
 * response of the token endpoint: JSON (A8 "Error responses carry `Content-Type:
 * application/json` or `application/problem+json`"), its body not judged (A1 does not show it).
 * What code FORMAT_ERROR implies, on every operation: format-error-body.ts.
 */
export const errorResponse: ExchangeCheck = {
  name: 'error_response',
  rules: [
    'error-content-type-json',
    'error-body-shape',
    ...MAX_LENGTH_RULES.map(([, id]) => id),
    'error-instance-form',
    'error-format-error-code',
  ],
  judge: (exchange) => {
    const { operation } = exchange.request;
    const token = operation === 'token';
    // A response to HEAD has no body by definition (RFC 9110 9.3.2): its shape cannot be judged.
    if (
      (!isBulkOperation(operation) && !token) ||
      exchange.response.status < 400 ||
      exchange.request.method === 'HEAD'
    )
      return [];
    const contentType = headerOf(exchange.response, 'content-type') ?? '';
    const mediaType: Verdict = {
      ruleId: 'error-content-type-json',
      holds: validate('responses/error-headers.schema.json#/properties/content-type', contentType).valid,
      received: `Content-Type: ${contentType || '(absent)'}${token ? ` on the token endpoint's ${exchange.response.status}` : ''}`,
      documented: 'application/json or application/problem+json, optionally ;charset=utf-8',
    };
    if (token) return [mediaType];
    const body = jsonBody(exchange);
    const { errors } = validate('responses/error.schema.json', body);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const verdicts: Verdict[] = [mediaType];
    for (const [field, ruleId] of MAX_LENGTH_RULES) {
      const broken = errors.some((e) => e.instancePath === `/${field}` && e.keyword === 'maxLength');
      const value = fields[field];
      verdicts.push({
        ruleId,
        holds: !broken,
        received:
          typeof value === 'string' ? `${field} of ${value.length} characters: ${value.slice(0, 80)}` : '',
        documented: `the error ${field} within its limit`,
      });
    }
    verdicts.push(instanceFormVerdict(fields.instance, describeResponse(exchange)));
    const shapeErrors = errors.filter((e) => e.keyword !== 'maxLength');
    verdicts.push({
      ruleId: 'error-body-shape',
      holds: shapeErrors.length === 0,
      received: `${describeResponse(exchange)} (${schemaErrorText(shapeErrors)})`,
      documented:
        'a JSON object with type (URI reference) and code (string); status integer; title, detail, instance strings',
    });
    if (exchange.response.status === 400 && isFormatErrorTitle(fields.title)) {
      verdicts.push({
        ruleId: 'error-format-error-code',
        holds: fields.code === 'FORMAT_ERROR',
        received: `code ${JSON.stringify(fields.code)} with title ${String(fields.title)}`,
        documented: 'code FORMAT_ERROR for a functional error',
      });
    }
    return verdicts;
  },
};
