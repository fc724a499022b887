/**
 * Every error class of the tool. An *error* is the tool itself breaking (exit code 2);
 * a *failure* is the target breaking a rule (exit code 1) and is never one of these.
 * Each class has a literal `name` and a stable `code` callers can branch on.
 */

/** Base class of every error the tool throws on purpose. */
export class ToolError extends Error {
  override name = 'ToolError';
  readonly code: string = 'VOPC_ERR_TOOL';
}

/**
 * Bad configuration: every problem found, listed at once.
 * `problems` holds one human-readable line per problem; no secret value is ever part of one.
 */
export class ConfigError extends ToolError {
  override name = 'ConfigError';
  override readonly code: string = 'VOPC_ERR_CONFIG';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** A schema under `schemas/` failed to load or compile, or an unknown schema id was asked for. */
export class SchemaError extends ToolError {
  override name = 'SchemaError';
  override readonly code: string = 'VOPC_ERR_SCHEMA';
}

/** A suite names a rule id that the rule catalogue does not hold. */
export class UnknownRuleError extends ToolError {
  override name = 'UnknownRuleError';
  override readonly code: string = 'VOPC_ERR_UNKNOWN_RULE';
}

/**
 * The target could not be reached or its answer could not be read within the limits
 * (connect/headers/body timeouts, body size cap). Thrown by `src/client/`.
 */
export class TransportError extends ToolError {
  override name = 'TransportError';
  override readonly code: string = 'VOPC_ERR_TRANSPORT';
}

/**
 * Transport trouble: the connection was reset, an exchange timed out, or no connection could be
 * made, after the client's retries (src/client/transport-retry.ts). Says nothing about the
 * target's conformance: a rule test that meets one is `not judged: transport`, never failed.
 */
export class TransportTroubleError extends TransportError {
  override name = 'TransportTroubleError';
  override readonly code: string = 'VOPC_ERR_TRANSPORT_TROUBLE';
}

/**
 * The forward proxy (`--proxy`, HTTPS_PROXY, HTTP_PROXY) could not be reached, or would not
 * connect to the target. The message names the proxy's variable or flag and its address
 * (never its credentials): `cannot reach the proxy HTTPS_PROXY=http://127.0.0.1:9 (connection refused)`.
 */
export class ProxyError extends TransportTroubleError {
  override name = 'ProxyError';
  override readonly code: string = 'VOPC_ERR_PROXY';
  /** Where the proxy was named: `HTTPS_PROXY`, `HTTP_PROXY`, `--proxy`, `VOP_PROXY`, `profile p.json: proxy`. */
  readonly proxy: string;
  /** What went wrong, one line without the exchange: `cannot reach the proxy HTTPS_PROXY=http://127.0.0.1:9 (connection refused)`. */
  readonly detail: string;
  /** True when the proxy answered but could not reach the target (a tunnel refused with 502, 504): its address is to check too. */
  readonly targetUnreachable: boolean;

  constructor(
    message: string,
    proxy: { readonly source: string; readonly detail: string; readonly targetUnreachable: boolean },
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.proxy = proxy.source;
    this.detail = proxy.detail;
    this.targetUnreachable = proxy.targetUnreachable;
  }
}

/** How a CONNECT tunnel through a forward proxy failed: the proxy closed it unanswered, or never answered it. */
export type ProxyTunnelFailure = 'closed' | 'timeout';

/**
 * A CONNECT tunnel through a forward proxy could not be set up: the proxy closed the connection
 * without answering the CONNECT (`closed`), or did not answer it within the tunnel timeout
 * (`timeout`). Thrown by src/client/tunnel-guard.ts in place of undici 7's socket error, which
 * its client would retry without end (nodejs/undici#3897); `final` once the consecutive failures
 * to that target reach the limit: the transport retries it no more, and later tunnels to that
 * target fail at once without asking the proxy. The transport reports it as a ProxyError.
 */
export class ProxyTunnelError extends ToolError {
  override name = 'ProxyTunnelError';
  override readonly code: string = 'VOPC_ERR_PROXY_TUNNEL';
  /** The tunnel's target, `host:port`, as the CONNECT named it. */
  readonly target: string;
  readonly failure: ProxyTunnelFailure;
  /** Consecutive failed tunnel attempts to `target` through this proxy, this one included. */
  readonly attempts: number;
  /** True when no more tunnel to `target` is attempted. */
  readonly final: boolean;

  constructor(
    message: string,
    tunnel: {
      readonly target: string;
      readonly failure: ProxyTunnelFailure;
      readonly attempts: number;
      readonly final: boolean;
    },
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.target = tunnel.target;
    this.failure = tunnel.failure;
    this.attempts = tunnel.attempts;
    this.final = tunnel.final;
  }
}

/** A response exceeded a configured size cap (bytes, or characters per NDJSON line). */
export class SizeLimitError extends TransportError {
  override name = 'SizeLimitError';
  override readonly code: string = 'VOPC_ERR_SIZE_LIMIT';
}

/** The embedded reference mock could not start (port in use, bad options). */
export class MockStartError extends ToolError {
  override name = 'MockStartError';
  override readonly code: string = 'VOPC_ERR_MOCK_START';
}

/**
 * No bearer token could be obtained from the token endpoint (non-200, or no access_token).
 * The message gives the status and never the credentials.
 */
export class TokenError extends ToolError {
  override name = 'TokenError';
  override readonly code: string = 'VOPC_ERR_TOKEN';
}

/** The Pact Broker answered with an error or could not be reached. The message never holds a credential. */
export class BrokerError extends ToolError {
  override name = 'BrokerError';
  override readonly code: string = 'VOPC_ERR_BROKER';
}

/** What the target answered where a token rule was judged at session open, for the report. */
export interface TokenFinding {
  /** Rule id, e.g. `token-client-credentials-issued`. */
  readonly ruleId: string;
  /** The answer, redacted, e.g. `401 {"code":"UNAUTHORIZED",…}`. */
  readonly received: string;
  readonly documented: string;
  /** The token request as sent (its Basic credential is redacted when printed), for the replay line. */
  readonly request?: {
    readonly method: string;
    readonly url: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly body?: string;
  };
}

/**
 * The run could not get a token at session open, for a reason the report records as a token rule
 * finding. Subclasses say whose side to check; the message is one line naming the variables.
 */
export class TokenRefusedError extends TokenError {
  override name = 'TokenRefusedError';
  override readonly code: string = 'VOPC_ERR_TOKEN_REFUSED';
  readonly findings: readonly TokenFinding[];

  constructor(message: string, findings: readonly TokenFinding[], options?: ErrorOptions) {
    super(message, options);
    this.findings = findings;
  }
}

/** The target answered 401 or 403 to the configured credentials (names VOP_API_KEY and VOP_API_SECRET, or the limited pair). */
export class CredentialsRejectedError extends TokenRefusedError {
  override name = 'CredentialsRejectedError';
  override readonly code: string = 'VOPC_ERR_CREDENTIALS_REJECTED';
}

/**
 * The token endpoint gave no answer to test with: 5xx or another status, a body that is not JSON
 * or cut short, a reset, a timeout, an answer that is not HTTP (names VOP_AUTH_URL / VOP_BASE_URL),
 * a 404 to every token request (names the token path's key and its source). Exit 2.
 */
export class TokenEndpointError extends TokenRefusedError {
  override name = 'TokenEndpointError';
  override readonly code: string = 'VOPC_ERR_TOKEN_ENDPOINT';
}

/**
 * The token endpoint answered as one, but against A1, so the run cannot go on with it: a 2xx
 * other than 200 with an access_token, a 200 JSON object without one. A run reports this as a
 * failure of token-client-credentials-issued (exit 1, the run stopped); other commands as an error.
 */
export class TokenRuleBrokenError extends TokenRefusedError {
  override name = 'TokenRuleBrokenError';
  override readonly code: string = 'VOPC_ERR_TOKEN_RULE_BROKEN';
}

/**
 * The token endpoint issued an access_token that is not a valid bearer token value (RFC 6750
 * b64token: a control character, a space, non-ASCII): nothing can be sent with it. A run reports
 * this as a failure of token-client-credentials-issued (exit 1); other commands as an error.
 */
export class UnusableTokenError extends TokenRuleBrokenError {
  override name = 'UnusableTokenError';
  override readonly code: string = 'VOPC_ERR_TOKEN_UNUSABLE';
}

/**
 * The transport's circuit breaker is open: the target failed several exchanges in a row at the
 * transport level (timeout, reset, oversize, malformed HTTP), so no request is sent any more and
 * the run stops. The message names the failures that opened it.
 */
export class CircuitOpenError extends TransportError {
  override name = 'CircuitOpenError';
  override readonly code: string = 'VOPC_ERR_CIRCUIT_OPEN';
}

/** The run's deadline (`--deadline`) passed: no request is sent any more; exchanges in flight are aborted. */
export class RunDeadlineError extends TransportError {
  override name = 'RunDeadlineError';
  override readonly code: string = 'VOPC_ERR_DEADLINE';
}

/**
 * The run stopped after its first failed rule (`--bail`): no request is sent any more; exchanges
 * in flight are aborted. The rules not reached are not tested.
 */
export class RunBailedError extends TransportError {
  override name = 'RunBailedError';
  override readonly code: string = 'VOPC_ERR_BAILED';
}

/**
 * The run stopped because its configuration was found wrong on the way (every submission of a URL
 * target got 404: VOP_SUBMISSION_PATH): no request is sent any more; exchanges in flight are
 * aborted. The run tested its configuration, not the target.
 */
export class RunMisconfiguredError extends TransportError {
  override name = 'RunMisconfiguredError';
  override readonly code: string = 'VOPC_ERR_MISCONFIGURED';
}

/**
 * The run was interrupted (SIGINT, SIGTERM, or the programmatic entry point's abort signal): no
 * request is sent any more; exchanges in flight are aborted. Not the target's fault.
 */
export class RunInterruptedError extends TransportError {
  override name = 'RunInterruptedError';
  override readonly code: string = 'VOPC_ERR_INTERRUPTED';
}
