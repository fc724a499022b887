import { ConfigError } from '../errors.ts';
import {
  CHOICE_MODES,
  type ChoiceMode,
  parseChoiceOverrides,
  resolveChoiceSet,
} from '../mock/choices/choice-set.ts';
import type { ChoiceSet } from '../mock/choices/index.ts';
import { integerFlag } from './options/integer-flag.ts';

/**
 * The mock's choice set from `--choices MODE` (first, last or random; default first), `--seed N`
 * (for random; default 0) and repeatable `--choice id=alternative` overrides.
 * @throws ConfigError for an unknown mode, a bad seed, or an unknown choice or alternative.
 */
export function choiceSetFromFlags(
  mode: string | undefined,
  seed: string | undefined,
  overrides: readonly string[],
): ChoiceSet {
  const chosenMode = mode ?? 'first';
  if (!CHOICE_MODES.includes(chosenMode as ChoiceMode)) {
    throw new ConfigError([
      `--choices must be one of ${CHOICE_MODES.join(', ')} (got ${JSON.stringify(mode)})`,
    ]);
  }
  const problems: string[] = [];
  const seedNumber = integerFlag(seed, '--seed', { fallback: 0 }, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return resolveChoiceSet({
    mode: chosenMode as ChoiceMode,
    seed: seedNumber,
    overrides: parseChoiceOverrides(overrides),
  });
}
