import { httpProblem, type Problem } from '../errors/problem.ts';
import type { MockClient } from '../token/token-store.ts';
import { actingAt, type FaultSwitch, faultRows } from './fault.ts';

/** Basic credentials as the token endpoint read them: API key and secret. */
interface BasicCredentials {
  readonly key: string;
  readonly secret: string;
}

/** What a token request presents: its Basic credentials and the form body, as read. */
export interface PresentedCredentials {
  /** The Basic credentials, split at the first colon; undefined when absent or malformed. */
  readonly basic: BasicCredentials | undefined;
  /** The decoded text of a `Basic` Authorization (with or without a colon); undefined when none. */
  readonly basicText: string | undefined;
  /** The form body's parameters. */
  readonly form: URLSearchParams;
  /** The Authorization header as sent; undefined when none. */
  readonly authorization: string | undefined;
}

/**
 * The client whose `key:secret` is the base64 credential `pattern` finds in `authorization` (its
 * first group), as a lenient reader of Basic credentials finds it; undefined otherwise.
 */
function clientOfLenientBasic(
  authorization: string | undefined,
  pattern: RegExp,
  clients: readonly MockClient[],
): MockClient | undefined {
  const encoded = pattern.exec(authorization ?? '')?.[1];
  if (encoded === undefined) return undefined;
  const pair = Buffer.from(encoded, 'base64').toString('utf8');
  return clients.find((c) => `${c.credentials.apiKey}:${c.credentials.apiSecret}` === pair);
}

/** The token request as sent, for the faults that read grant_type elsewhere than the decoded form. */
export interface TokenRequestText {
  /** The form body as sent (not decoded). */
  readonly body: string;
  /** The request's URL as sent: path and query. */
  readonly url: string;
}

/** The query parameters of request URL `url` (path and query). */
function queryOf(url: string): URLSearchParams {
  const start = url.indexOf('?');
  return new URLSearchParams(start < 0 ? '' : url.slice(start + 1));
}

/**
 * The value of `name` in form `body` as written: split at `&` and `=` only, never
 * percent-decoded (a reader that skips the decoding application/x-www-form-urlencoded asks for).
 */
function undecodedFormValue(body: string, name: string): string | null {
  for (const pair of body.split('&')) {
    const equals = pair.indexOf('=');
    if (equals >= 0 && pair.slice(0, equals) === name) return pair.slice(equals + 1);
  }
  return null;
}

/** An error body with code FORMAT_ERROR, `title` and HTTP status `status`, for another grant type. */
function formatErrorAs(status: number, title: string): Problem {
  const detail = 'Only grant_type=client_credentials is supported.';
  return {
    status,
    body: {
      type: '/problems/format-error',
      code: 'FORMAT_ERROR',
      title,
      detail,
      instance: 'grant_type',
      status,
    },
  };
}

/** A token body: access_token, token_type when sent, expires_in and extra fields (A1), in that order. */
type TokenBody = Readonly<Record<string, unknown>>;

/** `body` without its member `name` (the others in their order). */
function without(body: TokenBody, name: string): TokenBody {
  return Object.fromEntries(Object.entries(body).filter(([member]) => member !== name));
}

/** Where a fault of the token endpoint acts; each member is named after its hook. */
export interface TokenBehaviour {
  /** The answer to a form body of `mediaType`, given the correct one (undefined: read on). */
  readonly mediaType?: (mediaType: string | undefined, refused: Problem | undefined) => Problem | undefined;
  /** The client a token is issued to, given the one the credentials name (undefined: 401). */
  readonly client?: (
    authenticated: MockClient | undefined,
    presented: PresentedCredentials,
    clients: readonly MockClient[],
  ) => MockClient | undefined;
  /** The grant_type read, given the one of the decoded form body (null: none) and the request as sent. */
  readonly grantTypeRead?: (grantType: string | null, request: TokenRequestText) => string | null;
  /** The answer to `grantType`, given the correct one (undefined: a token). */
  readonly grantType?: (grantType: string | null, refused: Problem | undefined) => Problem | undefined;
  /** How long the gateway honours a token announced for `announced` seconds. */
  readonly honouredSeconds?: (announced: number) => number;
  /** The token body sent, given the correct one. */
  readonly body?: (body: TokenBody) => TokenBody;
  /** The HTTP status of an issued token, given the correct one (200). */
  readonly issuedStatus?: (status: number) => number;
  /** An HTML page (text/html) sent instead of the error `refused` (undefined: the error as JSON). */
  readonly refusalPage?: (refused: Problem) => string | undefined;
}

const fault = faultRows<TokenBehaviour>();

/** Faults of the token endpoint (interface.md Endpoints/1, Authentication; A1), with their behaviour. */
export const TOKEN_FAULTS = [
  fault({
    id: 'server-no-5xx/token-json-body',
    rule: 'server-no-5xx',
    summary: 'A token request with a JSON body (Content-Type application/json) gets 500 instead of a 4xx.',
    mediaType: (mediaType, refused) =>
      mediaType === 'application/json'
        ? httpProblem(500, 'INTERNAL_ERROR', 'Cannot read the form body.')
        : refused,
  }),
  fault({
    id: 'token-bad-credentials-401/empty-secret',
    rule: 'token-bad-credentials-401',
    summary: 'A known API key with an empty secret (Basic base64 of "key:") gets a token.',
    client: (authenticated, { basic }, clients) =>
      authenticated ??
      (basic?.secret === '' ? clients.find((c) => c.credentials.apiKey === basic.key) : undefined),
  }),
  fault({
    id: 'token-bad-credentials-401/form-credentials',
    rule: 'token-bad-credentials-401',
    summary:
      'The real API key and secret as client_id and client_secret in the form body get a token without Basic credentials.',
    client: (authenticated, { form }, clients) =>
      authenticated ??
      clients.find(
        (c) =>
          form.get('client_id') === c.credentials.apiKey &&
          form.get('client_secret') === c.credentials.apiSecret,
      ),
  }),
  fault({
    id: 'token-bad-credentials-401/no-colon',
    rule: 'token-bad-credentials-401',
    summary:
      'Basic credentials of the API key and secret joined without the colon get a token (the colon is dropped before comparing).',
    client: (authenticated, { basicText }, clients) =>
      authenticated ??
      clients.find(
        (c) => basicText?.replace(':', '') === `${c.credentials.apiKey}${c.credentials.apiSecret}`,
      ),
  }),
  fault({
    id: 'token-bad-credentials-401/scheme-suffix',
    rule: 'token-bad-credentials-401',
    summary:
      'Any scheme that ends in Basic is read as Basic: the real API key and secret under xBasic get a token.',
    client: (authenticated, { authorization }, clients) =>
      authenticated ?? clientOfLenientBasic(authorization, /Basic\s+([A-Za-z0-9+/=]+)\s*$/i, clients),
  }),
  fault({
    id: 'token-bad-credentials-401/trailing-characters',
    rule: 'token-bad-credentials-401',
    summary:
      'Basic credentials are read up to the first character outside base64: the real credential followed by ! gets a token.',
    client: (authenticated, { authorization }, clients) =>
      authenticated ?? clientOfLenientBasic(authorization, /^Basic\s+([A-Za-z0-9+/=]+)/i, clients),
  }),
  fault({
    id: 'token-bad-credentials-401/secret-prefix',
    rule: 'token-bad-credentials-401',
    summary:
      'A known API key with a secret that starts with the real secret (characters appended) gets a token: only the length of the real secret is compared.',
    client: (authenticated, { basic }, clients) =>
      authenticated ??
      clients.find(
        (c) => basic?.key === c.credentials.apiKey && basic.secret.startsWith(c.credentials.apiSecret),
      ),
  }),
  fault({
    id: 'token-bad-credentials-401/wrong-secret',
    rule: 'token-bad-credentials-401',
    summary:
      'A known API key with a wrong secret gets a token (an unknown API key and a missing Basic header still get 401).',
    client: (authenticated, { basic }, clients) =>
      authenticated ?? (basic && clients.find((c) => c.credentials.apiKey === basic.key)),
  }),
  fault({
    id: 'token-bad-credentials-401',
    summary: 'A wrong secret, an unknown API key or a missing Basic header gets a token instead of 401.',
    client: (authenticated, _credentials, clients) => authenticated ?? clients[0],
  }),
  fault({
    id: 'token-bearer-accepted',
    summary:
      "Issued tokens stop being accepted on functional calls after half of the expires_in they were issued with (the gateway's lifetime is shorter than the announced one).",
    honouredSeconds: (announced) => announced / 2,
  }),
  fault({
    id: 'token-client-credentials-issued/no-expires-in',
    rule: 'token-client-credentials-issued',
    summary: 'Valid client credentials get a token body with access_token but without expires_in.',
    body: (body) => without(body, 'expires_in'),
  }),
  fault({
    id: 'token-client-credentials-issued/percent-encoded',
    rule: 'token-client-credentials-issued',
    summary:
      'The form body is not percent-decoded: grant_type=client%5Fcredentials (client_credentials, encoded) gets 400 or 401.',
    grantTypeRead: (_grantType, { body }) => undecodedFormValue(body, 'grant_type'),
  }),
  fault({
    id: 'token-client-credentials-issued/token-type',
    rule: 'token-client-credentials-issued',
    summary:
      'Valid client credentials get a token body whose token_type is MAC (neither Bearer nor BearerToken).',
    // MAC in token_type's place, second, whatever the token-type choice sends.
    body: (body) => ({ access_token: body.access_token, token_type: 'MAC', ...without(body, 'token_type') }),
  }),
  fault({
    id: 'token-client-credentials-issued/status-201',
    rule: 'token-client-credentials-issued',
    summary: 'Valid client credentials get a usable token with status 201 instead of 200.',
    issuedStatus: () => 201,
  }),
  fault({
    id: 'token-client-credentials-issued',
    summary:
      'Valid client credentials get a body without access_token and expires_in (the token sits under another name).',
    body: (body) => ({ token: body.access_token }),
  }),
  fault({
    id: 'token-other-grant-type-rejected/empty',
    rule: 'token-other-grant-type-rejected',
    summary: 'An empty or missing grant_type gets a token (other grant types still get 400 or 401).',
    grantType: (grantType, refused) => (grantType ? refused : undefined),
  }),
  fault({
    id: 'token-other-grant-type-rejected/prefix',
    rule: 'token-other-grant-type-rejected',
    summary:
      'A grant_type that starts with client_credential gets a token (client_credential, client_credentialsx).',
    grantType: (grantType, refused) => (grantType?.startsWith('client_credential') ? undefined : refused),
  }),
  fault({
    id: 'token-other-grant-type-rejected/case-insensitive',
    rule: 'token-other-grant-type-rejected',
    summary:
      'grant_type is compared without regard to letter case or edge blanks: CLIENT_CREDENTIALS or " client_credentials" gets a token.',
    grantTypeRead: (grantType) =>
      grantType?.trim().toLowerCase() === 'client_credentials' ? 'client_credentials' : grantType,
  }),
  fault({
    id: 'token-other-grant-type-rejected/query',
    rule: 'token-other-grant-type-rejected',
    summary:
      'A grant_type in the query string is taken when the form body has none: grant_type=client_credentials in the URL gets a token.',
    grantTypeRead: (grantType, { url }) => grantType ?? queryOf(url).get('grant_type'),
  }),
  fault({
    id: 'error-format-error-title/token',
    rule: 'error-format-error-title',
    summary:
      'Another grant type gets 400 with code FORMAT_ERROR and the title UNSUPPORTED_GRANT_TYPE (not one of the seven titles).',
    grantType: (_grantType, refused) => (refused ? formatErrorAs(400, 'UNSUPPORTED_GRANT_TYPE') : undefined),
  }),
  fault({
    id: 'error-format-error-400/token',
    rule: 'error-format-error-400',
    summary:
      'Another grant type gets 401 with code FORMAT_ERROR and the title INVALID_FIELD (FORMAT_ERROR is a 400).',
    grantType: (_grantType, refused) => (refused ? formatErrorAs(401, 'INVALID_FIELD') : undefined),
  }),
  fault({
    id: 'token-other-grant-type-rejected',
    summary: 'A grant_type other than client_credentials gets a token instead of 400 or 401.',
    grantType: () => undefined,
  }),
  fault({
    id: 'error-content-type-json/token-html',
    rule: 'error-content-type-json',
    summary:
      'The token endpoint (an identity gateway of its own) answers its 401 for wrong or missing credentials with an HTML page; every other error stays JSON.',
    refusalPage: (refused) =>
      refused.status === 401 ? '<html><body><h1>401 Unauthorized</h1></body></html>\n' : undefined,
  }),
] as const;

const MEDIA_TYPE = actingAt(TOKEN_FAULTS, 'mediaType');
const CLIENT = actingAt(TOKEN_FAULTS, 'client');
const GRANT_TYPE_READ = actingAt(TOKEN_FAULTS, 'grantTypeRead');
const GRANT_TYPE = actingAt(TOKEN_FAULTS, 'grantType');
const HONOURED_SECONDS = actingAt(TOKEN_FAULTS, 'honouredSeconds');
const BODY = actingAt(TOKEN_FAULTS, 'body');
const ISSUED_STATUS = actingAt(TOKEN_FAULTS, 'issuedStatus');
const REFUSAL_PAGE = actingAt(TOKEN_FAULTS, 'refusalPage');

/**
 * The hooks of the token endpoint (src/mock/token/token-endpoint.ts): each takes the correct
 * value and returns it as the faults switched on in `on` change it (in table order).
 */
export const tokenFaults = {
  /** The answer to a form body of `mediaType` (undefined: read on), given the correct one. */
  mediaType(
    on: FaultSwitch,
    mediaType: string | undefined,
    refused: Problem | undefined,
  ): Problem | undefined {
    let answer = refused;
    for (const f of MEDIA_TYPE) if (on.breaks(f.id)) answer = f.mediaType(mediaType, answer);
    return answer;
  },

  /**
   * The client a token is issued to (undefined: 401), given `authenticated`, the client the Basic
   * credentials name with their secret, what the request `presented`, and the mock's `clients`.
   */
  client(
    on: FaultSwitch,
    authenticated: MockClient | undefined,
    presented: PresentedCredentials,
    clients: readonly MockClient[],
  ): MockClient | undefined {
    let client = authenticated;
    for (const f of CLIENT) if (on.breaks(f.id)) client = f.client(client, presented, clients);
    return client;
  },

  /** The grant_type read (null: none), given the one of the decoded form body and the request as sent. */
  grantTypeRead(on: FaultSwitch, grantType: string | null, request: TokenRequestText): string | null {
    let read = grantType;
    for (const f of GRANT_TYPE_READ) if (on.breaks(f.id)) read = f.grantTypeRead(read, request);
    return read;
  },

  /** The answer to `grantType` (undefined: a token), given the correct one. */
  grantType(on: FaultSwitch, grantType: string | null, refused: Problem | undefined): Problem | undefined {
    let answer = refused;
    for (const f of GRANT_TYPE) if (on.breaks(f.id)) answer = f.grantType(grantType, answer);
    return answer;
  },

  /** How long the gateway honours a token it announces for `announced` seconds (seconds). */
  honouredSeconds(on: FaultSwitch, announced: number): number {
    let seconds = announced;
    for (const f of HONOURED_SECONDS) if (on.breaks(f.id)) seconds = f.honouredSeconds(seconds);
    return seconds;
  },

  /** The token body sent, given the correct one. */
  body(on: FaultSwitch, body: TokenBody): TokenBody {
    let sent = body;
    for (const f of BODY) if (on.breaks(f.id)) sent = f.body(sent);
    return sent;
  },

  /** The HTTP status of an issued token, given the correct one (200). */
  issuedStatus(on: FaultSwitch, status: number): number {
    let sent = status;
    for (const f of ISSUED_STATUS) if (on.breaks(f.id)) sent = f.issuedStatus(sent);
    return sent;
  },

  /** An HTML page to send instead of the error `refused` (undefined: the error as JSON). */
  refusalPage(on: FaultSwitch, refused: Problem): string | undefined {
    let page: string | undefined;
    for (const f of REFUSAL_PAGE) if (on.breaks(f.id)) page ??= f.refusalPage(refused);
    return page;
  },
};
