import type { OperationId } from '../../api/operations.ts';

/**
 * The shape of the clause audit of the two spec files: every testable statement of interface.md
 * and assumptions.md as a clause, where it applies and which rules check it there, and its edge
 * values with the rules (or tests) that send them.
 * Validated by schemas/rules/clause-table.schema.json (see clause-tables.ts).
 */

/** The spec file a clause is quoted from. */
export type SpecDocName = 'interface.md' | 'assumptions.md';

/**
 * How the suite must treat a clause: `asserted-documented` (interface.md decides: a break is a
 * failure), `asserted-assumed` (assumptions.md decides), `observed` (the files leave it open: the
 * suite records what it sees), `not-testable` (no request sequence shows a provider breaking it).
 */
export type ClauseMode = 'asserted-documented' | 'asserted-assumed' | 'observed' | 'not-testable';

/** The asserted modes: a provider that breaks such a clause fails the run. */
export const ASSERTED_MODES: readonly ClauseMode[] = ['asserted-documented', 'asserted-assumed'];

/** The words of a spec file (verbatim in `doc`) that make a clause's mode. */
export interface ModeWhy {
  readonly doc: SpecDocName;
  readonly words: string;
  readonly note?: string;
}

/**
 * One place a clause applies: an operation and the field, header, response or status of it
 * (`at`), with the rule ids that check the clause there (`rules`; of them `acceptRules` send
 * must-accept values and `rejectRules` must-reject ones), or a `reason` why no rule does, or a
 * `gap` with what is `missing`. Rule ids are catalogue ids (checked by test/meta/clauses.test.ts).
 */
export interface ClausePlace {
  readonly operation: OperationId;
  readonly at: string;
  readonly rules?: readonly string[];
  readonly acceptRules?: readonly string[];
  readonly rejectRules?: readonly string[];
  readonly reason?: string;
  readonly gap?: true;
  readonly missing?: string;
}

/**
 * A value at the edge of a clause: a nearest miss (`reject`), a widest legal value (`accept`) or,
 * for an observed clause, a probe. `covered`: the suite sends it (or its checks judge it) on every
 * run today, in a fixed test or a property example; `drawn`: a generator may draw it at random;
 * `coveredAt`: the operations where it is covered when not all are; `by`: who sends or judges it
 * (required when `covered`; for a `drawn` value, whose property draws it), each entry a rule id of
 * the catalogue whose suite test does (src/rules/catalogue.ts), or else the full title of the one
 * suite test that does (`<rule id>: <what it does>`, as mocha's `test.title`); every entry is
 * checked against the catalogue and the suites' tests by test/meta/clauses.test.ts
 * (`staleReferences` of table-problems.ts), so a deleted rule or test fails it;
 * `rule`: the rule it belongs to (a catalogue id, or one proposed in its style).
 */
export interface ClauseValue {
  readonly value: string;
  readonly covered: boolean;
  readonly drawn?: boolean;
  readonly coveredAt?: readonly OperationId[];
  readonly by?: readonly string[];
  readonly rule?: string;
  readonly note?: string;
}

/** One testable statement of a spec file: a sentence or a table row can hold several. */
export interface Clause {
  /** Stable kebab-case id: a section prefix (`e4-`, `a11-`) and the requirement. */
  readonly id: string;
  readonly doc: SpecDocName;
  /** The headings above the quote, as `spec-units.ts` names them (`Endpoints/4. Bulk status`). */
  readonly section: string;
  /** A verbatim substring of `doc`. */
  readonly quote: string;
  /** The clause in one line. */
  readonly statement: string;
  readonly mode: ClauseMode;
  readonly modeWhy: ModeWhy;
  readonly places: readonly ClausePlace[];
  readonly reject: readonly ClauseValue[];
  readonly accept: readonly ClauseValue[];
  readonly probes?: readonly ClauseValue[];
}

/** The clauses of one spec file, in the file's order. */
export interface ClauseTable {
  readonly doc: SpecDocName;
  readonly clauses: readonly Clause[];
}

/** Every rule id a place names, on any side. */
export function placeRuleIds(place: ClausePlace): string[] {
  return [...new Set([...(place.rules ?? []), ...(place.acceptRules ?? []), ...(place.rejectRules ?? [])])];
}
