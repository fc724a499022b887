import type { IncomingMessage, ServerResponse } from 'node:http';
import { nameLimit } from './name-limit.ts';
import { authorize } from './bulk-guard.ts';
import type { MockContext } from './context.ts';
import { readBody, sendJson, sendProblem } from './http-io.ts';
import { formatError, type Problem } from './problem.ts';

const SINGLE_BODY_CAP_BYTES = 64 * 1024;

type Json = Record<string, unknown>;

type BodyOrProblem = { readonly body: Json } | { readonly problem: Problem };

async function readJsonObject(req: IncomingMessage): Promise<BodyOrProblem> {
  const { text, truncated } = await readBody(req, SINGLE_BODY_CAP_BYTES);
  if (truncated) return { problem: formatError('INVALID_REQUEST', 'The body is too large.') };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { body: value as Json };
  } catch {
    // not JSON: answered below
  }
  return { problem: formatError('INVALID_REQUEST', 'The body is not a JSON object.') };
}

function nameProblem(name: unknown, instance: string, nameMax: number): Problem | undefined {
  if (name === undefined)
    return formatError('MANDATORY_FIELD_NOT_PROVIDED', 'The name is mandatory.', instance);
  if (typeof name !== 'string' || name.trim() === '')
    return formatError('INVALID_FIELD', 'Invalid name.', instance);
  if (name.length > nameMax) return formatError('NAME_TOO_LONG', 'The name is too long.', instance);
  return undefined;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

/**
 * POST /account/check/organisations (interface.md Endpoints/2; A7): bearer token, JSON body
 * `{accountId: {value, type}, name}`; 200 with a match outcome, 400 for a name over 140 characters.
 */
export async function handleOrganisationCheck(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const correlationId = req.headers['x-correlation-id'];
  if (typeof correlationId === 'string') res.setHeader('X-Correlation-Id', correlationId);
  const guard = authorize(ctx, req, 'org-check', false);
  if ('problem' in guard) {
    sendProblem(ctx, res, guard.problem);
    return;
  }
  const read = await readJsonObject(req);
  if ('problem' in read) {
    sendProblem(ctx, res, read.problem);
    return;
  }
  const body = read.body;
  const accountId = body.accountId;
  const problem =
    (isObject(accountId) && typeof accountId.value === 'string' && typeof accountId.type === 'string'
      ? undefined
      : formatError(
          'MANDATORY_FIELD_NOT_PROVIDED',
          'accountId.value and accountId.type are mandatory.',
          '/accountId',
        )) ?? nameProblem(body.name, '/name', nameLimit(ctx, 'org-check-name-too-long-400'));
  if (problem) {
    sendProblem(ctx, res, problem);
    return;
  }
  sendJson(res, 200, { partyNameMatch: 'MTCH', accountStatus: 'ACTIVE' });
}

/**
 * POST /v1/gateway (interface.md Endpoints/3; A7): SchemeName SortCodeAccountNumber,
 * AccountType Personal or Business, Identification 14 digits, Name up to 140 characters;
 * `x-fapi-interaction-id` echoed when sent.
 */
export async function handleConfirmationOfPayee(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const interactionId = req.headers['x-fapi-interaction-id'];
  if (typeof interactionId === 'string') res.setHeader('x-fapi-interaction-id', interactionId);
  const guard = authorize(ctx, req, 'cop-check', false);
  if ('problem' in guard) {
    sendProblem(ctx, res, guard.problem);
    return;
  }
  const read = await readJsonObject(req);
  if ('problem' in read) {
    sendProblem(ctx, res, read.problem);
    return;
  }
  const body = read.body;
  let problem: Problem | undefined;
  if (body.SchemeName !== 'SortCodeAccountNumber') {
    problem = formatError('INVALID_FIELD', 'SchemeName must be SortCodeAccountNumber.', '/SchemeName');
  } else if (body.AccountType !== 'Personal' && body.AccountType !== 'Business') {
    problem = formatError('INVALID_FIELD', 'AccountType must be Personal or Business.', '/AccountType');
  } else if (typeof body.Identification !== 'string' || !/^[0-9]{14}$/.test(body.Identification)) {
    problem = formatError('INVALID_FIELD', 'Identification must be 14 digits.', '/Identification');
  } else {
    problem = nameProblem(body.Name, '/Name', nameLimit(ctx, 'cop-check-name-too-long-400'));
  }
  if (problem) {
    sendProblem(ctx, res, problem);
    return;
  }
  sendJson(res, 200, { Data: { VerificationReport: { Matched: true } } });
}
