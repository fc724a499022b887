import { Agent, type Dispatcher, EnvHttpProxyAgent, Pool, RetryAgent } from 'undici';
import type { ClientCertificate } from './client-certificate.ts';
import type { ExchangeBounds } from './exchange-bounds.ts';
import type { ProxySettings } from './proxy-settings.ts';
import { markResponse, retryCallback, type TransportRetryPolicy } from './transport-retry.ts';
import type { TunnelGuard } from './tunnel-guard.ts';

/** The TLS options of every connection to a target: the trusted CAs and the client certificate, if any. */
export type TargetTls = { readonly ca?: string[] } & Partial<ClientCertificate>;

/** What the transport's dispatcher is built from. */
export interface DispatcherParts {
  readonly bounds: ExchangeBounds;
  readonly tls: TargetTls;
  /** Forward proxies; none: every connection goes straight to the target. */
  readonly proxy?: ProxySettings | undefined;
  readonly retry: TransportRetryPolicy;
  /** What every CONNECT to a proxy goes through: bounded in time, counted, never looping. */
  readonly tunnels: TunnelGuard;
}

/** The dispatcher requests go through, and the one to close or destroy (a composed dispatcher cannot be). */
export interface TransportDispatcher {
  readonly dispatcher: Dispatcher;
  close(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * undici's own agents, as `parts` say: an Agent, or with a proxy an EnvHttpProxyAgent given the
 * proxies and NO_PROXY explicitly (it then reads no variable itself), under a RetryAgent that
 * repeats an attempt broken before any response byte (`retryCallback`; no status is retried:
 * 429 is the client's, A6), with `markResponse` outside it.
 *
 * Through a proxy, an https target is reached through a CONNECT tunnel and its TLS options (the
 * CA of `--ca-file`, the client certificate) apply to the target's connection inside the tunnel
 * (`requestTls`), never to the proxy's (an https:// proxy gets the CAs only, `proxyTls`); an
 * http target's requests go to the proxy in absolute form (`proxyTunnel: false`, as curl does:
 * a proxy commonly refuses CONNECT to a port other than 443). Every pool, the proxy's included,
 * gets the transport's headers and body timeouts (ms), and every connection its connect timeout.
 * Every CONNECT goes through `parts.tunnels` (the client to each proxy is its `clientFactory`):
 * bounded, counted, and final after a few failures, where undici 7 alone would loop
 * (nodejs/undici#3897).
 */
export function buildDispatcher(parts: DispatcherParts): TransportDispatcher {
  const { bounds, tls, proxy } = parts;
  const timeouts = { headersTimeout: bounds.headersTimeoutMs, bodyTimeout: bounds.bodyTimeoutMs };
  const connect = { timeout: bounds.connectTimeoutMs, ...tls };
  const base: Dispatcher =
    proxy?.http === undefined && proxy?.https === undefined
      ? new Agent({ connect, ...timeouts })
      : new EnvHttpProxyAgent({
          httpProxy: proxy.http?.url ?? '',
          httpsProxy: proxy.https?.url ?? '',
          noProxy: proxy.noProxy ?? '',
          connect,
          requestTls: connect,
          proxyTls: { timeout: bounds.connectTimeoutMs, ...(tls.ca ? { ca: tls.ca } : {}) },
          proxyTunnel: false,
          clientFactory: parts.tunnels.clientFactory,
          factory: (origin, options) => new Pool(origin, { ...(options as Pool.Options), ...timeouts }),
          ...timeouts,
        });
  const retrying = new RetryAgent(base, {
    retry: retryCallback(parts.retry),
    maxRetries: parts.retry.maxRetries,
    statusCodes: [],
    retryAfter: false,
  });
  return {
    dispatcher: retrying.compose(markResponse),
    close: () => retrying.close(),
    destroy: () => retrying.destroy(),
  };
}
