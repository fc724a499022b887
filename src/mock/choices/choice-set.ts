import { ConfigError } from '../../errors.ts';
import { CHOICE_LIST, type ChoiceSet } from './index.ts';

/** How alternatives are picked where no override names one: first, last, or seeded random. */
export type ChoiceMode = 'first' | 'last' | 'random';

/** The modes `--choices` takes. */
export const CHOICE_MODES: readonly ChoiceMode[] = ['first', 'last', 'random'];

/** What a choice set is resolved from. */
export interface ChoiceSetSpec {
  readonly mode: ChoiceMode;
  /** Seed of `random` (any integer). */
  readonly seed?: number;
  /** `id → alternative` that win over the mode. */
  readonly overrides?: Readonly<Record<string, string>>;
}

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The choice set `spec` names: for each choice of the catalogue, the override, else the first,
 * last or seeded-random alternative. The same spec always gives the same set.
 * @throws ConfigError listing every override that names an unknown choice or alternative.
 */
export function resolveChoiceSet(spec: ChoiceSetSpec): ChoiceSet {
  const overrides = spec.overrides ?? {};
  const problems: string[] = [];
  for (const [id, alternative] of Object.entries(overrides)) {
    const choice = CHOICE_LIST.find((c) => c.id === id);
    if (!choice) problems.push(`unknown choice '${id}' (known: ${CHOICE_LIST.map((c) => c.id).join(', ')})`);
    else if (!choice.alternatives.includes(alternative))
      problems.push(
        `choice '${id}' has no alternative '${alternative}' (it has: ${choice.alternatives.join(', ')})`,
      );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const random = seededRandom(spec.seed ?? 0);
  const set: Record<string, string> = {};
  for (const choice of CHOICE_LIST) {
    const { alternatives } = choice;
    const index =
      spec.mode === 'first'
        ? 0
        : spec.mode === 'last'
          ? alternatives.length - 1
          : Math.floor(random() * alternatives.length);
    set[choice.id] = overrides[choice.id] ?? alternatives[index] ?? alternatives[0];
  }
  return set as ChoiceSet;
}

/**
 * `id=alternative` texts (as `--choice` takes them) as an override map.
 * @throws ConfigError for a text without `=`.
 */
export function parseChoiceOverrides(texts: readonly string[]): Record<string, string> {
  const overrides: Record<string, string> = {};
  const problems: string[] = [];
  for (const text of texts) {
    const at = text.indexOf('=');
    if (at <= 0) problems.push(`--choice takes id=alternative (got ${JSON.stringify(text)})`);
    else overrides[text.slice(0, at).trim()] = text.slice(at + 1).trim();
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return overrides;
}

/** `id=alternative` for every choice of `set` that is not its first (default) alternative. */
export function describeChoices(set: ChoiceSet): string[] {
  const values: Readonly<Record<string, string>> = set;
  return CHOICE_LIST.filter((c) => values[c.id] !== c.alternatives[0]).map((c) => `${c.id}=${values[c.id]}`);
}
