import type { Duplex } from 'node:stream';
import { connect, type ConnectionOptions } from 'node:tls';

/** Longest probe, ms: connect, handshake, one request line and the server's answer or alert. */
export const TLS_PROBE_TIMEOUT_MS = 5_000;

/**
 * The OpenSSL codes of alerts a server sends when it wants a client certificate it did not get,
 * or does not take the one it got (TLS 1.3 `certificate_required`; TLS 1.2 `handshake_failure`,
 * `bad_certificate`, `unknown_ca`, `certificate_unknown`, `access_denied`).
 */
export const CLIENT_CERTIFICATE_ALERT =
  /ALERT_CERTIFICATE_REQUIRED|ALERT_HANDSHAKE_FAILURE|ALERT_BAD_CERTIFICATE|ALERT_UNKNOWN_CA|ALERT_CERTIFICATE_UNKNOWN|ALERT_ACCESS_DENIED/;

/**
 * Connects to the https URL `url` with `tls` (the transport's CA and client certificate) and
 * sends one `HEAD` request line, to learn what undici does not say: under TLS 1.3 a server that
 * demands a client certificate completes the handshake and then closes with an alert, which
 * undici reports only as "other side closed". With `tunnel` (a CONNECT tunnel through the
 * proxy to the target, see proxy-tunnel.ts) the handshake runs inside it. Resolves with the
 * error code of the server's TLS alert (`ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED`, …), or
 * undefined when none came within {@link TLS_PROBE_TIMEOUT_MS} ms. Never rejects.
 */
export function probeTlsAlert(
  url: string,
  tls: ConnectionOptions,
  tunnel?: Duplex,
): Promise<string | undefined> {
  const target = new URL(url);
  if (target.protocol !== 'https:') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const socket = connect({
      ...tls,
      ...(tunnel ? { socket: tunnel } : {}),
      host: target.hostname.replace(/^\[|\]$/g, ''),
      port: Number(target.port || 443),
      servername: /^[\d.]+$|:/.test(target.hostname) ? '' : target.hostname,
    });
    let settled = false;
    const end = (code: string | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      tunnel?.destroy();
      resolve(code);
    };
    const timer = setTimeout(() => end(undefined), TLS_PROBE_TIMEOUT_MS);
    socket.on('secureConnect', () => {
      socket.write(
        `HEAD ${target.pathname || '/'} HTTP/1.1\r\nHost: ${target.host}\r\nConnection: close\r\n\r\n`,
      );
    });
    socket.on('data', () => end(undefined));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      end(error.code?.includes('ALERT') ? error.code : undefined),
    );
    socket.on('close', () => end(undefined));
  });
}
