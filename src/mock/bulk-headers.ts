import type { IncomingMessage } from 'node:http';
import { headerPattern, headerValid } from '../schemas/formats.ts';
import { limits } from '../schemas/limits.ts';
import { acceptedBy, type ServedMedia } from './accept.ts';
import { languageAccepted } from './accept-language.ts';
import { headerValue } from './bulk-guard.ts';
import type { MockContext } from './context.ts';
import { variantOf } from './faults/index.ts';
import type { BulkRuleIds } from '../rules/operation-rule-ids.ts';
import { formatError, httpProblem, type Problem } from './problem.ts';
import { uuidAccepted } from './uuid-acceptance.ts';

interface HeaderRule {
  readonly header: string;
  /** The operation's rule this header check keeps. */
  readonly rule: Exclude<
    keyof BulkRuleIds,
    'accept-406' | `auth-${string}` | 'scope-403' | 'x-request-id-mandatory'
  >;
  readonly broken: (value: string) => boolean;
}

/**
 * The header rules of an operation with rules `rules`. A `<rule>/strict` fault makes a limit off by
 * one the other way: the value at the limit is rejected too.
 */
function headerRules(ctx: MockContext, rules: BulkRuleIds): readonly HeaderRule[] {
  const l = limits();
  const strict = (rule: keyof BulkRuleIds, length: number, max: number): boolean => {
    const id = rules[rule];
    const variant = id === undefined ? undefined : variantOf(id, 'strict');
    return length === max && variant !== undefined && ctx.breaks(variant);
  };
  return [
    { header: 'x-request-id', rule: 'x-request-id-max-128', broken: (v) => v.length > l.requestIdMax },
    {
      header: 'x-request-id',
      rule: 'x-request-id-uuid',
      broken: (v) => !headerValid('x-request-id', v) || !uuidAccepted(ctx, v),
    },
    {
      header: 'x-end-user',
      rule: 'x-end-user-length',
      broken: (v) =>
        v.length < l.endUserMin ||
        v.length > l.endUserMax ||
        strict('x-end-user-length', v.length, l.endUserMax),
    },
    {
      header: 'x-end-user',
      rule: 'x-end-user-pattern',
      broken: (v) => !headerPattern('x-end-user').test(v),
    },
    {
      header: 'x-software-supplier',
      rule: 'x-software-supplier-max-70',
      broken: (v) =>
        !headerValid('x-software-supplier', v) ||
        strict('x-software-supplier-max-70', v.length, l.softwareSupplierMax),
    },
    {
      header: 'x-channel',
      rule: 'x-channel-max-70',
      broken: (v) => !headerValid('x-channel', v) || strict('x-channel-max-70', v.length, l.channelMax),
    },
    {
      header: 'accept-language',
      rule: 'accept-language-iso-639-1',
      broken: (v) => !languageAccepted(ctx, v),
    },
  ];
}

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
  for (const rule of headerRules(ctx, rules)) {
    const value = headerValue(req, rule.header);
    if (value === undefined || (rule.header === 'x-request-id' && value.trim() === '')) continue;
    // The max-128 fault accepts any X-Request-Id over the limit (the UUID rule would reject it anyway).
    if (rule.header === 'x-request-id' && tooLongAccepted) continue;
    if (rule.broken(value) && !ctx.breaks(rules[rule.rule])) {
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
