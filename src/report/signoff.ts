import type { RuleResult } from '../harness/ledger.ts';
import { catalogue } from '../rules/catalogue.ts';
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
  readonly target: string;
  readonly startedAt: Date;
  readonly seed: number;
  readonly assumptions: string;
  readonly tool: { readonly version: string; readonly gitSha?: string };
}

/** One section of the sign-off: a heading and lines (Markdown list items or table rows). */
export interface SignoffSection {
  readonly heading: string;
  readonly intro?: string;
  /** A table: header cells, then rows; or a list when `table` is absent. */
  readonly table?: { readonly head: readonly string[]; readonly rows: readonly (readonly string[])[] };
  readonly items?: readonly string[];
}

function firstLine(text: string | undefined): string {
  const lines = (text ?? '').split('\n');
  return lines.find((l) => l.startsWith('Received:')) ?? lines[0] ?? '';
}

function verdict(result: RuleResult): string {
  if (
    result.status === 'skipped' ||
    result.status === 'warned' ||
    result.status === 'failed' ||
    result.status === 'expected'
  )
    return `${result.status}: ${firstLine(result.details[0]).slice(0, 200)}`;
  return result.status;
}

/** The observations of `ruleId` as facts: what was looked at, what the target did, how to replay it. */
function observedFacts(results: readonly RuleResult[], ruleId: string, fallback: string): string[] {
  const result = results.find((r) => r.id === ruleId);
  const facts = (result?.observed ?? []).map(
    (o) =>
      `${o.title}: \`${o.value.slice(0, 300)}\` — shown by ${o.request ? `\`${o.request.slice(0, 400)}\`` : `the requests of rule ${ruleId}`}; replay: \`vop-conformance run --grep ${ruleId}\``,
  );
  return facts.length > 0 ? facts : [`${fallback} (rule ${ruleId}: ${result?.status ?? 'not run'})`];
}

function timing(name: string, seen: TrafficFacts['toFinal']): string {
  return seen
    ? `${name}: median ${seen.medianMs} ms, max ${seen.maxMs} ms over ${seen.tasks} task(s) (seen by polling: an upper bound) — shown by each submission and the status polls of its task; replay: \`vop-conformance run --grep status-final-state-reached\``
    : `${name}: not seen`;
}

function assumptionRows(results: readonly RuleResult[]): string[][] {
  return Object.entries(ASSUMPTION_TITLES).map(([id, title]) => {
    const mine = results.filter((r) => r.level === 'assumed' && r.assumption === id);
    const broken = mine.filter((r) => ['failed', 'warned', 'expected'].includes(r.status));
    const tested = mine.filter((r) => r.status === 'passed');
    const held =
      mine.length === 0
        ? 'no rule of its own (shapes how the suite tests)'
        : broken.length > 0
          ? `did not hold: ${broken.map((r) => r.id).join(', ')}`
          : tested.length > 0
            ? `held (${tested.length} rule(s))`
            : 'not tested';
    return [id, title, held];
  });
}

/**
 * The onboarding sign-off of a run (issue 13): what QA confirms with the implementation manager
 * before asking for production access. Sections: the run (target, date, tool version and git SHA,
 * rule counts by level); each documented rule with its outcome; each assumption of
 * assumptions.md held or not; the observed behaviour of everything interface.md leaves
 * "not shown" (token lifetime and type, the submission response, results before PROCESSED and
 * for FAILED and TIMED_OUT tasks, lifecycle timings, file limits, 429 and the rate achieved,
 * match values and Plus fields, error codes per non-400 status, single-check shapes), each
 * fact naming the request that showed it and how to replay it.
 */
export function signoffSections(
  results: readonly RuleResult[],
  facts: SignoffFacts,
  traffic: TrafficFacts,
): SignoffSection[] {
  const byLevel = (level: RuleResult['level']) => {
    const mine = results.filter((r) => r.level === level);
    const n = (s: RuleResult['status']) => mine.filter((r) => r.status === s).length;
    return [
      level,
      String(mine.length),
      String(n('passed')),
      String(n('failed')),
      String(n('expected')),
      String(n('skipped') + n('warned')),
      String(n('not tested')),
    ];
  };
  const documented = results.filter((r) => r.level === 'documented');
  const summaryOf = (id: string) => catalogue.find((r) => r.id === id)?.summary ?? '';
  return [
    {
      heading: 'The run',
      items: [
        `Target: ${facts.target}`,
        `Date: ${facts.startedAt.toISOString()}`,
        `Tool: vop-conformance ${facts.tool.version}${facts.tool.gitSha ? ` (git ${facts.tool.gitSha})` : ''}`,
        `Seed: ${facts.seed} · assumptions: ${facts.assumptions}`,
      ],
      table: {
        head: ['level', 'rules', 'passed', 'failed', 'expected failures', 'skipped or warned', 'not tested'],
        rows: [byLevel('documented'), byLevel('assumed')],
      },
    },
    {
      heading: 'Documented rules (interface.md)',
      table: {
        head: ['rule', 'what', 'outcome'],
        rows: documented.map((r) => [r.id, summaryOf(r.id), verdict(r)]),
      },
    },
    {
      heading: 'Assumptions (assumptions.md)',
      table: { head: ['id', 'assumption', 'on this target'], rows: assumptionRows(results) },
    },
    {
      heading: 'Observed where interface.md says "not shown"',
      intro: 'Recorded, never asserted. Confirm each with the implementation manager.',
      items: [
        ...observedFacts(
          results,
          'token-client-credentials-issued',
          'Token lifetime (expires_in), token_type and scope: not observed',
        ),
        ...observedFacts(results, 'submit-202-task-id', 'Submission response: not observed'),
        ...observedFacts(results, 'results-before-processed-4xx', 'Results before PROCESSED: not observed'),
        ...observedFacts(
          results,
          'results-failed-task-4xx',
          'Results of FAILED and TIMED_OUT tasks: not observed',
        ),
        timing('Lifecycle: submission to IN_PROGRESS', traffic.toInProgress),
        timing('Lifecycle: submission to a final state', traffic.toFinal),
        'File limits (largest file, most records): not probed by this version',
        `Rate: ${traffic.requests} requests in ${(traffic.spanMs / 1000).toFixed(1)} s (${traffic.requestsPerSecond} requests/s achieved); 429 answers: ${traffic.tooManyRequests}${traffic.retryAfter.length > 0 ? `, Retry-After: ${traffic.retryAfter.join(', ')}` : ''}${traffic.autoRate ? `; ${autoRateText(traffic.autoRate)}` : ''} — shown by every request of this run, under --rate and --concurrency`,
        ...observedFacts(
          results,
          'results-record-shape',
          'Match values and Plus fields in result lines: not observed',
        ),
        ...(traffic.errorCodes.length > 0
          ? traffic.errorCodes.map(
              (e) =>
                `Error code for HTTP ${e.status}: ${e.code} (${e.count}×) — first shown by \`${e.request.slice(0, 400)}\``,
            )
          : ['Error codes for statuses other than 400: none seen']),
        ...observedFacts(results, 'org-check-200', 'Organisation check response shape: not observed'),
        ...observedFacts(results, 'cop-check-200', 'Confirmation of payee response shape: not observed'),
      ],
    },
  ];
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/** The sign-off as Markdown (`signoff.md`). */
export function renderSignoffMarkdown(sections: readonly SignoffSection[]): string {
  const out = ['# Onboarding sign-off', ''];
  for (const section of sections) {
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
