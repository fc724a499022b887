import type { OperationId } from '../api/operations.ts';
import { TASK_STATUSES } from '../api/task-states.ts';
import { jsonBody } from '../client/json-body.ts';
import { isStreamedExchange } from '../client/streamed-exchange.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { schemaErrorText, validate } from '../schemas/registry.ts';
import { describeResponse } from './conformance-failure.ts';
import type { ExchangeCheck, Verdict } from './exchange-check.ts';

/** Operation, success status, the schema its body must be valid against, and the rule it judges. */
const SUCCESS_SCHEMAS: ReadonlyArray<readonly [OperationId, number, string, RuleId]> = [
  ['token', 200, 'responses/token.schema.json', 'token-client-credentials-issued'],
  ['bulk-submit', 202, 'responses/submission.schema.json', 'submit-202-task-id'],
  ['bulk-status', 200, 'responses/status.schema.json', 'status-200-json-body'],
];

/** The detail rule of each final status that needs a detail (States and transitions, rule 3). */
const DETAIL_RULES: Readonly<Record<string, RuleId>> = {
  FAILED: 'status-detail-when-failed',
  TIMED_OUT: 'status-detail-when-timed-out',
};

/** True for a string of white space only (the empty string included). */
function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/**
 * A success body validates against its operation's response schema; of a status body, the value
 * of `status` is judged under status-value-enum and the detail under the detail rules (present,
 * and not white space only, on FAILED and TIMED_OUT: States and transitions, rule 3).
 */
export const responseSchema: ExchangeCheck = {
  name: 'response_schema',
  rules: [
    ...SUCCESS_SCHEMAS.map(([, , , ruleId]) => ruleId),
    'status-value-enum',
    ...Object.values(DETAIL_RULES),
  ],
  judge: (exchange) => {
    // A response to HEAD has no body by definition (RFC 9110 9.3.2); a streamed body is judged by its reader.
    if (exchange.request.method === 'HEAD' || isStreamedExchange(exchange)) return [];
    const match = SUCCESS_SCHEMAS.find(
      ([operation, status]) =>
        exchange.request.operation === operation && exchange.response.status === status,
    );
    if (!match) return [];
    const [, , schema, ruleId] = match;
    const body = jsonBody(exchange);
    const errors = validate(schema, body).errors;
    // The status schema's if/then (detail on FAILED and TIMED_OUT) is judged under the detail rules.
    const conditional = (e: { schemaPath: string }) =>
      e.schemaPath.startsWith('#/then') || e.schemaPath === '#/if';
    // The value of `status` outside the five states is judged under status-value-enum.
    const isStatus = exchange.request.operation === 'bulk-status';
    const outOfEnum = (e: { instancePath: string }) => isStatus && e.instancePath === '/status';
    const problems = schemaErrorText(errors.filter((e) => !conditional(e) && !outOfEnum(e)));
    const verdicts: Verdict[] = [
      {
        ruleId,
        holds: problems === '',
        received: `${describeResponse(exchange)} (${problems})`,
        documented: `a body valid against schemas/${schema}`,
      },
    ];
    const status = (body as { status?: unknown } | undefined)?.status;
    if (isStatus && status !== undefined) {
      verdicts.push({
        ruleId: 'status-value-enum',
        holds: !errors.some(outOfEnum),
        received: `status ${JSON.stringify(status)}`,
        documented: `status one of ${TASK_STATUSES.join(', ')}`,
      });
    }
    const detailRule = isStatus ? DETAIL_RULES[String(status)] : undefined;
    if (detailRule) {
      verdicts.push({
        ruleId: detailRule,
        // The schema asks for at least one character; rule 3's detail says why, so white space alone is none.
        holds: !errors.some(conditional) && !isBlank((body as { detail?: unknown } | undefined)?.detail),
        received: describeResponse(exchange),
        documented: `status ${String(status)} with a non-empty detail`,
      });
    }
    return verdicts;
  },
};
