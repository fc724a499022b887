import { CHOICE_LIST } from '../mock/choices/index.ts';
import { FAULT_IDS } from '../mock/faults/index.ts';
import type { Calibration, DeterminedChoice, Deviation, UndeterminedChoice } from './calibration.ts';
import type { ObservationGroup, ObservedChoices } from './observed-choices.ts';

/** The catalogue fault that breaks rule `ruleId`: its own id, else its first variant; none: undefined. */
export function faultForRule(ruleId: string): string | undefined {
  return FAULT_IDS.find((id) => id === ruleId) ?? FAULT_IDS.find((id) => id.startsWith(`${ruleId}/`));
}

/** The alternatives of `known` every group is consistent with. */
function consistent(known: readonly string[], groups: readonly ObservationGroup[]): string[] {
  return known.filter((alternative) => groups.every((g) => g.alternatives.includes(alternative)));
}

/** The values seen that are no alternative of the choice (e.g. a token_type `JWT`). */
function strangers(known: readonly string[], groups: readonly ObservationGroup[]): string[] {
  const seen = new Set(groups.flatMap((g) => g.alternatives).filter((a) => !known.includes(a)));
  return [...seen];
}

/**
 * The calibration `observed` gives: each choice of the catalogue is
 * - determined when exactly one alternative is consistent with every exchange that showed it;
 * - undetermined when none is (the exchanges disagree, or showed a value no alternative has) or
 *   several are (the observations cannot tell them apart): the default is kept when still
 *   possible, else the first possible one, and the reason is named;
 * - not observed when no exchange showed it: the default is kept.
 * `failedRules` (the source run's failed rules) become deviations, each with its catalogue fault.
 * Pure: the same observations always give the same calibration.
 */
export function calibrate(observed: ObservedChoices, failedRules: readonly string[] = []): Calibration {
  const choices: Record<string, string> = {};
  const determined: DeterminedChoice[] = [];
  const undetermined: UndeterminedChoice[] = [];
  const notObserved: string[] = [];
  for (const choice of CHOICE_LIST) {
    const [first] = choice.alternatives;
    const groups = observed.choices[choice.id] ?? [];
    if (groups.length === 0) {
      choices[choice.id] = first;
      notObserved.push(choice.id);
      continue;
    }
    const possible = consistent(choice.alternatives, groups);
    const [only] = possible;
    if (possible.length === 1 && only !== undefined) {
      choices[choice.id] = only;
      const count = groups.reduce((sum, g) => sum + g.count, 0);
      determined.push({ id: choice.id, alternative: only, shownBy: groups[0]?.shownBy ?? '', count });
      continue;
    }
    const kept = possible.length === 0 || possible.includes(first) ? first : (possible[0] ?? first);
    choices[choice.id] = kept;
    const odd = strangers(choice.alternatives, groups);
    const reason =
      possible.length > 1
        ? `cannot be told apart from what was seen: ${possible.join(', ')}`
        : odd.length > 0
          ? `seen ${odd.map((v) => JSON.stringify(v)).join(', ')}, which no alternative reproduces`
          : `the exchanges disagree: ${groups.map((g) => `${g.alternatives.join(' or ')} (${g.shownBy})`).join('; ')}`;
    undetermined.push({ id: choice.id, kept, reason });
  }
  const deviations: Deviation[] = failedRules.map((ruleId) => {
    const faultId = faultForRule(ruleId);
    return faultId === undefined ? { ruleId } : { ruleId, faultId };
  });
  return { choices, settings: observed.settings, determined, undetermined, notObserved, deviations };
}
