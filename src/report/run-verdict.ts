import type { RuleResult } from '../harness/ledger.ts';

/**
 * What a run's verdict says of it: every rule held, a rule failed (or the run stopped), a signal
 * stopped it, or it could not test the target (bad configuration, rejected credentials: exit 2,
 * headline `NOT TESTED`, the README's exit-code table).
 */
export type VerdictOutcome = 'passed' | 'failed' | 'interrupted' | 'not tested';

/** Why a run ended before its end, and when. */
export interface RunStop {
  /** As the reports say it: `interrupted`, `the deadline passed`, `the run stopped at the first token request`. */
  readonly reason: string;
  /** True when SIGINT or SIGTERM stopped the run. */
  readonly interrupted: boolean;
  /** How long the run had gone when it stopped, ms; absent when it never started its tests. */
  readonly afterMs?: number;
  /**
   * True when the run could not test the target (`reason` says why: rejected credentials, a path
   * every request got 404 at): NOT TESTED, whatever failed (a failure then shows the configuration).
   */
  readonly cannotTest?: boolean;
}

/**
 * The one verdict a run opens every output with: `index.html`'s banner,
 * `signoff.md`'s first line, the console's last line and `rules.json`'s `verdict`, which the
 * GitHub Action reads. Counts are of rules.
 */
export interface RunVerdict {
  readonly outcome: VerdictOutcome;
  /** The verdict's first words: `PASSED`, `PASSED with 3 rules not judged`, `FAILED`, `INTERRUPTED after 5 s`, `NOT TESTED`. */
  readonly headline: string;
  /** The whole verdict in one line, e.g. `FAILED: 1 rule failed (status-value-enum), 54 of 115 held, 59 not judged`. */
  readonly text: string;
  readonly rules: number;
  /** Rules that passed. */
  readonly held: number;
  readonly failed: number;
  /** The ids of the failed rules, in catalogue order. */
  readonly failedRules: readonly string[];
  /** Expected failures (`--expect-failures`) that still fail. */
  readonly expected: number;
  /** Rules a test set out to judge but did not: another rule broke first (`not judged: <id> broke first`), or transport trouble ended the test. */
  readonly notJudged: number;
  /** Rules a stopped run never reached. */
  readonly notReached: number;
  readonly skipped: number;
  /** Rules whose situation did not arise (no 429 came, A6): neither skipped nor held, no change to the verdict. */
  readonly notMet: number;
  /** One line per rule not met, `<id>: <why>` (`rate-limit-retry-after-form: judged when met: no 429 this run`). */
  readonly notMetLines: readonly string[];
  readonly warned: number;
  /** Other rules not tested: not selected by `--grep`, or no test names them. */
  readonly notTested: number;
}

const NOT_JUDGED = /not judged: (\S+) broke first/g;

/** The cause `blockersOf` gives a rule that transport trouble kept from being judged (`not judged: transport (…)`). */
export const TRANSPORT_CAUSE = 'transport';

/**
 * What kept `result`'s rule from being judged, from its reason: the rules that broke first (`not
 * judged: <rule id> broke first`, written by src/harness/rule-test.ts), or {@link TRANSPORT_CAUSE}
 * (`not judged: transport (…)`, src/harness/transport-trouble.ts); for a `not tested` rule with
 * such a reason, or a rule skipped for it alone. Empty for every other rule.
 */
export function blockersOf(result: RuleResult): string[] {
  const texts =
    result.status === 'not tested'
      ? [result.reason ?? '']
      : result.status === 'skipped' &&
          result.details.length > 0 &&
          result.details.every((d) => d.startsWith('not judged: '))
        ? result.details
        : [];
  const ids = texts.flatMap((text) => [
    ...(text.startsWith(`not judged: ${TRANSPORT_CAUSE}`) ? [TRANSPORT_CAUSE] : []),
    ...[...text.matchAll(NOT_JUDGED)].map((match) => match[1] as string),
  ]);
  return [...new Set(ids)];
}

/** The rules not judged, by the rule that broke first (or transport trouble), in the order first met. */
export function notJudgedBy(results: readonly RuleResult[]): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const result of results) {
    const [first] = blockersOf(result);
    if (first !== undefined) by.set(first, [...(by.get(first) ?? []), result.id]);
  }
  return by;
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** A duration as the verdict says it: `850 ms`, `5 s`, `2 min 5 s`. */
function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = Math.round(ms / 1000);
  return seconds < 120 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** Up to three ids, and how many more. */
function someIds(ids: readonly string[]): string {
  return ids.length <= 3 ? ids.join(', ') : `${ids.slice(0, 3).join(', ')} and ${ids.length - 3} more`;
}

/**
 * The verdict of a run with per-rule table `results` (expected failures applied, unreached rules
 * marked), stopped early as `stop` says, or run to its end. A failed rule, a stop (deadline,
 * circuit breaker, a token rule broken) or a run that judged no rule is FAILED, a signal INTERRUPTED whatever failed before it,
 * a run that could not test the target (`stop.cannotTest`) NOT TESTED; a run
 * with rules not judged because another rule broke first (an expected failure, under
 * `--expect-failures`) or transport trouble ended their tests is `PASSED with N rules not judged`.
 */
export function runVerdict(results: readonly RuleResult[], stop?: RunStop): RunVerdict {
  const of = (status: RuleResult['status']) => results.filter((r) => r.status === status);
  const notJudged = results.filter((r) => blockersOf(r).length > 0).length;
  const unreachedOrUntested = of('not tested').filter((r) => blockersOf(r).length === 0).length;
  const counts = {
    rules: results.length,
    held: of('passed').length,
    failed: of('failed').length,
    failedRules: of('failed').map((r) => r.id),
    expected: of('expected').length,
    notJudged,
    // A run that could not test ran (or not) as far as it could: its untested rules are not tested.
    notReached: stop && !stop.cannotTest ? unreachedOrUntested : 0,
    skipped: of('skipped').filter((r) => blockersOf(r).length === 0).length,
    notMet: of('not met').length,
    notMetLines: of('not met').map((r) => `${r.id}: ${r.details[0] ?? 'not met'}`),
    warned: of('warned').length,
    notTested: stop && !stop.cannotTest ? 0 : unreachedOrUntested,
  };
  const after = stop?.afterMs === undefined ? '' : ` after ${duration(stop.afterMs)}`;
  // `the deadline passed at 40 s`, `stopped after the first failure at 3 s`.
  const at = stop?.afterMs === undefined ? '' : ` at ${duration(stop.afterMs)}`;
  // A run that judged no rule (every one selected was skipped) showed nothing: it did not pass.
  const judgedNone = counts.held + counts.failed + counts.expected + counts.warned === 0;
  const outcome: VerdictOutcome = stop?.interrupted
    ? 'interrupted'
    : stop?.cannotTest
      ? 'not tested'
      : counts.failed > 0 || stop || judgedNone
        ? 'failed'
        : 'passed';
  const headline =
    outcome === 'interrupted'
      ? `INTERRUPTED${after}`
      : outcome === 'not tested'
        ? 'NOT TESTED'
        : outcome === 'failed'
          ? 'FAILED'
          : notJudged > 0
            ? `PASSED with ${plural(notJudged, 'rule', 'rules')} not judged`
            : 'PASSED';
  const parts = [
    judgedNone && !stop ? 'no rule was judged' : '',
    counts.failed > 0
      ? `${plural(counts.failed, 'rule', 'rules')} failed (${someIds(counts.failedRules)})`
      : '',
    stop && !stop.cannotTest
      ? `${counts.held} held`
      : `${counts.held} of ${plural(counts.rules, 'rule', 'rules')} held`,
    counts.expected > 0 ? plural(counts.expected, 'expected failure', 'expected failures') : '',
    notJudged > 0 && outcome !== 'passed' ? `${notJudged} not judged` : '',
    counts.skipped > 0 ? `${counts.skipped} skipped` : '',
    counts.notMet > 0 ? `${counts.notMet} not met` : '',
    counts.warned > 0 ? `${counts.warned} warned` : '',
    counts.notTested > 0 ? `${counts.notTested} not tested` : '',
  ].filter((part) => part !== '');
  const stopped = stop?.cannotTest
    ? `${stop.reason}; `
    : stop
      ? `${stop.interrupted ? '' : `${stop.reason}${at}: `}${counts.notReached} of ${plural(counts.rules, 'rule', 'rules')} not reached; `
      : '';
  return { outcome, headline, text: `${headline}: ${stopped}${parts.join(', ')}`, ...counts };
}
