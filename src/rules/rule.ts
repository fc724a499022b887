import type { OperationId } from '../api/operations.ts';
/**
 * The shape of one rule of the catalogue: a requirement a provider can break, traced to the
 * sentence it comes from (interface.md for documented rules, assumptions.md for assumed ones).
 * Source: shared/style.md beside the checkout (Shapes; Names: rule ids).
 */

/** The levels of a rule, in the order the report shows them. */
export const RULE_LEVELS = ['documented', 'assumed'] as const;

/** `documented`: from interface.md, a break fails the run; `assumed`: from assumptions.md, switchable. */
export type RuleLevel = (typeof RULE_LEVELS)[number];

/** Where a rule comes from: the document, its section and the sentence, verbatim. */
export interface RuleSource {
  readonly doc: 'interface.md' | 'assumptions.md';
  /** Section path, e.g. `Endpoints/4. Bulk status` or `A1. Token response`. */
  readonly section: string;
  /** The sentence (or table row) the rule comes from, verbatim. */
  readonly quote: string;
}

/**
 * One rule of the catalogue. `id` is kebab-case `<subject>-<requirement>`, never reused, written
 * in full once, where the rule is defined (`RuleId` in catalogue.ts is the union of them).
 */
export interface Rule<Id extends string = string> {
  readonly id: Id;
  readonly level: RuleLevel;
  /** For `assumed` rules, the assumption id (`A1` … `A16`). */
  readonly assumption?: string;
  readonly source: RuleSource;
  readonly operations: readonly OperationId[];
  /** One line saying what the target must do. */
  readonly summary: string;
}

/** A documented rule (interface.md); its id keeps its literal type. */
export function documented<const Id extends string>(
  id: Id,
  operations: readonly OperationId[],
  section: string,
  quote: string,
  summary: string,
): Rule<Id> {
  return { id, level: 'documented', source: { doc: 'interface.md', section, quote }, operations, summary };
}

/** An assumed rule (assumptions.md, assumption `assumption` such as `A2`); its id keeps its literal type. */
export function assumed<const Id extends string>(
  id: Id,
  operations: readonly OperationId[],
  assumption: string,
  quote: string,
  summary: string,
): Rule<Id> {
  return {
    id,
    level: 'assumed',
    assumption,
    source: { doc: 'assumptions.md', section: assumption, quote },
    operations,
    summary,
  };
}
