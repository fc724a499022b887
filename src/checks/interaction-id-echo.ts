import { type Exchange, headerOf } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { ConformanceFailure } from './conformance-failure.ts';

/**
 * The x-fapi-interaction-id sent comes back on the confirmation of payee's answer, whatever its
 * status (assumptions.md A7: "`x-fapi-interaction-id` is echoed when sent"; interface.md
 * Endpoints/3), judged under `ruleId`. `sent`: the value the request carried; `label` names the
 * request ("a valid request").
 * @returns undefined when held; a ConformanceFailure of `ruleId` replaying `exchange` otherwise.
 */
export function interactionIdEchoed(
  ruleId: RuleId,
  exchange: Exchange,
  sent: string,
  label: string,
): ConformanceFailure | undefined {
  const echoed = headerOf(exchange.response, 'x-fapi-interaction-id');
  if (echoed === sent) return undefined;
  return new ConformanceFailure(
    ruleId,
    `${exchange.response.status} for ${label} with x-fapi-interaction-id: ${echoed ?? '(absent)'}`,
    `x-fapi-interaction-id: ${sent}`,
    exchange,
  );
}
