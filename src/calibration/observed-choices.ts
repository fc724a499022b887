import type { CalibratedSettings } from './choice-reader.ts';

/** Name of the file a run writes into its report folder (`mock --like` reads it). */
export const OBSERVED_CHOICES_FILE = 'observed-choices.json';

/** The `format` of that file: a reader refuses any other. */
export const OBSERVED_CHOICES_FORMAT = 'vop-conformance observed choices 1';

/** Exchanges that showed the same alternatives of one choice: how many, and the first of them. */
export interface ObservationGroup {
  /** The alternatives these exchanges are consistent with (or the value seen, when no alternative has it). */
  readonly alternatives: readonly string[];
  readonly count: number;
  /** `METHOD /path → status` of the first exchange that showed it. */
  readonly shownBy: string;
}

/**
 * What a run saw at each open point of the spec files (`observed-choices.json`): per choice id of
 * `src/mock/choices/`, the groups of exchanges that showed something about it; and the settings
 * seen (token lifetime, lifecycle timings). A choice no exchange showed is absent.
 */
export interface ObservedChoices {
  readonly format: typeof OBSERVED_CHOICES_FORMAT;
  readonly choices: Readonly<Record<string, readonly ObservationGroup[]>>;
  readonly settings: CalibratedSettings;
}
