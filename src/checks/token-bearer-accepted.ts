import type { Exchange } from '../client/types.ts';
import { ConformanceFailure, describeResponse } from './conformance-failure.ts';

/**
 * token-bearer-accepted (interface.md Authentication 4: the token is sent as
 * `Authorization: Bearer <token>`): a request carrying a token the endpoint issued is not refused
 * as unauthenticated or forbidden, any answer but 401 and 403 (404 for an unknown task).
 * `when` says at what point of the token's life it was used ("right after it was issued").
 * @returns undefined when held; a ConformanceFailure replaying `exchange` on 401 or 403.
 */
export function tokenBearerAccepted(exchange: Exchange, when: string): ConformanceFailure | undefined {
  if (![401, 403].includes(exchange.response.status)) return undefined;
  return new ConformanceFailure(
    'token-bearer-accepted',
    `${describeResponse(exchange)} for a token used ${when}`,
    'the token accepted (404 for an unknown task)',
    exchange,
  );
}
