import { redactor } from '../output/redactor.ts';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Credential pairs of the tool, as environment variables and the flags that may replace them:
 * the API pair, the limited pair (A5), the Pact Broker's basic credentials.
 */
const PAIRS: ReadonlyArray<{
  readonly key: readonly [string, string | undefined];
  readonly secret: readonly [string, string | undefined];
}> = [
  { key: ['VOP_API_KEY', '--api-key'], secret: ['VOP_API_SECRET', '--api-secret'] },
  {
    key: ['VOP_LIMITED_API_KEY', '--limited-api-key'],
    secret: ['VOP_LIMITED_API_SECRET', '--limited-api-secret'],
  },
  { key: ['PACT_BROKER_USERNAME', undefined], secret: ['PACT_BROKER_PASSWORD', undefined] },
];

/** Secrets that stand alone. */
const SINGLE: readonly string[] = ['PACT_BROKER_TOKEN', 'VOP_CLIENT_KEY_PASSPHRASE'];

/** Variables and flags that name a forward proxy, whose URL may carry credentials (issue 29, item 2). */
const PROXIES: ReadonlyArray<readonly [string, string | undefined]> = [
  ['VOP_PROXY', '--proxy'],
  ['HTTPS_PROXY', undefined],
  ['https_proxy', undefined],
  ['HTTP_PROXY', undefined],
  ['http_proxy', undefined],
];

/**
 * Registers the credentials a proxy URL carries (`http://user:password@proxy:3128`): the password
 * as written and decoded, and `user:password` (whose Base64 form is the Proxy-Authorization
 * credential). A value that is no URL carries none the tool would send.
 */
function registerProxyCredentials(value: string): void {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
  } catch {
    return;
  }
  if (url.password === '') return;
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  };
  redactor.add(url.password);
  redactor.add(decode(url.password));
  redactor.add(`${decode(url.username)}:${decode(url.password)}`);
}

/** The values of `--name <value>` and `--name=<value>` in `argv`, in order. */
export function flagValues(argv: readonly string[], name: string): string[] {
  const values: string[] = [];
  for (const [i, arg] of argv.entries()) {
    if (arg === name && argv[i + 1] !== undefined) values.push(argv[i + 1] as string);
    else if (arg.startsWith(`${name}=`)) values.push(arg.slice(name.length + 1));
  }
  return values;
}

function valuesOf(
  env: Env,
  argv: readonly string[],
  [variable, flag]: readonly [string, string | undefined],
) {
  const values = [env[variable], ...(flag ? flagValues(argv, flag) : [])].filter(
    (v): v is string => v !== undefined && v !== '',
  );
  // resolve-run-config trims what it reads, so the trimmed value is the one that is sent.
  return [...new Set(values.flatMap((v) => [v, v.trim()]))];
}

/**
 * Registers with the redactor every secret the environment (`.env` already loaded) and `argv`
 * hold, before anything is printed: VOP_API_KEY/SECRET, VOP_LIMITED_API_KEY/SECRET and their flags,
 * PACT_BROKER_USERNAME/PASSWORD, PACT_BROKER_TOKEN, VOP_CLIENT_KEY_PASSPHRASE; each pair also as `key:secret`, in plain,
 * Base64 (the Basic credential) and URL-encoded form (see `Redactor.addClientCredentials`); the
 * credentials in a proxy URL (`--proxy`, VOP_PROXY, HTTPS_PROXY, HTTP_PROXY, either case).
 */
export function registerSecrets(env: Env, argv: readonly string[]): void {
  for (const { key, secret } of PAIRS) {
    const keys = valuesOf(env, argv, key);
    const secrets = valuesOf(env, argv, secret);
    for (const value of secrets) redactor.add(value);
    for (const k of keys) for (const s of secrets) redactor.addClientCredentials(k, s);
  }
  for (const name of SINGLE) for (const value of valuesOf(env, argv, [name, undefined])) redactor.add(value);
  for (const proxy of PROXIES)
    for (const value of valuesOf(env, argv, proxy)) registerProxyCredentials(value);
}
