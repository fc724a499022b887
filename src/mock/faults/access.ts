import type { IncomingMessage } from 'node:http';
import type { OperationId } from '../../api/operations.ts';
import type { MockClient, TokenStore } from '../token/token-store.ts';
import { type AccessRequest, type AccessVerdict, actingAt, type FaultSwitch, type Refusal } from './fault.ts';
import { REQUESTS_FAULTS } from './requests.ts';
import { SINGLE_CHECKS_FAULTS } from './single-checks.ts';

/**
 * The faults that change what the bearer-token check refuses, of every operation that has one:
 * the single checks' (single-checks.ts) and the bulk operations' (requests.ts), each row naming
 * its operation. Their behaviour is each row's `access` member.
 */
const ACCESS = [...actingAt(SINGLE_CHECKS_FAULTS, 'access'), ...actingAt(REQUESTS_FAULTS, 'access')];

/**
 * What the access hooks read of the mock besides the switch: its clients (the first one served by
 * default) and its token store.
 */
interface AccessMock extends FaultSwitch {
  readonly clients: readonly MockClient[];
  readonly tokens: Pick<TokenStore, 'lookup' | 'authenticate'>;
}

/** Request header `name` (lower case) of `req`; repeated headers joined with `, `; undefined when absent. */
function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** What the access faults may read of refused request `req` and of `mock` (see AccessRequest). */
function accessRequest(mock: AccessMock, req: IncomingMessage): AccessRequest {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return {
    authorization: headerOf(req, 'authorization'),
    header: (name) => headerOf(req, name),
    query: new URLSearchParams(query === -1 ? '' : url.slice(query + 1)),
    liveClient: (token) => {
      const found = mock.tokens.lookup(token);
      return found.state === 'live' ? found.client : undefined;
    },
    authenticate: (apiKey, apiSecret) => mock.tokens.authenticate(apiKey, apiSecret),
    clients: mock.clients,
  };
}

/**
 * The verdict on request `req` of `operation`, which the bearer-token check refuses with
 * `refused` at `refusal`: the first fault switched on that changes that refusal of this request
 * decides, for `client`.
 */
function verdict(
  mock: AccessMock,
  operation: OperationId,
  refusal: Refusal,
  refused: AccessVerdict,
  client: MockClient | undefined,
  req: IncomingMessage,
): AccessVerdict {
  if (client === undefined) return refused;
  let request: AccessRequest | undefined;
  for (const f of ACCESS) {
    const behaviour = f.access[refusal];
    if (!behaviour || f.operation !== operation || !mock.breaks(f.id)) continue;
    request ??= accessRequest(mock, req);
    const answer = behaviour(client, request, refused);
    if (answer !== refused) return answer;
  }
  return refused;
}

/**
 * The hooks of the bearer-token check (src/mock/bulk/bulk-guard.ts; interface.md Authentication
 * 4-5, A5, A15), one per refusal: each takes the correct 401 or 403 of request `req` of
 * `operation` and returns the verdict as the faults switched on in `mock` change it. A refused
 * request a fault serves is served for the mock's first client, for the token's own client
 * (expired, no scope), or for the client the fault finds in the request.
 */
export const accessFaults = {
  /** No Authorization header. */
  missing(
    mock: AccessMock,
    operation: OperationId,
    refused: AccessVerdict,
    req: IncomingMessage,
  ): AccessVerdict {
    return verdict(mock, operation, 'missing', refused, mock.clients[0], req);
  },

  /** An Authorization header that is empty or only whitespace (A15). */
  empty(
    mock: AccessMock,
    operation: OperationId,
    refused: AccessVerdict,
    req: IncomingMessage,
  ): AccessVerdict {
    return verdict(mock, operation, 'empty', refused, mock.clients[0], req);
  },

  /** An Authorization header that is not `Bearer <token>`. */
  malformed(
    mock: AccessMock,
    operation: OperationId,
    refused: AccessVerdict,
    req: IncomingMessage,
  ): AccessVerdict {
    return verdict(mock, operation, 'malformed', refused, mock.clients[0], req);
  },

  /** A bearer token the mock never issued. */
  unknown(
    mock: AccessMock,
    operation: OperationId,
    refused: AccessVerdict,
    req: IncomingMessage,
  ): AccessVerdict {
    return verdict(mock, operation, 'unknown', refused, mock.clients[0], req);
  },

  /** A bearer token of `client` past its lifetime. */
  expired(
    mock: AccessMock,
    operation: OperationId,
    refused: AccessVerdict,
    client: MockClient,
    req: IncomingMessage,
  ): AccessVerdict {
    return verdict(mock, operation, 'expired', refused, client, req);
  },

  /** A live bearer token of `client`, which has no bulk scope (A5). */
  noScope(
    mock: AccessMock,
    operation: OperationId,
    refused: AccessVerdict,
    client: MockClient,
    req: IncomingMessage,
  ): AccessVerdict {
    return verdict(mock, operation, 'noScope', refused, client, req);
  },
};
