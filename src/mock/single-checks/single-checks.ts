import type { IncomingMessage, ServerResponse } from 'node:http';
import { PATHS } from '../../api/paths.ts';
import { limits } from '../../schemas/limits.ts';
import { authorize } from '../bulk/bulk-guard.ts';
import type { MockContext } from '../context.ts';
import { readBody } from '../errors/http-io.ts';
import { isJsonObject, type JsonObject } from '../../api/json-object.ts';
import { answerCheckProblem, answerCheckResult } from './single-check-answers.ts';
import { formatError, type Problem } from '../errors/problem.ts';
import { robustnessFaults } from '../faults/robustness.ts';
import { singleCheckFaults, type SingleCheckOperation } from '../faults/single-checks.ts';

const SINGLE_BODY_CAP_BYTES = 64 * 1024;

type BodyOrProblem = { readonly body: JsonObject } | { readonly problem: Problem };

/**
 * The JSON object of a single check's body, or the 400 for a body that is not one (as the faults
 * of the body read leave it); a robustness fault of the body (`faults/robustness.ts`) throws, so
 * the server answers 500.
 */
async function readJsonObject(
  ctx: MockContext,
  req: IncomingMessage,
  operation: SingleCheckOperation,
): Promise<BodyOrProblem> {
  const { text, truncated } = await readBody(req, SINGLE_BODY_CAP_BYTES);
  if (truncated) return { problem: formatError('INVALID_REQUEST', 'The body is too large.') };
  robustnessFaults.body(ctx, operation, text);
  return singleCheckFaults.body(ctx, operation, parsedObject(text), text);
}

/** `text` parsed as a JSON object, or the 400 INVALID_REQUEST for a text that is not one. */
function parsedObject(text: string): BodyOrProblem {
  try {
    const value: unknown = JSON.parse(text);
    if (isJsonObject(value)) return { body: value };
  } catch {
    // not JSON: answered below
  }
  return { problem: formatError('INVALID_REQUEST', 'The body is not a JSON object.') };
}

/**
 * The 400 for payee name `name` of `operation` at `instance` (absent, not a string, blank, or
 * longer than the documented 140 characters as the name faults count), or undefined.
 */
function nameProblem(
  ctx: MockContext,
  operation: SingleCheckOperation,
  name: unknown,
  instance: string,
): Problem | undefined {
  if (name === undefined)
    return formatError('MANDATORY_FIELD_NOT_PROVIDED', 'The name is mandatory.', instance);
  if (typeof name !== 'string' || name.trim() === '')
    return formatError('INVALID_FIELD', 'Invalid name.', instance);
  const max = singleCheckFaults.nameLimit(ctx, operation, limits().partyNameMax);
  if (singleCheckFaults.nameLength(ctx, operation, name) > max)
    return formatError('NAME_TOO_LONG', 'The name is too long.', instance);
  return undefined;
}

/**
 * Echoes `x-fapi-interaction-id` when sent (A7) on an answer of `status`, as the faults of the
 * echo leave it.
 */
function echoInteractionId(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
): void {
  const interactionId = req.headers['x-fapi-interaction-id'];
  if (typeof interactionId !== 'string') return;
  const echo = singleCheckFaults.interactionIdEcho(ctx, interactionId, status);
  if (echo !== undefined) res.setHeader('x-fapi-interaction-id', echo);
}

/** Headers of each single check's usage (interface.md Endpoints/2, 3), in the order they are checked. */
const USAGE_HEADERS = {
  'org-check': ['Content-Type', 'charset', 'X-Correlation-Id'],
  'cop-check': ['x-fapi-interaction-id', 'Content-Type'],
} as const;

/** The usage headers of `kind` missing from `req` or empty, as the usage writes them. */
function missingHeaders(req: IncomingMessage, kind: keyof typeof USAGE_HEADERS): string[] {
  return USAGE_HEADERS[kind].filter((name) => {
    const value = req.headers[name.toLowerCase()];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/**
 * Under `single-check-headers: mandatory`, 400 MANDATORY_HEADER_NOT_PROVIDED for the first usage
 * header of `kind` that is missing or empty (A14); undefined when all are sent or headers are
 * optional. A robustness fault of a missing header (`singleCheckFaults.withoutHeader`) throws, so the
 * server answers 500.
 */
function missingHeader(
  ctx: MockContext,
  req: IncomingMessage,
  kind: keyof typeof USAGE_HEADERS,
): Problem | undefined {
  const missing = missingHeaders(req, kind);
  const tripped = singleCheckFaults.withoutHeader(ctx, kind, missing);
  if (tripped !== undefined) throw new Error(`${tripped} is undefined.`);
  if (ctx.choice('single-check-headers') === 'optional') return undefined;
  const [first] = missing;
  if (first === undefined) return undefined;
  return formatError('MANDATORY_HEADER_NOT_PROVIDED', `The ${first} header is mandatory.`, first);
}

/** The 400 for an accountId that is not `{value: string, type: string}`; every type served, as the faults leave it. */
function accountIdProblem(ctx: MockContext, accountId: unknown): Problem | undefined {
  if (!isJsonObject(accountId) || typeof accountId.value !== 'string' || typeof accountId.type !== 'string') {
    return formatError(
      'MANDATORY_FIELD_NOT_PROVIDED',
      'accountId.value and accountId.type are mandatory.',
      '/accountId',
    );
  }
  // Values beyond IBAN are not shown (interface.md Endpoints/6): the mock serves every one.
  return singleCheckFaults.accountType(ctx, accountId.type, undefined);
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
    answerCheckProblem(ctx, res, 'org-check', refused);
    return;
  }
  const read = await readJsonObject(ctx, req, 'org-check');
  const problem =
    'problem' in read
      ? read.problem
      : (accountIdProblem(ctx, read.body.accountId) ??
        nameProblem(ctx, 'org-check', read.body.name, '/name'));
  if (problem) {
    answerCheckProblem(ctx, res, 'org-check', problem);
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
  const guard = authorize(ctx, req, 'cop-check', false);
  const refused = 'problem' in guard ? guard.problem : missingHeader(ctx, req, 'cop-check');
  const read = refused ? { problem: refused } : await readJsonObject(ctx, req, 'cop-check');
  const problem = 'problem' in read ? read.problem : payeeProblem(ctx, read.body);
  echoInteractionId(ctx, req, res, problem?.status ?? 200);
  if (problem) {
    answerCheckProblem(ctx, res, 'cop-check', problem);
    return;
  }
  const data = { VerificationReport: { Matched: true } };
  answerCheckResult(ctx, res, 'cop-check', { Data: data }, data, PATHS.confirmationOfPayee);
}

/**
 * The 400 for a confirmation of payee `body` that breaks A7 (SchemeName SortCodeAccountNumber,
 * AccountType Personal or Business, Identification 14 digits, Name up to 140 characters), or
 * undefined.
 */
function payeeProblem(ctx: MockContext, body: JsonObject): Problem | undefined {
  if (body.SchemeName !== 'SortCodeAccountNumber') {
    return singleCheckFaults.schemeName(
      ctx,
      body.SchemeName,
      formatError('INVALID_FIELD', 'SchemeName must be SortCodeAccountNumber.', '/SchemeName'),
    );
  }
  if (body.AccountType !== 'Personal' && body.AccountType !== 'Business') {
    return formatError('INVALID_FIELD', 'AccountType must be Personal or Business.', '/AccountType');
  }
  const identification =
    typeof body.Identification === 'string'
      ? singleCheckFaults.identification(ctx, body.Identification)
      : undefined;
  if (identification === undefined || !/^[0-9]{14}$/.test(identification)) {
    return formatError('INVALID_FIELD', 'Identification must be 14 digits.', '/Identification');
  }
  return nameProblem(ctx, 'cop-check', body.Name, '/Name');
}
