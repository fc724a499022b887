import type { OperationId } from '../../api/operations.ts';
import type { MockClient } from '../token/token-store.ts';
import { type AccessVerdict, actingAt, type FaultSwitch, type Refusal } from './fault.ts';
import { REQUESTS_FAULTS } from './requests.ts';
import { SINGLE_CHECKS_FAULTS } from './single-checks.ts';

/**
 * The faults that change what the bearer-token check refuses, of every operation that has one:
 * the single checks' (single-checks.ts) and the bulk operations' (requests.ts), each row naming
 * its operation. Their behaviour is each row's `access` member.
 */
const ACCESS = [...actingAt(SINGLE_CHECKS_FAULTS, 'access'), ...actingAt(REQUESTS_FAULTS, 'access')];

/** What the access hooks read of the mock besides the switch: its clients, the first one served by default. */
interface AccessMock extends FaultSwitch {
  readonly clients: readonly MockClient[];
}

/**
 * The verdict on a request of `operation` the bearer-token check refuses with `refused` at
 * `refusal`: the first fault switched on that changes that refusal decides, for `client`.
 */
function verdict(
  on: FaultSwitch,
  operation: OperationId,
  refusal: Refusal,
  refused: AccessVerdict,
  client: MockClient | undefined,
): AccessVerdict {
  if (client === undefined) return refused;
  for (const f of ACCESS) {
    const behaviour = f.access[refusal];
    if (behaviour && f.operation === operation && on.breaks(f.id)) return behaviour(client);
  }
  return refused;
}

/**
 * The hooks of the bearer-token check (src/mock/bulk/bulk-guard.ts; interface.md Authentication
 * 4-5, A5, A15), one per refusal: each takes the correct 401 or 403 of `operation` and returns the
 * verdict as the faults switched on in `mock` change it. A refused request a fault serves is
 * served for the mock's first client, or for the token's own client (expired, no scope).
 */
export const accessFaults = {
  /** No Authorization header. */
  missing(mock: AccessMock, operation: OperationId, refused: AccessVerdict): AccessVerdict {
    return verdict(mock, operation, 'missing', refused, mock.clients[0]);
  },

  /** An Authorization header that is empty or only whitespace (A15). */
  empty(mock: AccessMock, operation: OperationId, refused: AccessVerdict): AccessVerdict {
    return verdict(mock, operation, 'empty', refused, mock.clients[0]);
  },

  /** An Authorization header that is not `Bearer <token>`. */
  malformed(mock: AccessMock, operation: OperationId, refused: AccessVerdict): AccessVerdict {
    return verdict(mock, operation, 'malformed', refused, mock.clients[0]);
  },

  /** A bearer token the mock never issued. */
  unknown(mock: AccessMock, operation: OperationId, refused: AccessVerdict): AccessVerdict {
    return verdict(mock, operation, 'unknown', refused, mock.clients[0]);
  },

  /** A bearer token of `client` past its lifetime. */
  expired(
    on: FaultSwitch,
    operation: OperationId,
    refused: AccessVerdict,
    client: MockClient,
  ): AccessVerdict {
    return verdict(on, operation, 'expired', refused, client);
  },

  /** A live bearer token of `client`, which has no bulk scope (A5). */
  noScope(
    on: FaultSwitch,
    operation: OperationId,
    refused: AccessVerdict,
    client: MockClient,
  ): AccessVerdict {
    return verdict(on, operation, 'noScope', refused, client);
  },
};
