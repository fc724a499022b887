/**
 * One forward proxy: its URL (`http://[user:password@]host:port`) and where it was named, as a
 * message names it (`HTTPS_PROXY`, `--proxy`, `VOP_PROXY`, `profile p.json: proxy`).
 */
export interface ProxyEndpoint {
  readonly url: string;
  readonly source: string;
}

/**
 * The forward proxies of a run, as HTTP_PROXY, HTTPS_PROXY and NO_PROXY (or
 * `--proxy`) give them: `http` carries requests to http:// targets, `https` those to https://
 * targets (undici's EnvHttpProxyAgent: with only HTTP_PROXY set it carries both); `noProxy`
 * lists the hosts reached directly (comma or space separated, `*` for all, `.example` for a
 * domain, `host:port`). Resolved by src/cli from the environment: the client reads none.
 */
export interface ProxySettings {
  readonly http?: ProxyEndpoint;
  readonly https?: ProxyEndpoint;
  readonly noProxy?: string;
}

/** `endpoint` as messages show it: `HTTPS_PROXY=http://proxy.example:3128`, never its credentials. */
export function shownProxy(endpoint: ProxyEndpoint): string {
  const url = new URL(endpoint.url);
  return `${endpoint.source}=${url.protocol}//${url.host}`;
}

/** The proxies of `settings`, each once (HTTP_PROXY may carry both schemes). */
export function proxyEndpoints(settings: ProxySettings | undefined): ProxyEndpoint[] {
  const all = [settings?.https, settings?.http].filter((p): p is ProxyEndpoint => p !== undefined);
  return all.filter((p, i) => all.findIndex((q) => q.url === p.url) === i);
}
