import { ToolError } from '../errors.ts';
import { CLIENT_CERTIFICATE_ALERT } from '../client/tls-alert-probe.ts';
import type { Transport } from '../client/transport.ts';

/** Codes of a connection the server closed: under TLS 1.3 how undici reports a refused client certificate. */
const CLOSED_CODES: ReadonlySet<string> = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/**
 * The error that says the target wants a client certificate it did not get, or refuses the one
 * it got, when the first token request to `url` (`where`: `POST <url>`) failed with `code`: a
 * TLS alert of that kind (TLS 1.2), or a closed connection after which a probe of `url` meets
 * such an alert (TLS 1.3, see probeTlsAlert). Undefined for any other failure. One line that
 * names the flags to set or check (`--client-cert` and `--client-key`, or `--client-pfx`) instead of
 * a bare TLS error.
 */
export async function clientCertificateRefusal(
  transport: Transport,
  url: string,
  where: string,
  code: string,
): Promise<ToolError | undefined> {
  const alert = CLIENT_CERTIFICATE_ALERT.test(code)
    ? code
    : CLOSED_CODES.has(code) && url.startsWith('https:')
      ? await transport.tlsAlert(url)
      : undefined;
  if (alert === undefined || !CLIENT_CERTIFICATE_ALERT.test(alert)) return undefined;
  return new ToolError(
    transport.presentsClientCertificate
      ? `the target refused the client certificate (TLS alert ${alert} from ${where}): check --client-cert and --client-key, or --client-pfx (the certificate the provider registered, not expired)`
      : `the target demands a client certificate (TLS alert ${alert} from ${where}): set --client-cert and --client-key (VOP_CLIENT_CERT, VOP_CLIENT_KEY), or --client-pfx (VOP_CLIENT_PFX)`,
  );
}
