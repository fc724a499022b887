import type { IncomingMessage, ServerResponse } from 'node:http';
import { PATHS } from '../../api/paths.ts';
import { limits } from '../../schemas/limits.ts';
import { authorize } from '../bulk/bulk-guard.ts';
import type { MockContext } from '../context.ts';
import { readBody } from '../errors/http-io.ts';
import { isJsonObject, type JsonObject } from '../../api/json-object.ts';
import { answerCheckProblem, answerCheckResult } from './single-check-answers.ts';
import { formatError, type Problem } from '../errors/problem.ts';
import { bodyTrip } from '../faults/robustness.ts';
import { singleCheckFaults, type SingleCheckOperation } from '../faults/single-checks.ts';

const SINGLE_BODY_CAP_BYTES = 64 * 1024;

type BodyOrProblem = { readonly body: JsonObject } | { readonly problem: Problem };

/**
 * The JSON object of a single check's body, or the 400 for a body that is not one; a robustness
 * fault of the body (`faults/robustness.ts`) throws, so the server answers 500.
 */
async function readJsonObject(
  ctx: MockContext,
  req: IncomingMessage,
  operation: SingleCheckOperation,
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

/** Echoes `x-fapi-interaction-id` when sent (A7), as the faults of the echo leave it. */
function echoInteractionId(ctx: MockContext, req: IncomingMessage, res: ServerResponse): void {
  const interactionId = req.headers['x-fapi-interaction-id'];
  if (typeof interactionId !== 'string') return;
  const echo = singleCheckFaults.interactionIdEcho(ctx, interactionId);
  if (echo !== undefined) res.setHeader('x-fapi-interaction-id', echo);
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
 * Its faults act through `singleCheckFaults` (src/mock/faults/single-checks.ts).
 */
export async function handleOrganisationCheck(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const correlationId = req.headers['x-correlation-id'];
  if (typeof correlationId === 'string' && ctx.choice('single-check-echo') === 'echo')
    res.setHeader('X-Correlation-Id', correlationId);
  const guard = authorize(ctx, req, 'org-check', false);
  const refused = 'problem' in guard ? guard.problem : missingHeader(ctx, req, 'org-check');
  if (refused) {
    answerCheckProblem(ctx, res, refused);
    return;
  }
  const read = singleCheckFaults.body(ctx, 'org-check', await readJsonObject(ctx, req, 'org-check'));
  if ('problem' in read) {
    answerCheckProblem(ctx, res, read.problem);
    return;
  }
  const { body } = read;
  const accountId = body.accountId;
  const problem =
    (isJsonObject(accountId) && typeof accountId.value === 'string' && typeof accountId.type === 'string'
      ? undefined
      : formatError(
          'MANDATORY_FIELD_NOT_PROVIDED',
          'accountId.value and accountId.type are mandatory.',
          '/accountId',
        )) ??
    nameProblem(body.name, '/name', singleCheckFaults.nameLimit(ctx, 'org-check', limits().partyNameMax));
  if (problem) {
    answerCheckProblem(ctx, res, problem);
    return;
  }
  const flat = { partyNameMatch: 'MTCH', accountStatus: 'ACTIVE' };
  const data = { PartyNameMatch: 'MTCH', AccountStatus: 'ACTIVE' };
  answerCheckResult(ctx, res, 'org-check', flat, data, PATHS.organisationCheck);
}

/**
 * POST /v1/gateway (interface.md Endpoints/3; A7): SchemeName SortCodeAccountNumber,
 * AccountType Personal or Business, Identification 14 digits, Name up to 140 characters;
 * `x-fapi-interaction-id` echoed when sent. Body shapes and mandatory headers follow the
 * `single-check-*` choices. Its faults act through `singleCheckFaults`
 * (src/mock/faults/single-checks.ts).
 */
export async function handleConfirmationOfPayee(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  echoInteractionId(ctx, req, res);
  const guard = authorize(ctx, req, 'cop-check', false);
  const refused = 'problem' in guard ? guard.problem : missingHeader(ctx, req, 'cop-check');
  if (refused) {
    answerCheckProblem(ctx, res, refused);
    return;
  }
  const read = singleCheckFaults.body(ctx, 'cop-check', await readJsonObject(ctx, req, 'cop-check'));
  if ('problem' in read) {
    answerCheckProblem(ctx, res, read.problem);
    return;
  }
  const { body } = read;
  let problem: Problem | undefined;
  if (body.SchemeName !== 'SortCodeAccountNumber') {
    problem = singleCheckFaults.schemeName(
      ctx,
      body.SchemeName,
      formatError('INVALID_FIELD', 'SchemeName must be SortCodeAccountNumber.', '/SchemeName'),
    );
  } else if (body.AccountType !== 'Personal' && body.AccountType !== 'Business') {
    problem = formatError('INVALID_FIELD', 'AccountType must be Personal or Business.', '/AccountType');
  } else if (typeof body.Identification !== 'string' || !/^[0-9]{14}$/.test(body.Identification)) {
    problem = formatError('INVALID_FIELD', 'Identification must be 14 digits.', '/Identification');
  } else {
    problem = nameProblem(
      body.Name,
      '/Name',
      singleCheckFaults.nameLimit(ctx, 'cop-check', limits().partyNameMax),
    );
  }
  if (problem) {
    answerCheckProblem(ctx, res, problem);
    return;
  }
  const data = { VerificationReport: { Matched: true } };
  answerCheckResult(ctx, res, 'cop-check', { Data: data }, data, PATHS.confirmationOfPayee);
}
