import { proxyRouteText } from '../client/proxy-route.ts';
import type { RunConfig } from './run-config.ts';

/**
 * Which proxy carried a run, credentials never shown, as its console start and end lines and its
 * sign-off say it: `through the proxy HTTPS_PROXY=http://proxy.example:3128`, `directly (NO_PROXY
 * lists …)`, and the token endpoint's own route when it differs (another host under NO_PROXY);
 * undefined when no proxy is set (always for the embedded mock, reached directly).
 */
export function runProxyText(config: RunConfig): string | undefined {
  if (config.target.kind !== 'url') return undefined;
  const api = proxyRouteText(config.proxy, config.target.baseUrl);
  if (api === undefined) return undefined;
  const token = proxyRouteText(config.proxy, config.target.authUrl);
  return token === undefined || token === api ? api : `${api}; token requests ${token}`;
}
