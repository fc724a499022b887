import { describeResponse } from '../checks/conformance-failure.ts';
import { isBearerTokenValue, parseTokenResponse } from '../client/token-response.ts';
import type { Exchange } from '../client/types.ts';
import type { VopClient } from '../client/vop-client.ts';
import {
  CredentialsRejectedError,
  ProxyError,
  RunInterruptedError,
  type TokenFinding,
  TokenEndpointError,
  TokenRuleBrokenError,
  ToolError,
  TransportError,
  UnusableTokenError,
} from '../errors.ts';
import { PATHS } from '../api/paths.ts';
import { clientCertificateRefusal } from './client-certificate-refusal.ts';

/** The variables that hold one credential pair, named in the message when the target rejects it. */
export interface CredentialNames {
  readonly key: string;
  readonly secret: string;
}

/** The pair with the bulk scope (interface.md Authentication 2). */
export const API_CREDENTIAL_NAMES: CredentialNames = { key: 'VOP_API_KEY', secret: 'VOP_API_SECRET' };

/** The pair without it (A5). */
export const LIMITED_CREDENTIAL_NAMES: CredentialNames = {
  key: 'VOP_LIMITED_API_KEY',
  secret: 'VOP_LIMITED_API_SECRET',
};

const ISSUED = 'token-client-credentials-issued';
const DOCUMENTED =
  '200 with a JSON body holding access_token (an RFC 6750 b64token) and expires_in, for valid client credentials (A1)';

/** Connection failures that say the address is wrong or unreachable, not that the target misbehaved. */
const UNREACHABLE: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function causeCode(error: Error): string {
  const cause = error.cause as { code?: unknown } | undefined;
  return typeof cause?.code === 'string' ? cause.code : '';
}

function finding(received: string, exchange?: Exchange): TokenFinding {
  return exchange
    ? { ruleId: ISSUED, received, documented: DOCUMENTED, request: exchange.request }
    : { ruleId: ISSUED, received, documented: DOCUMENTED };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with `token`: the first character outside the b64token set, by code point and position. */
function badCharacter(token: string): string {
  const chars = Array.from(token.replace(/=+$/, '')); // code points: a character is named whole
  const at = chars.findIndex((c) => !/^[A-Za-z0-9\-._~+/]$/.test(c));
  const char = chars[at];
  if (char === undefined) return 'nothing before the trailing =';
  const codePoint = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  const kind = char === '\uFFFD' ? ', a byte that is not UTF-8,' : '';
  return `${codePoint}${kind} at character ${at + 1}`;
}

/**
 * Obtains the first token of `client` at session open and judges whose fault it is when there is
 * none (assumptions.md A1; interface.md Authentication 5):
 * @throws ToolError when the token address cannot be reached at all (refused, unknown host, TLS),
 *   naming the proxy's variable or flag when the proxy is what cannot be reached, or demands a client certificate that was not given or refuses the one given (naming --client-cert).
 * @throws CredentialsRejectedError on 401 or 403, naming the variables of `names`.
 * @throws TokenEndpointError on 404, naming VOP_TOKEN_PATH and `tokenPathOrigin` (where its value
 *   came from: `"/oauth2/token" from VOP_TOKEN_PATH in .env`; undefined: its default); on another
 *   status that is no 2xx, a body that is not a JSON object, a reset, a timeout or an answer that
 *   is not HTTP, naming the URL variable; on a 429 after every retry (the request is retried as
 *   A6 says), naming --rate.
 * @throws TokenRuleBrokenError when the endpoint answered as one but against A1: a 2xx other than
 *   200 with a token, a 200 JSON object without access_token (a failure of
 *   token-client-credentials-issued, not of the configuration).
 * @throws UnusableTokenError when the access_token is not an RFC 6750 b64token.
 */
export async function obtainFirstToken(
  client: VopClient,
  names: CredentialNames,
  tokenPathOrigin?: string,
): Promise<void> {
  const { authUrl, baseUrl, tokenPath } = client.endpoint;
  const urlName = authUrl.replace(/\/+$/, '') === baseUrl ? 'VOP_BASE_URL' : 'VOP_AUTH_URL';
  const tokenUrl = `${authUrl.replace(/\/+$/, '')}${tokenPath ?? PATHS.token}`;
  const where = `POST ${tokenUrl}`;
  let exchange: Exchange;
  try {
    exchange = await client.tokens.requestRetrying();
  } catch (error) {
    // An interrupted run stops here: the signal, not the target or the proxy, ended the request.
    if (!(error instanceof TransportError) || error instanceof RunInterruptedError) throw error;
    // Through a proxy that cannot be reached, the target's address is not what to check.
    if (error instanceof ProxyError) {
      const check = error.targetUnreachable ? `${error.proxy} and ${urlName}` : error.proxy;
      throw new ToolError(`${error.detail} (${where}): check ${check}`, { cause: error });
    }
    const code = causeCode(error);
    const refusal = await clientCertificateRefusal(client.transport, tokenUrl, where, code);
    if (refusal) throw refusal;
    if (/CERT|TLS|SSL/.test(code)) {
      const message = `cannot verify the target's certificate (${error.message}): check ${urlName} and --ca-file`;
      throw new ToolError(message, { cause: error });
    }
    if (UNREACHABLE.has(code) || code === 'UND_ERR_CONNECT_TIMEOUT')
      throw new ToolError(`cannot reach the target: ${error.message}: check ${urlName}`, { cause: error });
    throw new TokenEndpointError(
      `the token endpoint gave no usable answer (${error.message}): check ${urlName}`,
      [finding(`no usable answer: ${error.message}`)],
      { cause: error },
    );
  }
  const { status, headers, bodyText } = exchange.response;
  const received = describeResponse(exchange);
  if (status === 401 || status === 403) {
    const whitelist = status === 403 ? ", and that this machine's IP address is whitelisted" : '';
    throw new CredentialsRejectedError(
      `the target rejected the configured credentials (${status} from ${where}): check ${names.key} and ${names.secret} (and ${urlName})${whitelist}`,
      [finding(received, exchange)],
    );
  }
  if (status === 429) {
    throw new TokenEndpointError(
      `the token endpoint answered 429 after every retry (${where}; rate limited, A6): lower --rate or --concurrency, or run later`,
      [finding(received, exchange)],
    );
  }
  if (status === 404) {
    // Every token request got 404: nothing answers at the token path, a configuration error.
    const path = tokenPathOrigin ?? 'its default';
    throw new TokenEndpointError(
      `every token request got 404 (${where}): check VOP_TOKEN_PATH (${path}) and ${urlName}`,
      [finding(received, exchange)],
    );
  }
  const { body, accessToken } = parseTokenResponse(bodyText);
  // A 2xx JSON object is the token endpoint's own answer: where it breaks A1, a rule failed.
  if (status >= 200 && status <= 299 && status !== 200 && body && accessToken !== undefined) {
    throw new TokenRuleBrokenError(
      `the token endpoint answered ${status} with a token, where A1 documents 200 (${where}): token-client-credentials-issued failed, and the run stopped at the first token request`,
      [finding(received, exchange)],
    );
  }
  if (status !== 200) {
    throw new TokenEndpointError(`the token endpoint is broken: ${status} from ${where}: check ${urlName}`, [
      finding(received, exchange),
    ]);
  }
  if (body && accessToken === undefined) {
    throw new TokenRuleBrokenError(
      `the token endpoint answered 200 with a JSON body without an access_token (${where}): token-client-credentials-issued failed, and the run stopped at the first token request`,
      [finding(received, exchange)],
    );
  }
  if (!body || accessToken === undefined) {
    const type = String(headers['content-type'] ?? 'no content type');
    const what = isJson(bodyText)
      ? 'a JSON value that is not an object'
      : /^\s*[{[]/.test(bodyText)
        ? 'JSON cut short'
        : `a body that is not JSON (${type})`;
    throw new TokenEndpointError(
      `the token endpoint is broken: 200 with ${what} from ${where}: check ${urlName}`,
      [finding(received, exchange)],
    );
  }
  if (!isBearerTokenValue(accessToken)) {
    const why = `access_token is not a valid bearer token value (RFC 6750 b64token): ${badCharacter(accessToken)}`;
    throw new UnusableTokenError(`the target issued an unusable token: ${why} (from ${where})`, [
      finding(`${received} — ${why}`, exchange),
    ]);
  }
}
