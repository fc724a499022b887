import type { IncomingMessage } from 'node:http';
import type { OperationId } from '../../api/operations.ts';
import type { MockClient, TokenLookup } from '../token/token-store.ts';
import {
  type AccessVerdict,
  actingAt,
  type FaultSwitch,
  type PresentedAccess,
  type Refusal,
} from './fault.ts';
import { REQUESTS_FAULTS } from './requests.ts';
import { SINGLE_CHECKS_FAULTS } from './single-checks.ts';

/**
 * The faults that change what the bearer-token check refuses, of every operation that has one:
 * the single checks' (single-checks.ts) and the bulk operations' (requests.ts), each row naming
 * its operation. Their behaviour is each row's `access` member.
 */
const ACCESS = [...actingAt(SINGLE_CHECKS_FAULTS, 'access'), ...actingAt(REQUESTS_FAULTS, 'access')];

/** What the access hooks read of the mock besides the switch: its clients (the first one served by default) and tokens. */
interface AccessMock extends FaultSwitch {
  readonly clients: readonly MockClient[];
  readonly tokens: { lookup(token: string): TokenLookup };
}

/** What `req` presented, read only when a fault asks (src/mock/faults/fault.ts `PresentedAccess`). */
function presentedBy(mock: AccessMock, req: IncomingMessage): PresentedAccess {
  const header = (name: string): string | undefined => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const url = req.url ?? '/';
  const at = url.indexOf('?');
  const query = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  return {
    authorization: header('authorization'),
    header,
    query: (name) => query.get(name) ?? undefined,
    liveClient: (token) => {
      const found = mock.tokens.lookup(token);
      return found.state === 'live' ? found.client : undefined;
    },
    clients: mock.clients,
  };
}

/**
 * The verdict on a request of `operation` the bearer-token check refuses with `refused` at
 * `refusal`: the first fault switched on that changes that refusal for this request decides, for
 * `client`.
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
  let presented: PresentedAccess | undefined;
  for (const f of ACCESS) {
    const behaviour = f.access[refusal];
    if (!behaviour || f.operation !== operation || !mock.breaks(f.id)) continue;
    presented ??= presentedBy(mock, req);
    const changed = behaviour(client, presented);
    if (changed) return changed;
  }
  return refused;
}

/**
 * The hooks of the bearer-token check (src/mock/bulk/bulk-guard.ts; interface.md Authentication
 * 4-5, A5, A15), one per refusal: each takes the correct 401 or 403 of `operation` for request
 * `req` and returns the verdict as the faults switched on in `mock` change it. A refused request a
 * fault serves is served for the mock's first client, for the token's own client (expired, no
 * scope), or for the client the fault finds behind what the request presented.
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
