import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import { schemaErrorText, validate } from '../schemas/registry.ts';
import { ConformanceFailure } from './conformance-failure.ts';

/**
 * token-client-credentials-issued, the body (interface.md Endpoints/1: "Response: JSON with
 * `access_token`, `expires_in`"; A1: `expires_in` a number or a numeric string, `token_type`
 * Bearer or BearerToken when present): the token answer is valid against
 * `responses/token.schema.json`. The 200 is `expectStatus`'s to judge first.
 * @returns undefined when held; a ConformanceFailure naming the schema errors otherwise.
 */
export function tokenClientCredentialsIssued(exchange: Exchange): ConformanceFailure | undefined {
  const { valid, errors } = validate('responses/token.schema.json', jsonBody(exchange));
  if (valid) return undefined;
  return new ConformanceFailure(
    'token-client-credentials-issued',
    `${exchange.response.status} body breaks the token shape (${schemaErrorText(errors)})`,
    '{access_token: non-empty string, expires_in: number or numeric string, token_type?: Bearer|BearerToken}',
    exchange,
  );
}
