/** A duration in ms as `m:ss` (or `h:mm:ss` from an hour on). */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** How a run stands at one moment: what a progress line says (counted by src/runner/progress-tally.ts). */
export interface ProgressFacts {
  /** Tests ended (passed, failed or skipped). */
  readonly done: number;
  /** Tests mocha will run (after --grep). */
  readonly total: number;
  /** Distinct rules whose test failed so far. */
  readonly failedRules: number;
  /** The rule of the test running now (the last one started), if any. */
  readonly current: string | undefined;
  /** Since the run started, ms. */
  readonly elapsedMs: number;
  /** Time left at the pace so far, ms; undefined before the first test ended. */
  readonly remainingMs: number | undefined;
}

/**
 * The plain progress line printed every few seconds in CI or when the output is piped, e.g.
 * `progress: 42/110 tests, 1 rule failed, now status-taskid-uuid, 0:31 elapsed, about 0:50 left`.
 */
export function plainProgressLine(facts: ProgressFacts): string {
  const failed = `${facts.failedRules} rule${facts.failedRules === 1 ? '' : 's'} failed`;
  const parts = [`${facts.done}/${facts.total} tests`, failed];
  if (facts.current !== undefined) parts.push(`now ${facts.current}`);
  parts.push(`${clockText(facts.elapsedMs)} elapsed`);
  if (facts.remainingMs !== undefined) parts.push(`about ${clockText(facts.remainingMs)} left`);
  return `progress: ${parts.join(', ')}`;
}
