import { isJsonObject } from '../api/json-object.ts';
import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { ConformanceFailure, describeResponse } from './conformance-failure.ts';

/**
 * A single check's answer carries a JSON object, an array excluded (assumptions.md A7: "Valid
 * requests get 200 and a JSON object"; the response shape is not shown in interface.md), judged
 * under `ruleId`. The status is `expectStatus`'s to judge first. `forWhat` (e.g. "for a valid
 * request (a one-character name)") follows the response in the Received line.
 * @returns undefined when held; a ConformanceFailure of `ruleId` replaying `exchange` otherwise.
 */
export function jsonObjectBody(
  ruleId: RuleId,
  exchange: Exchange,
  forWhat?: string,
): ConformanceFailure | undefined {
  if (isJsonObject(jsonBody(exchange))) return undefined;
  const received =
    forWhat === undefined ? describeResponse(exchange) : `${describeResponse(exchange)} ${forWhat}`;
  return new ConformanceFailure(ruleId, received, '200 with a JSON object', exchange);
}
