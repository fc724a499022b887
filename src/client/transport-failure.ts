import type { TransportFailureKind } from './circuit-breaker.ts';
import type { ExchangeBounds } from './exchange-bounds.ts';

/** What went wrong with one exchange: its kind (undefined when not the target's doing) and how. */
export interface TransportFailure {
  readonly kind: TransportFailureKind | undefined;
  readonly detail: string;
}

const RESET_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);
/** Node's codes for a certificate the client does not trust (OpenSSL verify errors). */
const UNTRUSTED_CERT_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Classifies an error undici (or Node's net/tls) raised for one exchange, with a readable
 * detail naming the limit that was hit (`bounds`, ms and bytes). Errors that are not the
 * target's doing (an invalid request header, a bug) have no kind and never trip the breaker.
 */
export function classifyTransportError(error: unknown, bounds: ExchangeBounds): TransportFailure {
  const code = codeOf(error);
  const text = `${code ? `${code} ` : ''}${messageOf(error)}`.trim();
  switch (code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
      return { kind: 'timeout', detail: `no connection within ${bounds.connectTimeoutMs} ms` };
    case 'UND_ERR_HEADERS_TIMEOUT':
      return { kind: 'timeout', detail: `no response headers within ${bounds.headersTimeoutMs} ms` };
    case 'UND_ERR_BODY_TIMEOUT':
      return { kind: 'timeout', detail: `response body stalled for ${bounds.bodyTimeoutMs} ms` };
    case 'UND_ERR_HEADERS_OVERFLOW':
    case 'HPE_HEADER_OVERFLOW':
      return { kind: 'oversize', detail: `response headers too large (${text})` };
    case 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH':
      return { kind: 'malformed', detail: `body length differs from Content-Length (${text})` };
  }
  if (code.startsWith('HPE_') || (error as { name?: unknown }).name === 'HTTPParserError')
    return { kind: 'malformed', detail: `the answer is not valid HTTP (${text})` };
  if (RESET_CODES.has(code))
    return { kind: 'reset', detail: `the target closed or reset the connection (${text})` };
  if (UNTRUSTED_CERT_CODES.has(code))
    return {
      kind: 'unreachable',
      detail: `TLS certificate not trusted (${text}); name a private CA with --ca-file`,
    };
  if (UNREACHABLE_CODES.has(code) || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_'))
    return { kind: 'unreachable', detail: text };
  return { kind: undefined, detail: text };
}
