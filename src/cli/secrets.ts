import { redactor } from '../output/redactor.ts';
import { flagName, type RunOption } from './options/run-option.ts';
import { RUN_OPTIONS, type RunFlags, type RunOptionKey } from './options/run-options.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** A variable and the flag that may replace it (none: a variable only). */
type Source = readonly [string, string | undefined];

/** Where the value of run option `key` comes from: its variable and its flag. */
function sourceOf(key: RunOptionKey): Source {
  const row: RunOption<unknown> = RUN_OPTIONS[key];
  return [row.env ?? '', flagName(row)];
}

/**
 * The run options that hold a secret: every row of RUN_OPTIONS marked `secret: true`, so that a
 * new secret option is registered without being listed here.
 */
export const SECRET_OPTIONS: readonly RunOptionKey[] = (Object.keys(RUN_OPTIONS) as RunOptionKey[]).filter(
  (key) => (RUN_OPTIONS[key] as RunOption<unknown>).secret === true,
);

/**
 * Secret options that are the two halves of a Basic credential (the API pair, the limited pair
 * of A5): besides each value alone, `key:secret` is registered in plain, Base64 and URL-encoded
 * form (`Redactor.addClientCredentials`).
 */
const CLIENT_CREDENTIALS: ReadonlyArray<readonly [RunOptionKey, RunOptionKey]> = [
  ['apiKey', 'apiSecret'],
  ['limitedApiKey', 'limitedApiSecret'],
];

/** The Pact Broker's credentials, variables only (`pact` reads them, they are no run option). */
const BROKER_PAIR: { readonly key: Source; readonly secret: Source } = {
  key: ['PACT_BROKER_USERNAME', undefined],
  secret: ['PACT_BROKER_PASSWORD', undefined],
};
const BROKER_TOKEN: Source = ['PACT_BROKER_TOKEN', undefined];

/**
 * Variables and flags that name a forward proxy, whose URL may carry credentials: the proxy
 * option's own, and the conventional variables it defaults to, in either case.
 */
const PROXIES: readonly Source[] = [
  sourceOf('proxy'),
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

function valuesOf(env: Env, argv: readonly string[], [variable, flag]: Source): string[] {
  const values = [
    variable === '' ? undefined : env[variable],
    ...(flag ? flagValues(argv, flag) : []),
  ].filter((v): v is string => v !== undefined && v !== '');
  // resolve-run-config trims what it reads, so the trimmed value is the one that is sent.
  return [...new Set(values.flatMap((v) => [v, v.trim()]))];
}

/**
 * Registers with the redactor every secret the environment (`.env` already loaded) and `argv`
 * hold, before anything is printed: the value of every run option marked `secret: true` (its
 * variable and its flag, `SECRET_OPTIONS`), the API pair and the limited pair also as
 * `key:secret`, in plain, Base64 (the Basic credential) and URL-encoded form (see
 * `Redactor.addClientCredentials`); PACT_BROKER_USERNAME/PASSWORD the same way, and
 * PACT_BROKER_TOKEN; the credentials in a proxy URL (`--proxy`, VOP_PROXY, HTTPS_PROXY,
 * HTTP_PROXY, either case).
 */
export function registerSecrets(env: Env, argv: readonly string[]): void {
  for (const key of SECRET_OPTIONS)
    for (const value of valuesOf(env, argv, sourceOf(key))) redactor.add(value);
  const pairs = [
    ...CLIENT_CREDENTIALS.map(([key, secret]) => ({ key: sourceOf(key), secret: sourceOf(secret) })),
    BROKER_PAIR,
  ];
  for (const { key, secret } of pairs) {
    const keys = valuesOf(env, argv, key);
    const secrets = valuesOf(env, argv, secret);
    for (const value of secrets) redactor.add(value);
    for (const k of keys) for (const s of secrets) redactor.addClientCredentials(k, s);
  }
  for (const value of valuesOf(env, argv, BROKER_TOKEN)) redactor.add(value);
  for (const proxy of PROXIES)
    for (const value of valuesOf(env, argv, proxy)) registerProxyCredentials(value);
}

/**
 * The secret flags of `flags` (what `runSuite` takes in place of argv) as `--name value` pairs,
 * for `registerSecrets`: every row marked `secret: true` that has a flag.
 */
export function secretFlagArgv(flags: RunFlags): string[] {
  const given: Readonly<Record<string, unknown>> = flags;
  return SECRET_OPTIONS.flatMap((key) => {
    const name = flagName(RUN_OPTIONS[key]);
    const value = given[key];
    return name !== undefined && typeof value === 'string' ? [name, value] : [];
  });
}
