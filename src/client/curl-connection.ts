import { shellQuote } from '../output/shell-quote.ts';
import type { ClientCertificateFiles } from './client-certificate.ts';
import { proxyFor } from './proxy-route.ts';
import type { ProxySettings } from './proxy-settings.ts';

/**
 * How a run reached its target, as a `curl` that replays one of its requests must reach it too:
 * the private CA it trusted (`--ca-file`), the client certificate it presented (mutual TLS) and
 * the forward proxies (`--proxy`, HTTPS_PROXY, HTTP_PROXY, NO_PROXY). Paths only: no file is read.
 */
export interface CurlConnection {
  readonly caFile?: string | undefined;
  readonly clientCertificate?: ClientCertificateFiles | undefined;
  readonly proxy?: ProxySettings | undefined;
}

/** The variable a replayed command reads a key's or a PKCS#12 file's passphrase from (src/cli's VOP_CLIENT_KEY_PASSPHRASE). */
export const PASSPHRASE_PLACEHOLDER = '"$VOP_CLIENT_KEY_PASSPHRASE"';

/** The variable a replayed command reads the proxy's `user:password` from: never written out. */
export const PROXY_USER_PLACEHOLDER = '"$PROXY_USER"';

let current: CurlConnection = {};

/**
 * Makes `connection` the one every `curl` line of this process names (src/runner sets it when a
 * session opens); returns the function that puts the previous one back (when it closes).
 */
export function useCurlConnection(connection: CurlConnection): () => void {
  const previous = current;
  current = connection;
  return () => {
    current = previous;
  };
}

/** The connection `curl` lines name now: the open session's, or none. */
export function currentCurlConnection(): CurlConnection {
  return current;
}

/** The proxy's URL with no credentials (`http://proxy.example:3128`), and whether it had any. */
function bareProxy(url: string): { url: string; credentials: boolean } {
  const parsed = new URL(url);
  return {
    url: `${parsed.protocol}//${parsed.host}`,
    credentials: parsed.username !== '' || parsed.password !== '',
  };
}

/**
 * The curl options, each word quoted for bash, that reach `url` as `connection` did, only those
 * the run used: `--cacert <path>` for a private CA; `--cert <path> --key <path>` for PEM files,
 * `--cert-type P12 --cert <path>` for PKCS#12, with `--pass "$VOP_CLIENT_KEY_PASSPHRASE"` when a
 * passphrase was given (paths only, never a key or a passphrase); `--proxy <scheme://host:port>`
 * when a proxy carried the request, with `--proxy-user "$PROXY_USER"` when its URL held
 * credentials (never written out), or `--noproxy <host>` when NO_PROXY sent it directly.
 */
export function curlConnectionFlags(url: string, connection: CurlConnection = current): string[] {
  const words: string[] = [];
  if (connection.caFile !== undefined) words.push('--cacert', shellQuote(connection.caFile));
  const certificate = connection.clientCertificate;
  if (certificate?.kind === 'pem')
    words.push('--cert', shellQuote(certificate.certFile), '--key', shellQuote(certificate.keyFile));
  if (certificate?.kind === 'pfx')
    words.push('--cert-type', 'P12', '--cert', shellQuote(certificate.pfxFile));
  if (certificate?.passphrase !== undefined) words.push('--pass', PASSPHRASE_PLACEHOLDER);
  if (connection.proxy !== undefined) {
    const proxy = proxyFor(connection.proxy, url);
    if (proxy === undefined) words.push('--noproxy', shellQuote(new URL(url).hostname));
    else {
      const bare = bareProxy(proxy.url);
      words.push('--proxy', shellQuote(bare.url));
      if (bare.credentials) words.push('--proxy-user', PROXY_USER_PLACEHOLDER);
    }
  }
  return words;
}
