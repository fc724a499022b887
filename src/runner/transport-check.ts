import type { BreakerTrip } from '../client/circuit-breaker.ts';
import { TRANSPORT_TROUBLE } from '../client/exchange-errors.ts';
import { ToolError } from '../errors.ts';
import type { RuleResult } from '../harness/ledger.ts';
import { TRANSPORT_NOT_JUDGED } from '../harness/transport-trouble.ts';
import type { TransportFacts } from '../report/traffic-facts.ts';
import type { StopText } from '../report/unreached.ts';

/**
 * Largest share of the rules a run set out to judge that transport trouble may leave unjudged
 * before the run is an error (exit 2, naming the target's reachability) rather than a verdict on
 * the target: a tenth. Below it the rules are counted (`3 rules not judged: transport`).
 */
export const TRANSPORT_SHARE_LIMIT = 0.1;

/** The rules transport trouble kept from being judged: each `not judged: transport (…)`. */
export function notJudgedForTransport(results: readonly RuleResult[]): RuleResult[] {
  return results.filter((r) => r.status === 'not tested' && r.reason?.startsWith(TRANSPORT_NOT_JUDGED));
}

/** True when the breaker opened on transport trouble alone (resets, timeouts, no connection). */
function tripIsTrouble(trip: BreakerTrip | undefined): boolean {
  if (trip === undefined) return false;
  return Object.keys(trip.kinds).every((kind) => TRANSPORT_TROUBLE.has(kind as keyof BreakerTrip['kinds']));
}

/** What a run's transport trouble is judged from. */
export interface TransportOutcome {
  readonly results: readonly RuleResult[];
  /** Why the run stopped early, as the report names it; undefined when it ran to its end. */
  readonly stopped: StopText | undefined;
  /** The breaker's trip, when it opened. */
  readonly trip: BreakerTrip | undefined;
  /** Where the target is, as the error names it: `VOP_BASE_URL (https://sandbox.example)`. */
  readonly target: string;
}

/**
 * Throws when transport trouble kept more than {@link TRANSPORT_SHARE_LIMIT} of the rules the run
 * set out to judge from being judged (`not judged: transport`, and the rules the run did not
 * reach when the breaker opened on transport trouble alone): the run then shows the target's
 * reachability, not its conformance, and no rule is blamed for it. The rules a run set out to judge are
 * those with a status or a reason (a `--grep` run's unselected rules have neither).
 * @throws ToolError (exit 2): one line naming the share, the trouble and the target to check.
 */
export function checkReachable(outcome: TransportOutcome): void {
  const { results, stopped, trip } = outcome;
  const unjudged = notJudgedForTransport(results).length;
  const unreached =
    stopped === 'the circuit breaker opened' && tripIsTrouble(trip)
      ? results.filter((r) => r.status === 'not tested' && r.reason === stopped).length
      : 0;
  const blocked = unjudged + unreached;
  const set = results.filter((r) => r.status !== 'not tested' || r.reason !== undefined).length;
  if (blocked === 0 || blocked <= set * TRANSPORT_SHARE_LIMIT) return;
  const breaker = unreached > 0 && trip ? `; the circuit breaker opened after ${trip.failures} in a row` : '';
  throw new ToolError(
    `transport trouble kept ${blocked} of ${set} rules from being judged (resets, timeouts or no connection after the retries${breaker}): ` +
      `the target could not be reached reliably; check that ${outcome.target} is reachable from here (network, firewall, proxy) and run again`,
  );
}

/**
 * The console lines of a run's transport trouble, none when it met none: the rules not judged
 * (`3 rules not judged: transport`), the exchanges retried and the retries, the resets and
 * timeouts seen, and the submissions retried (the provider may hold a duplicate task of each).
 */
export function transportLines(results: readonly RuleResult[], facts: TransportFacts | undefined): string[] {
  const lines: string[] = [];
  const unjudged = notJudgedForTransport(results).length;
  if (unjudged > 0) lines.push(`${unjudged} rule${unjudged === 1 ? '' : 's'} not judged: transport`);
  if (facts === undefined || (facts.retries === 0 && Object.keys(facts.failed).length === 0)) return lines;
  const failed = Object.entries(facts.failed)
    .map(([kind, count]) => `${kind} ×${count ?? 0}`)
    .join(', ');
  const parts = [
    facts.retries > 0 ? `${facts.retriedExchanges} request(s) retried (${facts.retries} retries)` : '',
    facts.resets + facts.timeouts > 0 ? `${facts.resets} reset(s) and ${facts.timeouts} timeout(s) seen` : '',
    failed ? `failed for good: ${failed}` : '',
  ];
  lines.push(`transport: ${parts.filter((part) => part !== '').join('; ')}`);
  if (facts.retriedSubmissions > 0)
    lines.push(
      `transport: ${facts.retriedSubmissions} submission(s) sent again after the connection broke before an answer: ` +
        `the provider may hold a duplicate task (X-Request-Id ${facts.retriedSubmissionIds.join(', ')})`,
    );
  return lines;
}
