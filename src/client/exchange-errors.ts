import {
  CircuitOpenError,
  RunDeadlineError,
  RunInterruptedError,
  RunBailedError,
  RunMisconfiguredError,
  SizeLimitError,
  TransportError,
  TransportTroubleError,
} from '../errors.ts';
import { redactor } from '../output/redactor.ts';
import type { TransportFailureKind } from './circuit-breaker.ts';
import type { TransportFailure } from './transport-failure.ts';
import type { OutgoingRequest } from './types.ts';

/**
 * Why a transport stopped sending: its circuit breaker opened, the run's deadline passed, the run
 * was interrupted (SIGINT, SIGTERM), it stopped after its first failed rule (`--bail`), or its
 * configuration was found wrong (`configuration`: every submission got 404).
 */
export interface HaltReason {
  readonly kind: 'circuit-open' | 'deadline' | 'interrupted' | 'bail' | 'configuration';
  /** One line, e.g. `circuit breaker open: 3 consecutive transport failures of the target (timeout ×3); last: …`. */
  readonly message: string;
}

/**
 * The failure kinds that are transport trouble, not the target's answer: a reset, a timeout, no
 * connection. An answer that is not HTTP (`malformed`) or too large (`oversize`) was received
 * and is judged as the target's.
 */
export const TRANSPORT_TROUBLE: ReadonlySet<TransportFailureKind> = new Set([
  'timeout',
  'reset',
  'unreachable',
]);

/** `METHOD origin/path` of `req`, without the query: how every transport message names an exchange. */
export function exchangeTarget(req: OutgoingRequest): string {
  const url = new URL(req.url);
  return `${req.method} ${url.origin}${url.pathname}`;
}

/**
 * The error a caller sees for `failure` of `req`: `<kind>: <METHOD url>: <detail>`, redacted;
 * a SizeLimitError for `oversize`; a TransportTroubleError for a reset, a timeout or no
 * connection (transport trouble: the rule is not judged); else (an answer that is not HTTP, an
 * error not of the target's doing) a TransportError; `cause` kept for VOPC_DEBUG=1.
 */
export function failureError(
  req: OutgoingRequest,
  failure: TransportFailure,
  cause?: unknown,
): TransportError {
  const kind = failure.kind ? `${failure.kind}: ` : '';
  const message = redactor.redact(`${kind}${exchangeTarget(req)}: ${failure.detail}`);
  const options = cause === undefined ? {} : { cause };
  if (failure.kind === 'oversize') return new SizeLimitError(message, options);
  if (failure.kind !== undefined && TRANSPORT_TROUBLE.has(failure.kind))
    return new TransportTroubleError(message, options);
  return new TransportError(message, options);
}

/**
 * The error of an exchange the transport did not send (`not sent`) or cut short (`aborted`)
 * because it halted for `reason`: RunDeadlineError or CircuitOpenError; a plain TransportError
 * when it was closed instead.
 */
export function haltError(
  req: OutgoingRequest,
  reason: HaltReason | undefined,
  what: 'not sent' | 'aborted',
): TransportError {
  if (!reason) return new TransportError(`${exchangeTarget(req)}: ${what}: the transport was closed`);
  const message = `${exchangeTarget(req)}: ${what}: ${reason.message}`;
  if (reason.kind === 'deadline') return new RunDeadlineError(message);
  if (reason.kind === 'interrupted') return new RunInterruptedError(message);
  if (reason.kind === 'bail') return new RunBailedError(message);
  if (reason.kind === 'configuration') return new RunMisconfiguredError(message);
  return new CircuitOpenError(message);
}
