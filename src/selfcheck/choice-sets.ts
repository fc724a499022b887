import type { ChoiceSetSpec } from '../mock/choices/choice-set.ts';
import { CHOICE_LIST } from '../mock/choices/index.ts';

/** One named choice set of the no-false-alarm run, and the seed of the suite's generated values. */
export interface NamedChoiceSet {
  /** Folder-safe name, e.g. `random-2`. */
  readonly name: string;
  readonly spec: ChoiceSetSpec;
  /** `--seed` of the run against it (fixed, so CI repeats itself; `--seed` overrides). */
  readonly seed: number;
}

/** The set taking, at every choice, alternative `n` (0-based; the last where a choice has fewer). */
function nth(n: number): ChoiceSetSpec {
  const overrides = Object.fromEntries(
    CHOICE_LIST.map((c) => [
      c.id,
      c.alternatives[Math.min(n, c.alternatives.length - 1)] ?? c.alternatives[0],
    ]),
  );
  return { mode: 'first', overrides };
}

/**
 * The choice sets of the no-false-alarm run: all first, all last, three seeded random
 * ones, and the second and third alternative everywhere, so that every alternative of a choice
 * with up to four alternatives is taken by some set (a meta-test checks that each one is).
 */
export function noFalseAlarmSets(): NamedChoiceSet[] {
  const most = Math.max(...CHOICE_LIST.map((c) => c.alternatives.length));
  const middle = Array.from({ length: Math.max(0, most - 2) }, (_, i) => i + 1);
  return [
    { name: 'first', spec: { mode: 'first' }, seed: 101 },
    { name: 'last', spec: { mode: 'last' }, seed: 102 },
    ...[1, 2, 3].map((n) => ({
      name: `random-${n}`,
      spec: { mode: 'random', seed: n } as const,
      seed: 110 + n,
    })),
    ...middle.map((n) => ({ name: `alternative-${n + 1}`, spec: nth(n), seed: 120 + n })),
  ];
}

/** The `vop-conformance run` flags that make the embedded mock take `spec`. */
export function choiceFlags(spec: ChoiceSetSpec): string[] {
  const flags = ['--mock-choices', spec.mode];
  if (spec.seed !== undefined) flags.push('--mock-seed', String(spec.seed));
  for (const [id, alternative] of Object.entries(spec.overrides ?? {}))
    flags.push('--mock-choice', `${id}=${alternative}`);
  return flags;
}
