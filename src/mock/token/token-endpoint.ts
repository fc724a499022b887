import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockContext } from '../context.ts';
import { readBody, sendJson, sendProblem, sendText } from '../errors/http-io.ts';
import { formatError, httpProblem, type Problem } from '../errors/problem.ts';
import type { MockClient } from './token-store.ts';
import { robustnessFaults } from '../faults/robustness.ts';
import { tokenFaults } from '../faults/token.ts';

const FORM_BODY_CAP_BYTES = 16 * 1024;

/** The decoded text of a `Basic <base64>` Authorization `header`, or undefined for another. */
function basicText(header: string | undefined): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  return match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : undefined;
}

/** API key and secret of decoded Basic credentials `text`, split at the first colon (RFC 7617 2); undefined without one. */
function basicCredentials(text: string | undefined): { key: string; secret: string } | undefined {
  const colon = text?.indexOf(':') ?? -1;
  if (text === undefined || colon < 0) return undefined;
  return { key: text.slice(0, colon), secret: text.slice(colon + 1) };
}

/** Lifetime of a new token, seconds, as `token-lifetime` names it (interface.md Authentication 6). */
function lifetimeSeconds(ctx: MockContext): number {
  const lifetime = ctx.choice('token-lifetime');
  return lifetime === 'configured' ? ctx.options.tokenLifetimeSeconds : Number(lifetime);
}

/** The answer to another, empty or missing grant_type: 400 or 401 as `token-grant-type-status` says (A1). */
function grantTypeProblem(ctx: MockContext): Problem {
  const detail = 'Only grant_type=client_credentials is supported.';
  return ctx.choice('token-grant-type-status') === '401'
    ? httpProblem(401, 'UNAUTHORIZED', detail, { 'WWW-Authenticate': 'Basic realm="token"' })
    : formatError('INVALID_FIELD', detail, 'grant_type');
}

/** Apigee-style fields beyond the three of A1 (`token-extra-fields`), which a client ignores. */
function extraFields(ctx: MockContext, client: MockClient): Record<string, string> {
  if (ctx.choice('token-extra-fields') === 'none') return {};
  return {
    scope: client.bulkScope ? 'vop bulk' : 'vop',
    issued_at: String(Date.now()),
    client_id: client.credentials.apiKey,
    application_name: 'vop-conformance-mock',
    status: 'approved',
  };
}

/**
 * Sends the token endpoint's error `refused` as every error is sent (sendProblem: JSON, A8), or
 * as the HTML page a fault of the token endpoint puts in its place.
 */
function refuse(ctx: MockContext, res: ServerResponse, refused: Problem): void {
  const page = tokenFaults.refusalPage(ctx, refused);
  if (page === undefined) sendProblem(ctx, res, refused);
  else sendText(res, refused.status, page, 'text/html;charset=utf-8');
}

/**
 * POST /oauth/client_credential/accesstoken (interface.md Endpoints/1, Authentication 3; A1):
 * Basic credentials, form body with grant_type=client_credentials, 200 with access_token,
 * token_type and expires_in. Lifetime, token_type, expires_in form, extra fields and the status for
 * another grant type follow the mock's choices (`token-*`). The faults of the token endpoint act
 * through `tokenFaults` (src/mock/faults/token.ts), the robustness faults of the form through
 * `robustnessFaults`.
 */
export async function handleToken(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { text } = await readBody(req, FORM_BODY_CAP_BYTES);
  robustnessFaults.body(ctx, 'token', text);
  const decoded = basicText(req.headers.authorization);
  const basic = basicCredentials(decoded);
  const form = new URLSearchParams(text);
  const authenticated = basic && ctx.tokens.authenticate(basic.key, basic.secret);
  const presented = { basic, basicText: decoded, form, authorization: req.headers.authorization };
  const client = tokenFaults.client(ctx, authenticated, presented, ctx.clients);
  if (!client) {
    res.setHeader('WWW-Authenticate', 'Basic realm="token"');
    refuse(ctx, res, httpProblem(401, 'UNAUTHORIZED', 'Client credentials are missing or invalid.'));
    return;
  }
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const unsupported =
    mediaType === 'application/x-www-form-urlencoded'
      ? undefined
      : httpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Use application/x-www-form-urlencoded.');
  const mediaTypeRefused = tokenFaults.mediaType(ctx, mediaType, unsupported);
  if (mediaTypeRefused) {
    refuse(ctx, res, mediaTypeRefused);
    return;
  }
  const grantType = tokenFaults.grantTypeRead(ctx, form.get('grant_type'), {
    body: text,
    url: req.url ?? '',
  });
  const grantTypeRefused = tokenFaults.grantType(
    ctx,
    grantType,
    grantType === 'client_credentials' ? undefined : grantTypeProblem(ctx),
  );
  if (grantTypeRefused) {
    refuse(ctx, res, grantTypeRefused);
    return;
  }
  const announced = lifetimeSeconds(ctx);
  const { token } = ctx.tokens.issue(client, tokenFaults.honouredSeconds(ctx, announced));
  const tokenType = ctx.choice('token-type');
  const expiresIn = ctx.choice('token-expires-in') === 'number' ? announced : String(announced);
  const body = {
    access_token: token,
    ...(tokenType === 'absent' ? {} : { token_type: tokenType }),
    expires_in: expiresIn,
    ...extraFields(ctx, client),
  };
  sendJson(res, tokenFaults.issuedStatus(ctx, 200), tokenFaults.body(ctx, body));
}
