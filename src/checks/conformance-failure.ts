import type { RuleId } from '../rules/catalogue.ts';
import { toCurl } from '../client/curl.ts';
import type { Exchange, OutgoingRequest } from '../client/types.ts';
import { withoutStack } from '../output/error-text.ts';
import { redactor } from '../output/redactor.ts';

/**
 * The target broke a rule. The message reads "<rule id>", "Received: …", "Documented: …"
 * and ends with a redacted `curl` that replays the request. It has no stack frames: they would
 * describe the tool, not the target (`stack` is the message under its name).
 */
export class ConformanceFailure extends Error {
  override name = 'ConformanceFailure';
  readonly ruleId: RuleId;
  /** Private, not an own property: an error serialised into a report never carries its headers. */
  readonly #request: OutgoingRequest | undefined;

  /** `replay`: the exchange (or just the request) that broke the rule, for the curl line. */
  constructor(
    ruleId: RuleId,
    received: string,
    documented: string,
    replay?: { readonly request: OutgoingRequest },
  ) {
    const lines = [ruleId, `Received: ${received}`, `Documented: ${documented}`];
    if (replay) lines.push(`Replay: ${toCurl(replay.request)}`);
    super(redactor.redact(lines.join('\n')));
    this.ruleId = ruleId;
    this.#request = replay?.request;
    withoutStack(this);
  }

  /** The request the failure replays (the very object sent: `exchanges.har` finds its entry by it). */
  get request(): OutgoingRequest | undefined {
    return this.#request;
  }
}

/**
 * A ConformanceFailure of `ruleId` whose message is `message` as written (redacted), without
 * stack frames: a failure restated with more context (a property's seed and path, a count of
 * further failures).
 */
export function restatedFailure(ruleId: RuleId, message: string): ConformanceFailure {
  const failure = new ConformanceFailure(ruleId, '', '');
  failure.message = redactor.redact(message);
  return withoutStack(failure);
}

const BODY_PREVIEW_CHARS = 300;

/** `status` and the start of the body of `exchange`'s response, for "Received:" lines. */
export function describeResponse(exchange: Exchange): string {
  const { status, bodyText } = exchange.response;
  const body = bodyText.length > BODY_PREVIEW_CHARS ? `${bodyText.slice(0, BODY_PREVIEW_CHARS)}…` : bodyText;
  return `${status} ${body}`.trim();
}
