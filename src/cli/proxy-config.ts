import type { ProxyEndpoint, ProxySettings } from '../client/proxy-settings.ts';
import type { Env, ValueSource } from './options/option-sources.ts';
import { proxyUrl } from './options/text-kinds.ts';

/** The standard variables of a forward proxy, lower case first: undici's (and curl's) order. */
const HTTPS_PROXY = ['https_proxy', 'HTTPS_PROXY'] as const;
const HTTP_PROXY = ['http_proxy', 'HTTP_PROXY'] as const;
const NO_PROXY = ['no_proxy', 'NO_PROXY'] as const;

/** The first of `names` set (not blank) in `env`, with its name. */
function firstSet(env: Env, names: readonly string[]): { name: string; value: string } | undefined {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return { name, value };
  }
  return undefined;
}

/** `value` from `source` as a proxy endpoint, or undefined with its problem added (the value is never quoted). */
function endpoint(source: string, value: string, problems: string[]): ProxyEndpoint | undefined {
  const parsed = proxyUrl.read(value);
  if (parsed.ok) return { url: parsed.value, source };
  problems.push(`${source} ${parsed.problem}`);
  return undefined;
}

/**
 * The forward proxies of a run (bank CI runners sit behind them), from what is given, reading nothing:
 * `--proxy` (or VOP_PROXY, or a profile's `proxy`; `given` with its `source`) carries every
 * request to the target, http and https; else HTTPS_PROXY carries those to https targets and
 * HTTP_PROXY those to http targets, and to https targets when HTTPS_PROXY is not set (undici's
 * EnvHttpProxyAgent; lower-case names first). NO_PROXY (or no_proxy) lists the hosts reached
 * directly, whichever proxy applies. Undefined when no proxy is set, and for the embedded mock
 * (reached directly: the standard variables are then ignored). Adds to `problems`: a value that
 * is not an http(s) proxy URL, `--proxy` for the embedded mock, credentials in a profile.
 */
export function proxySettingsOf(
  given: string | undefined,
  source: ValueSource | undefined,
  env: Env,
  urlTarget: boolean,
  problems: string[],
): ProxySettings | undefined {
  const noProxy = firstSet(env, NO_PROXY)?.value;
  if (given !== undefined && source !== undefined) {
    if (!urlTarget) {
      problems.push(
        `${source.name} applies to a URL target (set VOP_BASE_URL): the embedded mock is reached directly`,
      );
      return undefined;
    }
    if (source.kind === 'profile' && new URL(given).username !== '')
      problems.push(
        `${source.name} holds credentials: a profile holds no secret (set VOP_PROXY or HTTPS_PROXY with them instead)`,
      );
    const explicit = { url: given, source: source.name };
    return { http: explicit, https: explicit, ...(noProxy ? { noProxy } : {}) };
  }
  if (!urlTarget) return undefined;
  const httpsSet = firstSet(env, HTTPS_PROXY);
  const httpSet = firstSet(env, HTTP_PROXY);
  const https = httpsSet && endpoint(httpsSet.name, httpsSet.value, problems);
  const http = httpSet && endpoint(httpSet.name, httpSet.value, problems);
  if (https === undefined && http === undefined) return undefined;
  const forHttps = https ?? http;
  return {
    ...(http ? { http } : {}),
    ...(forHttps ? { https: forHttps } : {}),
    ...(noProxy ? { noProxy } : {}),
  };
}
