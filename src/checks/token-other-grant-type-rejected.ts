import type { Exchange } from '../client/types.ts';
import { ConformanceFailure, describeResponse } from './conformance-failure.ts';
import { expectStatus } from './expect-status.ts';

/**
 * token-other-grant-type-rejected (interface.md Endpoints/1: "`grant_type=client_credentials`.
 * This is the only grant type supported"; A1): a token request with another grant type, or none,
 * gets 400 or 401, never a token. `label` names the request ("body \"grant_type=password\"").
 * @throws ConformanceFailure of token-other-grant-type-rejected on a 200 (a token issued) or any
 * other status but 400 and 401; RateLimited on a 429 (A6), as `expectStatus`.
 */
export function tokenOtherGrantTypeRejected(exchange: Exchange, label: string): void {
  if (exchange.response.status === 200) {
    throw new ConformanceFailure(
      'token-other-grant-type-rejected',
      `${describeResponse(exchange)} for ${label}`,
      '400 or 401: client_credentials is the only grant type',
      exchange,
    );
  }
  expectStatus('token-other-grant-type-rejected', exchange, [400, 401], `400 or 401 for ${label}`);
}
