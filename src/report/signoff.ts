import type { RuleResult } from '../harness/ledger.ts';
import { catalogue } from '../rules/catalogue.ts';
import { type BodyFile, RequestBodies } from './request-bodies.ts';
import { againstText, type RunTarget } from './run-target.ts';
import { blockersOf, type RunVerdict } from './run-verdict.ts';
import { approvalSection } from './signoff-approval.ts';
import { codeSpan, cut, type SignoffSection } from './signoff-text.ts';
import { STATUS_ORDER } from './outcome-bar.ts';
import { countShown } from './shown-status.ts';

export type { SignoffSection } from './signoff-text.ts';
import { NO_COMMIT, type ToolProvenance, toolText } from './tool-provenance.ts';
import { autoRateText, type TrafficFacts } from './traffic-facts.ts';

/** The assumptions of assumptions.md, by id (A1 … A16), with their headings. */
export const ASSUMPTION_TITLES: Readonly<Record<string, string>> = {
  A1: 'Token response',
  A2: 'Bulk submission',
  A3: 'Results before PROCESSED',
  A4: 'Unknown task',
  A5: 'Scope',
  A6: 'Rate limiting',
  A7: 'Single checks',
  A8: 'Errors',
  A9: 'Scenario control in the embedded mock',
  A10: 'Accept-Language values',
  A11: 'What counts as a UUID',
  A12: 'Patterns apply to the whole value',
  A13: 'Length in characters',
  A14: 'Empty mandatory headers',
  A15: 'Authorization problems',
  A16: 'One rule at a time',
};

/** What the sign-off says about the run besides its rules and traffic. */
export interface SignoffFacts {
  /** The target's kind and URL (`againstText`). */
  readonly runTarget: RunTarget;
  /** The run's verdict: the sign-off's first line, and its approval block. */
  readonly verdict: RunVerdict;
  readonly startedAt: Date;
  readonly seed: number;
  readonly assumptions: string;
  /** The tool: version, commit, rule-set digest (the sign-off's `Tool:` line and approval block). */
  readonly tool: ToolProvenance;
  /** Which proxy carried the run (`through the proxy HTTPS_PROXY=http://…`, no credentials); absent: none. */
  readonly proxy?: string;
}

/** The onboarding sign-off of a run: its title, verdict, sections, and the request bodies its commands read. */
export interface Signoff {
  /** `Onboarding sign-off: FAILED against the embedded mock, not a sandbox (…)`. */
  readonly title: string;
  /** The verdict in one line (`RunVerdict.text`). */
  readonly verdict: string;
  /** For a run that cannot be signed as a complete one (interrupted): why, before anything else. */
  readonly warning?: string;
  readonly sections: readonly SignoffSection[];
  /** Bodies too long for a command, moved to files of the report folder (`--data-binary @requests/…`). */
  readonly bodies: readonly BodyFile[];
}

function firstLine(text: string | undefined): string {
  const lines = (text ?? '').split('\n');
  return lines.find((l) => l.startsWith('Received:')) ?? lines[0] ?? '';
}

/** A documented rule's outcome in the sign-off: its status, and why when it did not pass. */
function outcomeOf(result: RuleResult): string {
  if (result.status === 'passed') return 'passed';
  if (result.status === 'not tested') {
    if (result.reason === undefined) return 'not tested';
    // `not judged: <rule id> broke first`, `not judged: transport (…)`; else `not tested: interrupted`.
    return blockersOf(result).length > 0 ? cut(result.reason, 200) : `not tested: ${result.reason}`;
  }
  return `${result.status}: ${cut(firstLine(result.details[0]), 200)}`;
}

/** The observations of `ruleId` as facts: what was looked at, what the target did, how to replay it. */
function observedFacts(
  results: readonly RuleResult[],
  ruleId: string,
  fallback: string,
  bodies: RequestBodies,
): string[] {
  const result = results.find((r) => r.id === ruleId);
  const facts = (result?.observed ?? []).map(
    (o) =>
      `${o.title}: ${codeSpan(cut(o.value, 300))} — shown by ${o.request ? codeSpan(bodies.command(o.request, ruleId)) : `the requests of rule ${ruleId}`}; replay: \`vop-conformance run --grep ${ruleId}\``,
  );
  return facts.length > 0 ? facts : [`${fallback} (rule ${ruleId}: ${result?.status ?? 'not run'})`];
}

function timing(name: string, seen: TrafficFacts['toFinal']): string {
  return seen
    ? `${name}: median ${seen.medianMs} ms, max ${seen.maxMs} ms over ${seen.tasks} task(s) (seen by polling: an upper bound) — shown by each submission and the status polls of its task; replay: \`vop-conformance run --grep status-final-state-reached\``
    : `${name}: not seen`;
}

/**
 * Whether an assumption held, counting judged rules only: `13 of 16 held, 3
 * not judged`, after the rules that broke it (`did not hold: …`).
 */
function assumptionHeld(mine: readonly RuleResult[]): string {
  if (mine.length === 0) return 'no rule of its own (shapes how the suite tests)';
  const broken = mine.filter((r) => ['failed', 'warned', 'expected'].includes(r.status));
  const notJudged = mine.filter((r) => blockersOf(r).length > 0).length;
  const others = (status: RuleResult['status']) =>
    mine.filter((r) => r.status === status && blockersOf(r).length === 0).length;
  const counts = [
    `${mine.filter((r) => r.status === 'passed').length} of ${mine.length} held`,
    notJudged > 0 ? `${notJudged} not judged` : '',
    others('skipped') > 0 ? `${others('skipped')} skipped` : '',
    others('not tested') > 0 ? `${others('not tested')} not tested` : '',
  ].filter((part) => part !== '');
  const held = counts.join(', ');
  return broken.length > 0 ? `did not hold: ${broken.map((r) => r.id).join(', ')} (${held})` : held;
}

function assumptionRows(results: readonly RuleResult[]): string[][] {
  return Object.entries(ASSUMPTION_TITLES).map(([id, title]) => [
    id,
    title,
    assumptionHeld(results.filter((r) => r.level === 'assumed' && r.assumption === id)),
  ]);
}

/** The "not shown" facts of the traffic: timings, file limits, rate, error codes per status. */
function trafficFacts(traffic: TrafficFacts): string[] {
  return [
    timing('Lifecycle: submission to IN_PROGRESS', traffic.toInProgress),
    timing('Lifecycle: submission to a final state', traffic.toFinal),
    'File limits (largest file, most records): not probed by this version',
    `Rate: ${traffic.requests} requests in ${(traffic.spanMs / 1000).toFixed(1)} s (${traffic.requestsPerSecond} requests/s achieved); 429 answers: ${traffic.tooManyRequests}${traffic.burst ? ` (${traffic.burst.tooManyRequests} of them to the ${traffic.burst.requests} requests --provoke-429 sent above --rate on purpose)` : ''}${traffic.retryAfter.length > 0 ? `, Retry-After: ${traffic.retryAfter.join(', ')}` : ''}${traffic.autoRate ? `; ${autoRateText(traffic.autoRate)}` : ''} — shown by every request of this run, under --rate and --concurrency`,
  ];
}

function errorCodeFacts(traffic: TrafficFacts, bodies: RequestBodies): string[] {
  if (traffic.errorCodes.length === 0) return ['Error codes for statuses other than 400: none seen'];
  return traffic.errorCodes.map(
    (e) =>
      `Error code for HTTP ${e.status}: ${e.code} (${e.count}×) — first shown by ${codeSpan(bodies.command(e.request, `http-${e.status}`))}`,
  );
}

/**
 * The onboarding sign-off of a run: what QA confirms with the
 * implementation manager before asking for production access. It opens with the verdict and the
 * target (an interrupted run says, first, that it cannot be signed); then the run (target, date,
 * tool's version, commit (or `no commit`) and rule-set digest, rule counts by level); each documented rule with its outcome; each
 * assumption of assumptions.md held or not, counting judged rules only; the observed behaviour
 * of everything interface.md leaves "not shown" (token lifetime and type, the submission
 * response, results before PROCESSED and for FAILED and TIMED_OUT tasks, lifecycle timings, file
 * limits, 429 and the rate achieved, match values and Plus fields, error codes per non-400
 * status, single-check shapes), each fact naming the whole request that showed it (a long body
 * in a file, `--data-binary @requests/…`) and how to replay it; and the approval block.
 */
export function signoffOf(
  results: readonly RuleResult[],
  facts: SignoffFacts,
  traffic: TrafficFacts,
): Signoff {
  const bodies = new RequestBodies();
  // Counted as every screen counts them (src/report/shown-status.ts), in the page's order.
  const byLevel = (level: RuleResult['level']) => {
    const mine = results.filter((r) => r.level === level);
    const n = countShown(mine);
    return [level, String(mine.length), ...STATUS_ORDER.map((s) => String(n[s]))];
  };
  const documented = results.filter((r) => r.level === 'documented');
  const summaryOf = (id: string) => catalogue.find((r) => r.id === id)?.summary ?? '';
  const against = againstText(facts.runTarget);
  const tool = toolText(facts.tool);
  const { verdict } = facts;
  const observed = [
    ...observedFacts(
      results,
      'token-client-credentials-issued',
      'Token lifetime (expires_in), token_type and scope: not observed',
      bodies,
    ),
    ...observedFacts(results, 'submit-202-task-id', 'Submission response: not observed', bodies),
    ...observedFacts(
      results,
      'results-before-processed-4xx',
      'Results before PROCESSED: not observed',
      bodies,
    ),
    ...observedFacts(
      results,
      'results-failed-task-4xx',
      'Results of FAILED and TIMED_OUT tasks: not observed',
      bodies,
    ),
    ...trafficFacts(traffic),
    ...observedFacts(
      results,
      'results-record-shape',
      'Match values and Plus fields in result lines: not observed',
      bodies,
    ),
    ...errorCodeFacts(traffic, bodies),
    ...observedFacts(results, 'org-check-200', 'Organisation check response shape: not observed', bodies),
    ...observedFacts(results, 'cop-check-200', 'Confirmation of payee response shape: not observed', bodies),
  ];
  const sections: SignoffSection[] = [
    {
      heading: 'The run',
      items: [
        `Verdict: ${verdict.text}`,
        `Target: ${against}`,
        `Proxy: ${facts.proxy === undefined ? 'none (the requests went directly)' : `the requests went ${facts.proxy}`}`,
        "Replay: each `curl` command below reaches the target as the run did: the same proxy, CA file and client certificate (paths only; the proxy's user from `$PROXY_USER`, a passphrase from `$VOP_CLIENT_KEY_PASSPHRASE`)",
        `Date: ${facts.startedAt.toISOString()}`,
        `Tool: ${tool}`,
        `Provenance: ${facts.tool.gitSha === undefined ? NO_COMMIT : `commit ${facts.tool.gitSha}`} · rule set sha256:${facts.tool.ruleSetDigest ?? 'unknown'} (ids, levels and source sentences of the rules)`,
        `Seed: ${facts.seed} · assumptions: ${facts.assumptions}`,
      ],
      table: {
        head: ['level', 'rules', ...STATUS_ORDER.map((s) => (s === 'expected' ? 'expected failures' : s))],
        rows: [byLevel('documented'), byLevel('assumed')],
      },
    },
    {
      heading: 'Documented rules (interface.md)',
      table: {
        head: ['rule', 'what', 'outcome'],
        rows: documented.map((r) => [r.id, summaryOf(r.id), outcomeOf(r)]),
      },
    },
    {
      heading: 'Assumptions (assumptions.md)',
      intro: 'Each assumption counts the rules that were judged: a rule not judged neither held nor broke.',
      table: { head: ['id', 'assumption', 'on this target'], rows: assumptionRows(results) },
    },
    {
      heading: 'Observed where interface.md says "not shown"',
      intro:
        'Recorded, never asserted. Confirm each with the implementation manager. Run the commands from this report folder: a long request body is in its `requests/` folder.',
      items: observed,
    },
    approvalSection({ verdict, against, tool, date: facts.startedAt, runTarget: facts.runTarget }),
  ];
  return {
    title: `Onboarding sign-off: ${verdict.headline}${verdict.outcome === 'interrupted' ? ' (incomplete, not for signature)' : ''} against ${against}`,
    verdict: verdict.text,
    ...(verdict.outcome === 'interrupted'
      ? {
          warning: `This run was interrupted: ${verdict.notReached} of ${verdict.rules} rules were not reached. It is not a complete sign-off; run it again to the end and sign that one.`,
        }
      : {}),
    sections,
    bodies: bodies.files,
  };
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/** The sign-off as Markdown (`signoff.md`): its title (verdict and target) first, then the verdict line. */
export function renderSignoffMarkdown(signoff: Signoff): string {
  const out = [`# ${signoff.title}`, '', `**${signoff.verdict}**`, ''];
  if (signoff.warning) out.push(`> **Not for signature.** ${signoff.warning}`, '');
  for (const section of signoff.sections) {
    out.push(`## ${section.heading}`, '');
    if (section.intro) out.push(section.intro, '');
    for (const item of section.items ?? []) out.push(`- ${item.replaceAll('\n', ' ')}`);
    if (section.items?.length) out.push('');
    if (section.table) {
      out.push(
        `| ${section.table.head.map(cell).join(' | ')} |`,
        `|${section.table.head.map(() => '---').join('|')}|`,
      );
      for (const row of section.table.rows) out.push(`| ${row.map(cell).join(' | ')} |`);
      out.push('');
    }
  }
  return out.join('\n');
}
