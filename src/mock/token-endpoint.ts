import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockContext } from './context.ts';
import { readBody, sendJson, sendProblem } from './http-io.ts';
import { formatError, httpProblem } from './problem.ts';

const FORM_BODY_CAP_BYTES = 16 * 1024;

function basicCredentials(header: string | undefined): { key: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * POST /oauth/client_credential/accesstoken (interface.md Endpoints/1, Authentication 3; A1):
 * Basic credentials, form body with grant_type=client_credentials, 200 with access_token,
 * token_type and expires_in (a numeric string, as Apigee-style proxies send it).
 */
export async function handleToken(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { text } = await readBody(req, FORM_BODY_CAP_BYTES);
  const credentials = basicCredentials(req.headers.authorization);
  const client = credentials && ctx.tokens.authenticate(credentials.key, credentials.secret);
  if (!client && !ctx.breaks('token-bad-credentials-401')) {
    res.setHeader('WWW-Authenticate', 'Basic realm="token"');
    sendProblem(ctx, res, httpProblem(401, 'UNAUTHORIZED', 'Client credentials are missing or invalid.'));
    return;
  }
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/x-www-form-urlencoded') {
    sendProblem(
      ctx,
      res,
      httpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Use application/x-www-form-urlencoded.'),
    );
    return;
  }
  const grantType = new URLSearchParams(text).get('grant_type');
  if (grantType !== 'client_credentials' && !ctx.breaks('token-other-grant-type-rejected')) {
    sendProblem(
      ctx,
      res,
      formatError('INVALID_FIELD', 'Only grant_type=client_credentials is supported.', 'grant_type'),
    );
    return;
  }
  const issuedTo = client ?? ctx.clients[0];
  if (!issuedTo) throw new Error('mock has no client');
  const { token, expiresInSeconds } = ctx.tokens.issue(issuedTo);
  if (ctx.breaks('token-client-credentials-issued')) {
    sendJson(res, 200, { token });
    return;
  }
  const tokenType = ctx.choice('token-type');
  sendJson(res, 200, {
    access_token: token,
    ...(tokenType === 'absent' ? {} : { token_type: tokenType }),
    expires_in: ctx.choice('token-expires-in') === 'number' ? expiresInSeconds : String(expiresInSeconds),
  });
}
