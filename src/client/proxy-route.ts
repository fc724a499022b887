import { type ProxyEndpoint, type ProxySettings, shownProxy } from './proxy-settings.ts';

/** The default port of each scheme, as undici's EnvHttpProxyAgent takes it. */
const DEFAULT_PORTS: Readonly<Record<string, number>> = { 'http:': 80, 'https:': 443 };

/**
 * Whether NO_PROXY (`noProxy`: comma or space separated; `*` for every host; `.example` or
 * `*.example` for a domain and its hosts; `host:port` for one port) sends requests to `url`
 * directly. The matching of undici's EnvHttpProxyAgent (lib/dispatcher/env-http-proxy-agent.js),
 * which the transport uses, so that what a report says matches what the run did.
 */
export function bypassesProxy(noProxy: string | undefined, url: URL): boolean {
  const entries = (noProxy ?? '').split(/[,\s]/).filter((entry) => entry !== '');
  if (entries.length === 0) return false;
  if (noProxy === '*') return true;
  const hostname = url.host.replace(/:\d*$/, '').toLowerCase();
  const port = Number.parseInt(url.port, 10) || DEFAULT_PORTS[url.protocol] || 0;
  return entries.some((entry) => {
    const parsed = /^(.+):(\d+)$/.exec(entry);
    const host = (parsed?.[1] ?? entry).replace(/^\*?\./, '').toLowerCase();
    const entryPort = parsed?.[2] === undefined ? 0 : Number.parseInt(parsed[2], 10);
    if (entryPort !== 0 && entryPort !== port) return false;
    return hostname === host || hostname.endsWith(`.${host}`);
  });
}

/**
 * The proxy that carries a request to `url` under `settings`: the https one for an https URL,
 * the http one for an http URL; undefined when none is set or NO_PROXY sends it directly.
 */
export function proxyFor(settings: ProxySettings | undefined, url: string): ProxyEndpoint | undefined {
  if (settings === undefined) return undefined;
  const target = new URL(url);
  const endpoint = target.protocol === 'https:' ? settings.https : settings.http;
  if (endpoint === undefined || bypassesProxy(settings.noProxy, target)) return undefined;
  return endpoint;
}

/**
 * How requests to `url` travel under `settings`, for the console and the sign-off, never with the
 * proxy's credentials: `through the proxy HTTPS_PROXY=http://proxy.example:3128`, or `directly
 * (NO_PROXY lists sandbox.example)` when NO_PROXY sends them past a proxy that is set; undefined
 * when no proxy is set.
 */
export function proxyRouteText(settings: ProxySettings | undefined, url: string): string | undefined {
  if (settings === undefined || (settings.http === undefined && settings.https === undefined))
    return undefined;
  const proxy = proxyFor(settings, url);
  if (proxy !== undefined) return `through the proxy ${shownProxy(proxy)}`;
  const host = new URL(url).hostname;
  return bypassesProxy(settings.noProxy, new URL(url))
    ? `directly (NO_PROXY lists ${host})`
    : `directly (no proxy is set for ${new URL(url).protocol.replace(':', '')} targets)`;
}
