/** The kind of target a run tested: the tool's own embedded mock, or a provider's URL. */
export type TargetKind = 'embedded mock' | 'provider';

/** What a run was made against, as every output of the run names it. */
export interface RunTarget {
  readonly kind: TargetKind;
  /** The base URL the run sent its requests to; absent for an embedded mock that never started. */
  readonly url?: string;
  /** The faults an embedded mock was started with (`--mock-break`); empty for a provider. */
  readonly faults: readonly string[];
}

/**
 * How every output names the target, after "against": `the embedded mock, not a sandbox
 * (http://127.0.0.1:41375, breaking status-value-enum/lower-case)` or `the provider at
 * https://sandbox.example`.
 */
export function againstText(target: RunTarget): string {
  if (target.kind === 'provider') return `the provider at ${target.url ?? '(no URL)'}`;
  const inside = [target.url, target.faults.length > 0 ? `breaking ${target.faults.join(', ')}` : '']
    .filter((part) => part !== undefined && part !== '')
    .join(', ');
  return `the embedded mock, not a sandbox${inside ? ` (${inside})` : ''}`;
}

/**
 * The key runs are compared by in the history and by `diff`: `embedded mock` (whatever port and
 * faults it had), or the provider's base URL.
 */
export function comparisonKey(target: RunTarget): string {
  return target.kind === 'embedded mock' ? 'embedded mock' : (target.url ?? '');
}
