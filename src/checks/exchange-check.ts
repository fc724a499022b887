import type { Exchange } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';

/** One judgement of one rule on one exchange. */
export interface Verdict {
  readonly ruleId: RuleId;
  readonly holds: boolean;
  readonly received: string;
  readonly documented: string;
}

/**
 * A check run on every exchange of a run (as Schemathesis runs its default checks): a plain
 * named function from an exchange to verdicts, empty when it does not apply.
 */
export interface ExchangeCheck {
  /** Stable name; also the value a later `--checks` option takes. */
  readonly name: string;
  /** The rule ids its verdicts name. */
  readonly rules: readonly RuleId[];
  readonly judge: (exchange: Exchange) => Verdict[];
}
