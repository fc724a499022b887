import type { RuleResult, RuleStatus } from '../harness/ledger.ts';
import { againstText, type RunTarget, type TargetKind } from './run-target.ts';
import { countByStatus } from './summary.ts';
import type { ToolProvenance } from './tool-provenance.ts';

/**
 * One run in a line of the history file: when and against what it ran, the tool,
 * the count per status, every rule's outcome and every observed value (keyed
 * `<rule id> · <what was looked at>`, normalised by {@link normaliseObserved}).
 */
export interface RunSummary {
  readonly startedAt: string;
  /** The target runs are compared by: its base URL, or `embedded mock`. */
  readonly target: string;
  /** The target's kind (absent in lines written by 0.2.0 or earlier). */
  readonly targetKind?: TargetKind;
  /** The base URL the run sent its requests to (the embedded mock's changes with each run). */
  readonly targetUrl?: string;
  /** The target as every output names it: `the embedded mock, not a sandbox (…)`, `the provider at …`. */
  readonly against?: string;
  /** The run's verdict in one line (`RunVerdict.text`), e.g. `PASSED: 115 of 115 rules held`. */
  readonly verdict?: string;
  /** Why each rule that was not tested was not: `not judged: <id> broke first`, `interrupted`. */
  readonly reasons?: Readonly<Record<string, string>>;
  readonly seed: number;
  /** The tool that ran: version, commit, rule-set digest (lines of 0.2.0 have no digest). */
  readonly tool: ToolProvenance;
  readonly counts: Readonly<Record<RuleStatus, number>>;
  readonly rules: Readonly<Record<string, RuleStatus>>;
  readonly observed: Readonly<Record<string, string>>;
  /** Present when SIGINT or SIGTERM stopped the run: its counts cover what ran before. */
  readonly interrupted?: true;
}

/** Longest observed value kept in a summary, characters. */
const OBSERVED_MAX = 300;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const MILLISECONDS = /\b(\d+) ms\b/g;

/** `n` rounded to one significant digit (113 → 100, 2 480 → 2 000): timings compare by order of size. */
function roughly(n: number): number {
  if (n < 10) return n;
  const scale = 10 ** Math.floor(Math.log10(n));
  return Math.round(n / scale) * scale;
}

/**
 * An observed value as runs are compared: UUIDs (task ids, request ids) replaced by `<uuid>`,
 * millisecond timings rounded to one significant digit (`about 113 ms` → `about 100 ms`), so
 * only real changes show; cut at 300 characters.
 */
export function normaliseObserved(value: string): string {
  const text = value
    .replace(UUID, '<uuid>')
    .replace(MILLISECONDS, (_, ms: string) => `${roughly(Number(ms))} ms`);
  return text.length > OBSERVED_MAX ? `${text.slice(0, OBSERVED_MAX)}…` : text;
}

/** What a run summary is made from besides its rules. */
export interface RunSummaryFacts {
  readonly startedAt: Date | string;
  readonly target: string;
  readonly seed: number;
  readonly tool: RunSummary['tool'];
  readonly interrupted?: true;
  /** The target's kind and URL; absent for a rules.json written by 0.2.0 or earlier. */
  readonly runTarget?: RunTarget;
  /** The run's verdict line; absent for a rules.json written by 0.2.0 or earlier. */
  readonly verdict?: string;
}

/** The summary of a run with `results` (a run's per-rule table, or a rules.json read back). */
export function summariseRun(results: readonly RuleResult[], facts: RunSummaryFacts): RunSummary {
  const observed: Record<string, string> = {};
  for (const result of results) {
    for (const o of result.observed)
      observed[`${result.id} · ${normaliseObserved(o.title)}`] = normaliseObserved(o.value);
  }
  const reasons = Object.fromEntries(
    results.flatMap((r) => (r.status === 'not tested' && r.reason !== undefined ? [[r.id, r.reason]] : [])),
  );
  const { runTarget } = facts;
  return {
    startedAt: typeof facts.startedAt === 'string' ? facts.startedAt : facts.startedAt.toISOString(),
    target: facts.target,
    ...(runTarget
      ? {
          targetKind: runTarget.kind,
          ...(runTarget.url === undefined ? {} : { targetUrl: runTarget.url }),
          against: againstText(runTarget),
        }
      : {}),
    ...(facts.verdict === undefined ? {} : { verdict: facts.verdict }),
    seed: facts.seed,
    tool: facts.tool,
    counts: countByStatus(results),
    rules: Object.fromEntries(results.map((r) => [r.id, r.status])),
    observed,
    ...(Object.keys(reasons).length > 0 ? { reasons } : {}),
    ...(facts.interrupted ? { interrupted: true as const } : {}),
  };
}
