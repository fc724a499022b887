import type { IncomingMessage } from 'node:http';
import { headerPattern, headerValid } from '../../schemas/formats.ts';
import { limits } from '../../schemas/limits.ts';
import { acceptedBy, type ServedMedia } from './accept.ts';
import { languageAccepted } from './accept-language.ts';
import { headerValue } from './bulk-guard.ts';
import type { MockContext } from '../context.ts';
import { variantOf } from '../faults/index.ts';
import type { BulkRuleIds } from '../../rules/operation-rule-ids.ts';
import { formatError, httpProblem, type Problem } from '../errors/problem.ts';
import { uuidAccepted } from './uuid-acceptance.ts';

interface HeaderRule {
  readonly header: string;
  /** The operation's rule this header check keeps. */
  readonly rule: Exclude<
    keyof BulkRuleIds,
    'accept-406' | `auth-${string}` | 'scope-403' | 'x-request-id-mandatory'
  >;
  /** True when `value` breaks the rule, as the mock `ctx` with the operation's rules `rules` reads it. */
  readonly broken: (value: string, ctx: MockContext, rules: BulkRuleIds) => boolean;
}

/**
 * True when `length` is exactly `max` and the mock breaks the `<rule>/strict` fault of the
 * operation's `rule`: a limit off by one the other way (the value at the limit is rejected too).
 */
function strictAt(
  ctx: MockContext,
  rules: BulkRuleIds,
  rule: keyof BulkRuleIds,
  length: number,
  max: number,
): boolean {
  if (length !== max) return false;
  const id = rules[rule];
  const variant = id === undefined ? undefined : variantOf(id, 'strict');
  return variant !== undefined && ctx.breaks(variant);
}

/** The X-End-User pattern of the headers schema, compiled once. */
let endUserPattern: RegExp | undefined;

/** The header rules of the bulk operations, in the order they are checked; made once. */
const HEADER_RULES: readonly HeaderRule[] = [
  { header: 'x-request-id', rule: 'x-request-id-max-128', broken: (v) => v.length > limits().requestIdMax },
  {
    header: 'x-request-id',
    rule: 'x-request-id-uuid',
    broken: (v, ctx) => !headerValid('x-request-id', v) || !uuidAccepted(ctx, v),
  },
  {
    header: 'x-end-user',
    rule: 'x-end-user-length',
    broken: (v, ctx, rules) =>
      v.length < limits().endUserMin ||
      v.length > limits().endUserMax ||
      strictAt(ctx, rules, 'x-end-user-length', v.length, limits().endUserMax),
  },
  {
    header: 'x-end-user',
    rule: 'x-end-user-pattern',
    broken: (v) => {
      endUserPattern ??= headerPattern('x-end-user');
      return !endUserPattern.test(v);
    },
  },
  {
    header: 'x-software-supplier',
    rule: 'x-software-supplier-max-70',
    broken: (v, ctx, rules) =>
      !headerValid('x-software-supplier', v) ||
      strictAt(ctx, rules, 'x-software-supplier-max-70', v.length, limits().softwareSupplierMax),
  },
  {
    header: 'x-channel',
    rule: 'x-channel-max-70',
    broken: (v, ctx, rules) =>
      !headerValid('x-channel', v) || strictAt(ctx, rules, 'x-channel-max-70', v.length, limits().channelMax),
  },
  {
    header: 'accept-language',
    rule: 'accept-language-iso-639-1',
    broken: (v, ctx) => !languageAccepted(ctx, v),
  },
];

/**
 * The 400 for mandatory header `name` present but empty or only whitespace (assumptions.md A14),
 * titled as the `empty-mandatory-header` choice says.
 */
export function emptyHeaderProblem(ctx: MockContext, name: string): Problem {
  return formatError(ctx.choice('empty-mandatory-header'), `The ${name} header is empty.`, name);
}

/**
 * Request-header rules of the bulk endpoints (interface.md Endpoints/4 request headers, Limits;
 * A10-A12, A14), then Accept (406, Errors/HTTP statuses; A8) when `served` is given.
 * Returns the first problem, or undefined. `rules`: the operation's rules, each switched off by a
 * fault of the same id (the submission's Accept has no rule, so no fault).
 */
export function checkBulkHeaders(
  ctx: MockContext,
  req: IncomingMessage,
  rules: BulkRuleIds,
  served?: ServedMedia,
): Problem | undefined {
  const requestId = headerValue(req, 'x-request-id');
  if (!ctx.breaks(rules['x-request-id-mandatory'])) {
    if (requestId === undefined) {
      return formatError(
        'MANDATORY_HEADER_NOT_PROVIDED',
        'The X-Request-Id header is mandatory.',
        'X-Request-Id',
      );
    }
    if (requestId.trim() === '') return emptyHeaderProblem(ctx, 'X-Request-Id');
  }
  const tooLongAccepted =
    ctx.breaks(rules['x-request-id-max-128']) && (requestId?.length ?? 0) > limits().requestIdMax;
  for (const rule of HEADER_RULES) {
    const value = headerValue(req, rule.header);
    if (value === undefined || (rule.header === 'x-request-id' && value.trim() === '')) continue;
    // The max-128 fault accepts any X-Request-Id over the limit (the UUID rule would reject it anyway).
    if (rule.header === 'x-request-id' && tooLongAccepted) continue;
    if (rule.broken(value, ctx, rules) && !ctx.breaks(rules[rule.rule])) {
      return formatError('INVALID_HEADER', `The ${rule.header} header has an invalid value.`, rule.header);
    }
  }
  const acceptRule = rules['accept-406'];
  if (
    served &&
    !acceptedBy(ctx, headerValue(req, 'accept'), served) &&
    !(acceptRule !== undefined && ctx.breaks(acceptRule))
  ) {
    return httpProblem(
      406,
      'NOT_ACCEPTABLE',
      `Acceptable: ${served.mediaTypes.join(', ')} with charset UTF-8.`,
    );
  }
  return undefined;
}
