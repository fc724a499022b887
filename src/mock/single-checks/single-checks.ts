import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PATHS } from '../../api/paths.ts';
import { nameLimit } from '../records/name-length.ts';
import { authorize } from '../bulk/bulk-guard.ts';
import type { MockContext } from '../context.ts';
import { readBody, sendJson, sendText } from '../errors/http-io.ts';
import { isJsonObject, type JsonObject } from '../../api/json-object.ts';
import { COP_CHECK_RULES, ORG_CHECK_RULES } from '../../rules/operation-rule-ids.ts';
import { answerCheckProblem, answerCheckResult } from './single-check-answers.ts';
import { formatError, type Problem } from '../errors/problem.ts';
import { bodyTrip } from '../faults/robustness/trip.ts';

const SINGLE_BODY_CAP_BYTES = 64 * 1024;

type BodyOrProblem = { readonly body: JsonObject } | { readonly problem: Problem };

/**
 * The JSON object of a single check's body, or the 400 for a body that is not one; a robustness
 * fault of the body (`faults/robustness/trip.ts`) throws, so the server answers 500.
 */
async function readJsonObject(
  ctx: MockContext,
  req: IncomingMessage,
  operation: 'org-check' | 'cop-check',
): Promise<BodyOrProblem> {
  const { text, truncated } = await readBody(req, SINGLE_BODY_CAP_BYTES);
  if (truncated) return { problem: formatError('INVALID_REQUEST', 'The body is too large.') };
  const tripped = bodyTrip(ctx, operation, text);
  if (tripped) throw new Error(`${tripped}: the body could not be read.`);
  try {
    const value: unknown = JSON.parse(text);
    if (isJsonObject(value)) return { body: value };
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

/** What a body that is not JSON is read as when a fault serves it (`*-invalid-request-400`). */
const VALID_ORGANISATION_BODY: JsonObject = {
  accountId: { value: 'NL91ABNA0417164300', type: 'IBAN' },
  name: 'Acme Holding BV',
};
const VALID_PAYEE_BODY: JsonObject = {
  SchemeName: 'SortCodeAccountNumber',
  AccountType: 'Personal',
  Identification: '40051212345678',
  Name: 'Jane Doe',
};

/**
 * Echoes `x-fapi-interaction-id` when sent (A7); the `cop-check-interaction-id-echo` fault drops
 * it, its `/other-value` variant answers a fresh UUID instead.
 */
function echoInteractionId(ctx: MockContext, req: IncomingMessage, res: ServerResponse): void {
  const interactionId = req.headers['x-fapi-interaction-id'];
  if (typeof interactionId !== 'string' || ctx.breaks('cop-check-interaction-id-echo')) return;
  const other = ctx.breaks('cop-check-interaction-id-echo/other-value');
  res.setHeader('x-fapi-interaction-id', other ? randomUUID() : interactionId);
}

/** Headers of each single check's usage (interface.md Endpoints/2, 3), in the order they are checked. */
const USAGE_HEADERS = {
  'org-check': ['Content-Type', 'charset', 'X-Correlation-Id'],
  'cop-check': ['x-fapi-interaction-id', 'Content-Type'],
} as const;

/**
 * Under `single-check-headers: mandatory`, 400 MANDATORY_HEADER_NOT_PROVIDED for the first usage
 * header of `kind` that is missing or empty (A14); undefined when all are sent or headers are optional.
 */
function missingHeader(
  ctx: MockContext,
  req: IncomingMessage,
  kind: keyof typeof USAGE_HEADERS,
): Problem | undefined {
  if (ctx.choice('single-check-headers') === 'optional') return undefined;
  const missing = USAGE_HEADERS[kind].find((name) => {
    const value = req.headers[name.toLowerCase()];
    return typeof value !== 'string' || value.trim() === '';
  });
  if (missing === undefined) return undefined;
  return formatError('MANDATORY_HEADER_NOT_PROVIDED', `The ${missing} header is mandatory.`, missing);
}

/**
 * POST /account/check/organisations (interface.md Endpoints/2; A7): bearer token, JSON body
 * `{accountId: {value, type}, name}`; 200 with a match outcome, 400 for a name over 140 characters.
 * Body shapes, mandatory headers and the X-Correlation-Id echo follow the `single-check-*` choices.
 * Faults: a JSON array for a valid check (`org-check-200`), a body that is not JSON served.
 */
export async function handleOrganisationCheck(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const correlationId = req.headers['x-correlation-id'];
  if (typeof correlationId === 'string' && ctx.choice('single-check-echo') === 'echo')
    res.setHeader('X-Correlation-Id', correlationId);
  const guard = authorize(ctx, req, ORG_CHECK_RULES, false);
  const refused = 'problem' in guard ? guard.problem : missingHeader(ctx, req, 'org-check');
  if (refused) {
    answerCheckProblem(ctx, res, refused);
    return;
  }
  const read = await readJsonObject(ctx, req, 'org-check');
  if ('problem' in read && !ctx.breaks('org-check-invalid-request-400')) {
    answerCheckProblem(ctx, res, read.problem);
    return;
  }
  const body = 'body' in read ? read.body : VALID_ORGANISATION_BODY;
  const accountId = body.accountId;
  const problem =
    (isJsonObject(accountId) && typeof accountId.value === 'string' && typeof accountId.type === 'string'
      ? undefined
      : formatError(
          'MANDATORY_FIELD_NOT_PROVIDED',
          'accountId.value and accountId.type are mandatory.',
          '/accountId',
        )) ?? nameProblem(body.name, '/name', nameLimit(ctx, 'org-check-name-too-long-400'));
  if (problem) {
    answerCheckProblem(ctx, res, problem);
    return;
  }
  const flat = { partyNameMatch: 'MTCH', accountStatus: 'ACTIVE' };
  const data = { PartyNameMatch: 'MTCH', AccountStatus: 'ACTIVE' };
  if (ctx.breaks('org-check-200')) {
    sendJson(res, 200, [flat]);
    return;
  }
  answerCheckResult(ctx, res, flat, data, PATHS.organisationCheck);
}

/**
 * POST /v1/gateway (interface.md Endpoints/3; A7): SchemeName SortCodeAccountNumber,
 * AccountType Personal or Business, Identification 14 digits, Name up to 140 characters;
 * `x-fapi-interaction-id` echoed when sent. Body shapes and mandatory headers follow the
 * `single-check-*` choices. Faults: a text/plain body for a valid check (`cop-check-200`), a body
 * that is not JSON served, the interaction id not echoed, a 500 for another SchemeName.
 */
export async function handleConfirmationOfPayee(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  echoInteractionId(ctx, req, res);
  const guard = authorize(ctx, req, COP_CHECK_RULES, false);
  const refused = 'problem' in guard ? guard.problem : missingHeader(ctx, req, 'cop-check');
  if (refused) {
    answerCheckProblem(ctx, res, refused);
    return;
  }
  const read = await readJsonObject(ctx, req, 'cop-check');
  if ('problem' in read && !ctx.breaks('cop-check-invalid-request-400')) {
    answerCheckProblem(ctx, res, read.problem);
    return;
  }
  const body = 'body' in read ? read.body : VALID_PAYEE_BODY;
  let problem: Problem | undefined;
  if (body.SchemeName !== 'SortCodeAccountNumber' && ctx.breaks('server-no-5xx/cop-check-scheme-name')) {
    throw new Error(`no handler for SchemeName ${String(body.SchemeName).slice(0, 40)}`);
  } else if (body.SchemeName !== 'SortCodeAccountNumber') {
    problem = formatError('INVALID_FIELD', 'SchemeName must be SortCodeAccountNumber.', '/SchemeName');
  } else if (body.AccountType !== 'Personal' && body.AccountType !== 'Business') {
    problem = formatError('INVALID_FIELD', 'AccountType must be Personal or Business.', '/AccountType');
  } else if (typeof body.Identification !== 'string' || !/^[0-9]{14}$/.test(body.Identification)) {
    problem = formatError('INVALID_FIELD', 'Identification must be 14 digits.', '/Identification');
  } else {
    problem = nameProblem(body.Name, '/Name', nameLimit(ctx, 'cop-check-name-too-long-400'));
  }
  if (problem) {
    answerCheckProblem(ctx, res, problem);
    return;
  }
  const data = { VerificationReport: { Matched: true } };
  if (ctx.breaks('cop-check-200')) {
    sendText(res, 200, 'MATCHED', 'text/plain');
    return;
  }
  answerCheckResult(ctx, res, { Data: data }, data, PATHS.confirmationOfPayee);
}
