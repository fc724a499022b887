import { jsonBody } from '../src/client/json-body.ts';
import { expectStatus } from '../src/checks/expect-status.ts';
import { tokenClientCredentialsIssued } from '../src/checks/token-client-credentials-issued.ts';
import { tokenOtherGrantTypeRejected } from '../src/checks/token-other-grant-type-rejected.ts';
import { bearerLifetime } from '../src/harness/bearer-lifetime.ts';
import { observe } from '../src/harness/observe.ts';
import { ruleIt } from './shared/rule-it.ts';

describe('Token: POST {auth_url}/oauth/client_credential/accesstoken (interface.md Endpoints/1; A1)', () => {
  ruleIt(
    'token-client-credentials-issued',
    'valid client credentials get 200 with access_token and expires_in',
    async (t) => {
      const exchange = await t.run.client.tokens.request();
      expectStatus(t.ruleId, exchange, [200], '200 with a token body');
      const issued = jsonBody(exchange);
      if (typeof issued === 'object' && issued !== null) {
        const {
          expires_in: expiresIn,
          token_type: tokenType,
          scope,
          ...rest
        } = issued as Record<string, unknown>;
        const facts = [
          `expires_in ${JSON.stringify(expiresIn)}`,
          `token_type ${tokenType === undefined ? '(absent)' : JSON.stringify(tokenType)}`,
          `scope ${scope === undefined ? '(absent)' : JSON.stringify(scope)}`,
          `other fields: ${
            Object.keys(rest)
              .filter((k) => k !== 'access_token')
              .join(', ') || '(none)'
          }`,
        ];
        // Token lifetime and scope names are not shown (Authentication 6-7); A1 allows either form.
        observe(t, t.ruleId, 'token response', facts.join('; '), exchange);
      }
      const failure = tokenClientCredentialsIssued(exchange);
      if (failure) throw failure;
    },
  );

  ruleIt(
    'token-client-credentials-issued',
    'grant_type=client%5Fcredentials (the same value, percent-encoded as form encoding allows) gets a token',
    async (t) => {
      // application/x-www-form-urlencoded decodes %5F to "_": the body names client_credentials.
      const exchange = await t.run.client.tokens.request({ body: 'grant_type=client%5Fcredentials' });
      expectStatus(t.ruleId, exchange, [200], '200 with a token body');
    },
  );

  ruleIt(
    'token-bad-credentials-401',
    'a wrong API secret or key gets 401: one character added or removed, key and secret swapped',
    async (t) => {
      const { apiKey, apiSecret } = t.run.client.endpoint.credentials;
      const nearMisses: ReadonlyArray<[string, { apiKey: string; apiSecret: string }]> = [
        ['the secret with one character added', { apiKey, apiSecret: `${apiSecret}x` }],
        ['the secret without its last character', { apiKey, apiSecret: apiSecret.slice(0, -1) }],
        ['the key with one character added', { apiKey: `${apiKey}x`, apiSecret }],
        ['the key without its last character', { apiKey: apiKey.slice(0, -1), apiSecret }],
        ['key and secret swapped', { apiKey: apiSecret, apiSecret: apiKey }],
        ['an empty secret', { apiKey, apiSecret: '' }],
      ];
      for (const [label, credentials] of nearMisses) {
        const exchange = await t.run.client.tokens.request({ credentials });
        expectStatus(t.ruleId, exchange, [401], `401 for ${label}`);
      }
    },
  );

  ruleIt(
    'token-bad-credentials-401',
    'the real API key and secret anywhere but in Basic get 401: in the form body, as Bearer, unencoded, one character from the Basic header',
    async (t) => {
      // A1: "Wrong or missing Basic credentials: 401"; interface.md Authentication 3: HTTP Basic.
      const { apiKey, apiSecret } = t.run.client.endpoint.credentials;
      const form = new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: apiKey,
        client_secret: apiSecret,
      }).toString();
      const encoded = Buffer.from(`${apiKey}:${apiSecret}`).toString('base64');
      const withoutColon = Buffer.from(`${apiKey}${apiSecret}`).toString('base64');
      const accessToken = await t.run.client.tokens.token();
      const misplaced: ReadonlyArray<[string, { authorization: string | null; body?: string }]> = [
        ['client_id and client_secret in the form, no Authorization', { authorization: null, body: form }],
        ['the Basic credential under the Bearer scheme', { authorization: `Bearer ${encoded}` }],
        ['key:secret not base64-encoded', { authorization: `Basic ${apiKey}:${apiSecret}` }],
        ['key and secret joined without the colon', { authorization: `Basic ${withoutColon}` }],
        // One character away from the valid header: before the scheme, and after the credential a
        // character base64 does not have (interface.md Endpoints/1: `Basic <base64 of API key, colon, API secret>`).
        ['one character added before the scheme (xBasic)', { authorization: `xBasic ${encoded}` }],
        ['the credential followed by a character outside base64 (!)', { authorization: `Basic ${encoded}!` }],
        [
          'an access token it issued, as Bearer, instead of Basic',
          { authorization: `Bearer ${accessToken}` },
        ],
      ];
      for (const [label, options] of misplaced) {
        const exchange = await t.run.client.tokens.request(options);
        expectStatus(t.ruleId, exchange, [401], `401 for ${label}`);
      }
    },
  );

  ruleIt('token-bad-credentials-401', 'an unknown API key gets 401', async (t) => {
    const exchange = await t.run.client.tokens.request({
      credentials: { apiKey: 'unknown-api-key', apiSecret: 'unknown-secret' },
    });
    expectStatus(t.ruleId, exchange, [401], '401 for an unknown API key');
  });

  ruleIt('token-bad-credentials-401', 'no Basic Authorization header gets 401', async (t) => {
    const exchange = await t.run.client.tokens.request({ authorization: null });
    expectStatus(t.ruleId, exchange, [401], '401 without credentials');
  });

  ruleIt(
    'token-bad-credentials-401',
    'a malformed Basic header (not base64, no colon, Bearer) gets 401',
    async (t) => {
      const noColon = `Basic ${Buffer.from('just-a-key').toString('base64')}`;
      for (const authorization of [
        'Basic !!!not-base64!!!',
        noColon,
        'Bearer not-a-basic-credential',
        'Basic',
      ]) {
        const exchange = await t.run.client.tokens.request({ authorization });
        expectStatus(t.ruleId, exchange, [401], `401 for Authorization: ${authorization}`);
      }
    },
  );

  ruleIt(
    'token-other-grant-type-rejected',
    'other grant types (one edit from client_credentials, or its letters in another case or with a blank, among them), an empty one, none, or one in the query only get 400 or 401',
    async (t) => {
      const bodies = [
        'grant_type=password',
        'grant_type=authorization_code',
        'grant_type=refresh_token',
        'grant_type=',
        '',
        // One edit from the only grant type supported (Endpoints/1: "This is the only grant type supported").
        'grant_type=client_credential',
        'grant_type=client_credentialsx',
        'grant_type=client-credentials',
        // The same letters in another case, or with a blank: another value (the form decodes `+` to a space).
        'grant_type=CLIENT_CREDENTIALS',
        'grant_type=Client_Credentials',
        'grant_type=+client_credentials',
        'grant_type=client_credentials%20',
      ];
      const requests: ReadonlyArray<[string, { body: string; query?: Record<string, string> }]> = [
        ...bodies.map((body): [string, { body: string }] => [`body ${JSON.stringify(body)}`, { body }]),
        [
          'grant_type=client_credentials in the query, none in the body',
          { body: '', query: { grant_type: 'client_credentials' } },
        ],
      ];
      for (const [label, request] of requests) {
        const exchange = await t.run.client.tokens.request(request);
        tokenOtherGrantTypeRejected(exchange, label);
        observe(t, t.ruleId, `token request with ${label}`, exchange);
      }
    },
  );

  ruleIt(
    'token-bearer-accepted',
    'an issued token is accepted as a bearer token right away and three quarters into its expires_in',
    async (t) => {
      // Started at the run's start (src/runner/run-suites.ts): the second use happens three
      // quarters into the token's lifetime whatever test runs then.
      const { issued, rightAway, later } = await bearerLifetime(t.run);
      if ('thrown' in rightAway) throw rightAway.thrown;
      // A1 (expires_in in seconds; a client uses its token until shortly before it runs out): the
      // later use is judged only with A1 enforced and when the wait fits --token-wait.
      if (later && 'thrown' in later) throw later.thrown;
      for (const [name, use] of [
        ['right after it was issued', rightAway],
        ['three quarters into its expires_in', later],
      ] as const) {
        if (use && 'late' in use) observe(t, t.ruleId, `token used ${name}`, `not judged: ${use.late}`);
      }
      if (!later) {
        observe(
          t,
          t.ruleId,
          'token used again later in its lifetime',
          `not tried: assumptions ${t.run.assumptions}, expires_in ${String(issued.lifetimeSeconds ?? '(absent)')} s, --token-wait ${t.run.tokenWaitSeconds} s`,
        );
      }
    },
  );
});
