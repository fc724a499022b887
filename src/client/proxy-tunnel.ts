import type { Duplex } from 'node:stream';
import { Client } from 'undici';
import type { ProxyEndpoint } from './proxy-settings.ts';

/**
 * A CONNECT tunnel through `proxy` to `host` (`hostname:port`), made with undici's own
 * `Client.connect` (its Proxy-Authorization from the proxy URL's credentials; an https:// proxy
 * verified with `ca` besides the default roots), within `timeoutMs` ms. Resolves with the
 * tunnel's socket, or undefined when the proxy cannot be reached or refuses (any status but 200);
 * never rejects. The caller destroys the socket when done: that ends the proxy's connection too.
 */
export async function openTunnel(
  proxy: ProxyEndpoint,
  host: string,
  timeoutMs: number,
  ca?: readonly string[],
): Promise<Duplex | undefined> {
  const url = new URL(proxy.url);
  const client = new Client(url.origin, { connect: { timeout: timeoutMs, ...(ca ? { ca: [...ca] } : {}) } });
  try {
    const user = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    const credentials =
      url.username === '' ? {} : { 'proxy-authorization': `Basic ${Buffer.from(user).toString('base64')}` };
    const { socket, statusCode } = await client.connect({
      path: host,
      headers: { host, ...credentials },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (statusCode === 200) return socket;
    socket.destroy();
    return undefined;
  } catch {
    return undefined;
  } finally {
    void client.destroy().catch(() => undefined);
  }
}
