import { ProxyTunnelError } from '../errors.ts';
import type { ExchangeBounds } from './exchange-bounds.ts';
import { type ProxyEndpoint, type ProxySettings, shownProxy } from './proxy-settings.ts';

/** What went wrong with the proxy of one exchange: which proxy, and one line saying what. */
export interface ProxyFailure {
  readonly endpoint: ProxyEndpoint;
  /** `cannot reach the proxy HTTPS_PROXY=http://127.0.0.1:9 (connection refused)`. */
  readonly detail: string;
  /** True when the proxy answered but could not reach the target: the target's address is to check too. */
  readonly targetUnreachable: boolean;
}

/** Codes of a connection that could not be made, in words. */
const NO_CONNECTION: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'unknown host',
  EAI_AGAIN: 'DNS lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EADDRNOTAVAIL: 'address not available',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'no connection within the connect timeout',
};

/** undici's error when the proxy answers CONNECT with another status than 200. */
const TUNNEL_REFUSED = /Proxy response \((\d{3})\) !== 200 when HTTP Tunneling/;
/** undici's error when the proxy answers a plain-http request with 407. */
const AUTH_REQUIRED = /Proxy Authentication Required \(407\)/;

interface Fields {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly hostname?: unknown;
  readonly address?: unknown;
  readonly port?: unknown;
}

/** `host` without IPv6 brackets, lower case. */
function bare(host: string): string {
  return host.replace(/^\[|\]$/g, '').toLowerCase();
}

function portOf(url: URL): number {
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

/** The host and port a connection error names (`hostname` of a DNS error; `address`/`port`; undici's connect-timeout text). */
function attempted(error: Fields): { host?: string; port?: number } {
  if (typeof error.hostname === 'string') return { host: bare(error.hostname) };
  const port = typeof error.port === 'number' ? error.port : undefined;
  if (typeof error.address === 'string') return { host: bare(error.address), ...(port ? { port } : {}) };
  const timeout =
    typeof error.message === 'string' ? /attempted address: (.+):(\d+),/.exec(error.message) : null;
  return timeout ? { host: bare(timeout[1] ?? ''), port: Number(timeout[2]) } : {};
}

/**
 * Whether the connection that failed was to the proxy `proxy` rather than to the target `target`
 * (a request NO_PROXY exempts connects to the target itself): the host (or address) and port the
 * error names are compared with both; when they fit both or neither (the proxy named by host
 * name, the error by address, on the target's port) the target is blamed, as without a proxy.
 */
function wasProxy(error: Fields, proxy: URL, target: URL): boolean {
  const { host, port } = attempted(error);
  if (host === undefined) return false;
  const proxyHost = bare(proxy.hostname);
  const targetHost = bare(target.hostname);
  if (port === undefined) return host === proxyHost && host !== targetHost;
  const proxyPort = portOf(proxy);
  const targetPort = portOf(target);
  const fitsProxy = port === proxyPort && (host === proxyHost || !/^[\d.]+$|:/.test(proxyHost));
  const fitsTarget = port === targetPort && (host === targetHost || !/^[\d.]+$|:/.test(targetHost));
  return fitsProxy && !(fitsTarget && host !== proxyHost);
}

/** A CONNECT closed unanswered or not answered, in words naming the proxy and the target. */
function tunnelFailure(
  error: ProxyTunnelError,
  endpoint: ProxyEndpoint,
  shown: string,
  bounds: ExchangeBounds,
): ProxyFailure {
  const what =
    error.failure === 'timeout'
      ? `did not answer the CONNECT to ${error.target} within ${bounds.connectTimeoutMs} ms`
      : `closed the CONNECT to ${error.target} without answering`;
  const tries = error.attempts === 1 ? '1 tunnel attempt' : `${error.attempts} tunnel attempts`;
  return { endpoint, detail: `the proxy ${shown} ${what} (${tries})`, targetUnreachable: true };
}

/**
 * The proxy failure `error` (from undici, for a request to `url`) shows, or undefined when it
 * is not the proxy's: no connection to the proxy (refused, unknown host, timed out), the proxy
 * refusing the CONNECT tunnel to the target (its status: 407 wants credentials, 403 refuses,
 * 502/504 could not reach the target), closing or not answering the CONNECT (a
 * ProxyTunnelError, with the attempts made: the target may be down behind it), or asking for
 * credentials on a plain-http request.
 * `bounds` gives the connect timeout (ms) named in the detail.
 */
export function proxyFailure(
  error: unknown,
  url: string,
  settings: ProxySettings | undefined,
  bounds: ExchangeBounds,
): ProxyFailure | undefined {
  const target = new URL(url);
  const endpoint = target.protocol === 'https:' ? settings?.https : settings?.http;
  if (endpoint === undefined || typeof error !== 'object' || error === null) return undefined;
  const fields = error as Fields;
  const shown = shownProxy(endpoint);
  if (error instanceof ProxyTunnelError) return tunnelFailure(error, endpoint, shown, bounds);
  const message = typeof fields.message === 'string' ? fields.message : '';
  const tunnel = TUNNEL_REFUSED.exec(message);
  const status = tunnel ? Number(tunnel[1]) : AUTH_REQUIRED.test(message) ? 407 : undefined;
  if (status === 407)
    return {
      endpoint,
      detail: `the proxy ${shown} asks for credentials (407): give them in its URL (http://user:password@host:port)`,
      targetUnreachable: false,
    };
  if (status !== undefined)
    return {
      endpoint,
      detail: `the proxy ${shown} could not open a tunnel to ${target.host} (${status})`,
      targetUnreachable: status !== 403,
    };
  const code = typeof fields.code === 'string' ? fields.code : '';
  const words = NO_CONNECTION[code];
  if (words === undefined || !wasProxy(fields, new URL(endpoint.url), target)) return undefined;
  const why =
    code === 'UND_ERR_CONNECT_TIMEOUT' ? `no connection within ${bounds.connectTimeoutMs} ms` : words;
  return { endpoint, detail: `cannot reach the proxy ${shown} (${why})`, targetUnreachable: false };
}
