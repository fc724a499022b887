import type { CalibratedSettings } from './choice-reader.ts';

/** One choice as the observations determined it. */
export interface DeterminedChoice {
  readonly id: string;
  readonly alternative: string;
  /** `METHOD /path → status` of the first exchange that showed it, and how many did. */
  readonly shownBy: string;
  readonly count: number;
}

/** A choice the observations showed but could not settle: the alternative kept, and why. */
export interface UndeterminedChoice {
  readonly id: string;
  /** The alternative the calibrated mock takes: the default, or the first still possible. */
  readonly kept: string;
  /** Why: the alternatives that cannot be told apart, or the values seen that no alternative has. */
  readonly reason: string;
}

/** A rule that failed in the source run, and the catalogue fault that reproduces it (if any). */
export interface Deviation {
  readonly ruleId: string;
  /** The fault switched on under `--with-deviations`; undefined when the catalogue has none. */
  readonly faultId?: string;
}

/**
 * A mock calibrated from one run's observations (`mock --like`): one alternative for
 * every choice of `src/mock/choices/`, the settings seen, and how each choice was settled.
 */
export interface Calibration {
  /** Choice id → alternative, for every choice of the catalogue. */
  readonly choices: Readonly<Record<string, string>>;
  readonly settings: CalibratedSettings;
  readonly determined: readonly DeterminedChoice[];
  readonly undetermined: readonly UndeterminedChoice[];
  /** Choices no exchange showed: the default alternative is kept. */
  readonly notObserved: readonly string[];
  /** The rules that failed in the source run, with their faults. */
  readonly deviations: readonly Deviation[];
}
