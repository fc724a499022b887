import type { ExploreStep } from './explore-step.ts';

/**
 * A sequence an exploration kept in the example database (as Hypothesis keeps one): one that
 * broke a rule, or one that showed an answer no other sequence of its run showed. Every later run
 * replays the stored sequences first, so what one night found is tried every night after.
 */
export interface ExploreExample {
  /** `failure`: it broke `ruleId`; `rare`: it showed an answer seen once in its run. */
  readonly why: 'failure' | 'rare';
  readonly ruleId?: string;
  /** When it was found, ISO 8601. */
  readonly foundAt: string;
  /** The seed of the run that found it. */
  readonly seed: number;
  readonly steps: readonly ExploreStep[];
}

/**
 * What a run's exploration is given (src/runner: `--explore`, the example database beside the
 * report history).
 */
export interface ExploreSettings {
  /** Most requests the exploration makes, shrinking included; 0: no exploration. */
  readonly budget: number;
  /** The stored sequences, oldest first: replayed before any new one. */
  readonly examples: readonly ExploreExample[];
  /** Hands a sequence to the example database (written when the run ends). */
  readonly keep: (example: ExploreExample) => void;
}
