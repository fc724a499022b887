import type { RuleResult, RuleStatus } from '../harness/ledger.ts';
import { countByStatus } from './summary.ts';

/**
 * One run in a line of the history file (issue 13): when and against what it ran, the tool,
 * the count per status, every rule's outcome and every observed value (keyed
 * `<rule id> · <what was looked at>`, normalised by {@link normaliseObserved}).
 */
export interface RunSummary {
  readonly startedAt: string;
  /** The target runs are compared by: its base URL, or `embedded mock`. */
  readonly target: string;
  readonly seed: number;
  readonly tool: { readonly version: string; readonly gitSha?: string };
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
}

/** The summary of a run with `results` (a run's per-rule table, or a rules.json read back). */
export function summariseRun(results: readonly RuleResult[], facts: RunSummaryFacts): RunSummary {
  const observed: Record<string, string> = {};
  for (const result of results) {
    for (const o of result.observed)
      observed[`${result.id} · ${normaliseObserved(o.title)}`] = normaliseObserved(o.value);
  }
  return {
    startedAt: typeof facts.startedAt === 'string' ? facts.startedAt : facts.startedAt.toISOString(),
    target: facts.target,
    seed: facts.seed,
    tool: facts.tool,
    counts: countByStatus(results),
    rules: Object.fromEntries(results.map((r) => [r.id, r.status])),
    observed,
    ...(facts.interrupted ? { interrupted: true as const } : {}),
  };
}
