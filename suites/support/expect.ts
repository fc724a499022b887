import { type Exchange, headerOf } from '../../src/client/types.ts';
import { validate } from '../../src/schemas/registry.ts';
import { checkRule, RateLimited } from './checks.ts';
import { ConformanceFailure, describeResponse } from './failure.ts';

/** Parses the response body as JSON; undefined when it is not JSON. */
export function jsonBody(exchange: Exchange): unknown {
  try {
    return JSON.parse(exchange.response.bodyText) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Asserts the response status is one of `expected`, under rule `ruleId`.
 * @throws RateLimited on a 429 that no test expects (A6: never a failure by itself).
 * @throws ConformanceFailure otherwise.
 */
export function expectStatus(
  ruleId: string,
  exchange: Exchange,
  expected: readonly number[],
  documented: string,
): void {
  const { status } = exchange.response;
  if (expected.includes(status)) return;
  if (status === 429) throw new RateLimited('the target answered 429 after every retry');
  throw new ConformanceFailure(ruleId, describeResponse(exchange), documented, exchange);
}

/** Asserts the response echoes the request's X-Request-Id (when one was sent), under `ruleId`. */
export function expectRequestIdEcho(ruleId: string, exchange: Exchange): void {
  const sent = Object.entries(exchange.request.headers).find(
    ([name]) => name.toLowerCase() === 'x-request-id',
  )?.[1];
  if (sent === undefined) return;
  const echoed = headerOf(exchange.response, 'x-request-id');
  checkRule(
    ruleId,
    echoed === sent,
    `X-Request-Id: ${echoed ?? '(absent)'}`,
    `X-Request-Id: ${sent} (the request value echoed)`,
    exchange,
  );
}

const MAX_LENGTH_RULES: Readonly<Record<string, string>> = {
  '/type': 'error-type-max-70',
  '/title': 'error-title-max-70',
  '/detail': 'error-detail-max-500',
  '/instance': 'error-instance-max-256',
};

/**
 * The checks every error response must pass (interface.md Errors/Error response, Limits; A8):
 * X-Request-Id echo, JSON Content-Type, body against schemas/responses/error.schema.json
 * with each length limit judged under its own rule.
 */
export function expectErrorShape(exchange: Exchange): void {
  expectRequestIdEcho('error-x-request-id-echo', exchange);
  const contentType = headerOf(exchange.response, 'content-type') ?? '';
  checkRule(
    'error-content-type-json',
    /^application\/(problem\+)?json\s*(;\s*charset="?utf-8"?\s*)?$/i.test(contentType.trim()),
    `Content-Type: ${contentType || '(absent)'}`,
    'application/json or application/problem+json, optionally ;charset=utf-8',
    exchange,
  );
  const body = jsonBody(exchange);
  const { errors } = validate('responses/error.schema.json', body);
  for (const [pointer, ruleId] of Object.entries(MAX_LENGTH_RULES)) {
    const broken = errors.find((e) => e.instancePath === pointer && e.keyword === 'maxLength');
    const field = (body as Record<string, unknown> | undefined)?.[pointer.slice(1)];
    const received =
      typeof field === 'string' ? `${pointer.slice(1)} of ${field.length} characters` : 'within limit';
    checkRule(ruleId, !broken, received, broken?.message ?? '', exchange);
  }
  const shapeErrors = errors.filter((e) => e.keyword !== 'maxLength');
  checkRule(
    'error-body-shape',
    shapeErrors.length === 0,
    `${describeResponse(exchange)} (${shapeErrors.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')})`,
    'a JSON object with type (URI reference) and code (string); status integer; title, detail, instance strings',
    exchange,
  );
}

/** Asserts an error response with one of `statuses` and every error-shape check, under `ruleId`. */
export function expectErrorResponse(
  ruleId: string,
  exchange: Exchange,
  statuses: readonly number[],
  documented: string,
): void {
  expectStatus(ruleId, exchange, statuses, documented);
  expectErrorShape(exchange);
}

/**
 * Asserts 400 FORMAT_ERROR with `title` (interface.md Errors/Functional errors), under `ruleId`,
 * plus every error-shape check. `titles` may list several where assumptions.md allows either (A14).
 */
export function expectFormatError(ruleId: string, exchange: Exchange, titles: readonly string[]): void {
  const documented = `400 FORMAT_ERROR ${titles.join(' or ')}`;
  expectStatus(ruleId, exchange, [400], documented);
  const body = jsonBody(exchange) as { code?: unknown; title?: unknown } | undefined;
  if (!titles.includes(String(body?.title))) {
    throw new ConformanceFailure(ruleId, describeResponse(exchange), documented, exchange);
  }
  checkRule(
    'error-format-error-400',
    body?.code === 'FORMAT_ERROR',
    `code ${JSON.stringify(body?.code)}`,
    'code FORMAT_ERROR',
    exchange,
  );
  expectErrorShape(exchange);
}
