/**
 * One open point of the two spec files, as the reference mock can take it: a behaviour that
 * `interface.md` leaves "not shown", or that `assumptions.md` allows several ways. Each choice
 * names its alternatives; the mock can take every one of them, and the suite must pass against
 * every one (the no-false-alarm run). Faults break a rule; choices never do.
 */

/** Where a choice comes from: the document, its section and the sentence, verbatim. */
export interface ChoiceSource {
  readonly doc: 'interface.md' | 'assumptions.md';
  /** Section, e.g. `Authentication` or `A1. Token response`. */
  readonly section: string;
  /** The sentence (or table row) that leaves the point open, verbatim. */
  readonly quote: string;
}

/** A choice: kebab-case `id`, its alternatives (the first is the mock's default), source and summary. */
export interface MockChoice<Id extends string = string, Alternative extends string = string> {
  readonly id: Id;
  readonly alternatives: readonly [Alternative, ...Alternative[]];
  readonly source: ChoiceSource;
  /** One line saying what varies. */
  readonly summary: string;
}

/** Declares a choice, keeping its id and alternatives as literal types. */
export function defineChoice<const Id extends string, const Alternative extends string>(
  choice: MockChoice<Id, Alternative>,
): MockChoice<Id, Alternative> {
  return choice;
}
