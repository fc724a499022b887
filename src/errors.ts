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
