import type { Exchange } from '../client/types.ts';
import type { ChoiceId } from '../mock/choices/index.ts';

/** What the embedded mock is started with besides its choices (`mock --like`): seconds and ms. */
export interface CalibratedSettings {
  /** `expires_in` seen, seconds: the token lifetime under `token-lifetime: configured`. */
  readonly tokenLifetimeSeconds?: number;
  /** Median time from submission to IN_PROGRESS seen by polling, ms (an upper bound). */
  readonly queueMs?: number;
  /** Median time from IN_PROGRESS to a final state seen by polling, ms (an upper bound). */
  readonly processingMs?: number;
}

/**
 * One exchange as a reader sees it: the exchange, and the last status the run saw for the task
 * its path names (a status answer before it), if any.
 */
export interface SeenExchange {
  readonly exchange: Exchange;
  readonly taskStatus?: string;
}

/**
 * What one exchange shows about one choice: the alternatives it is consistent with (a value no
 * alternative has, such as a token_type `JWT`, is named as it is, so that no alternative
 * matches), and the settings it shows.
 */
export interface ChoiceReading {
  readonly alternatives: readonly string[];
  readonly settings?: CalibratedSettings;
}

/**
 * Reads one choice of `src/mock/choices/` off the exchanges of a run (`mock --like`):
 * `read` returns the alternatives an exchange is consistent with, or undefined when it shows
 * nothing about the choice. Never asserts anything: the spec files leave the choice open.
 */
export interface ChoiceReader {
  readonly choice: ChoiceId;
  read(seen: SeenExchange): ChoiceReading | undefined;
}

/** A verdict of one alternative (or one value seen). */
export function only(alternative: string, settings?: CalibratedSettings): ChoiceReading {
  return settings ? { alternatives: [alternative], settings } : { alternatives: [alternative] };
}
