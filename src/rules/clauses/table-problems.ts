import {
  ASSERTED_MODES,
  type Clause,
  type ClausePlace,
  type ClauseTable,
  placeRuleIds,
  type SpecDocName,
} from './clause.ts';
import { type SpecUnit, specUnits } from './spec-units.ts';

/**
 * The checks of the clause audit of the two spec files as plain functions from the tables (and
 * the spec files' text, the catalogue and the suites' test titles) to problems, one line each, so
 * that test/meta/clauses.test.ts can assert each is empty and show that a broken table makes it
 * bite. Nothing here reads a file.
 */

/** The text of each spec file. */
export type SpecTexts = Readonly<Record<SpecDocName, string>>;

/** One clause with the table it is in. */
interface Located {
  readonly table: ClauseTable;
  readonly clause: Clause;
}

function located(tables: readonly ClauseTable[]): Located[] {
  return tables.flatMap((table) => table.clauses.map((clause) => ({ table, clause })));
}

function placeName(clause: Clause, place: ClausePlace): string {
  return `${clause.id} @ ${place.operation} ${place.at}`;
}

/** Ids used twice (across both tables), and clauses whose doc is not their table's. */
export function identityProblems(tables: readonly ClauseTable[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const { table, clause } of located(tables)) {
    if (seen.has(clause.id)) problems.push(`${clause.id}: id used twice`);
    seen.add(clause.id);
    if (clause.doc !== table.doc)
      problems.push(`${clause.id}: doc ${clause.doc} in the table of ${table.doc}`);
  }
  return problems;
}

/** Every start offset of `quote` in `text`. */
export function occurrences(text: string, quote: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(quote); at >= 0; at = text.indexOf(quote, at + 1)) found.push(at);
  return found;
}

/**
 * Quotes and mode words that are not verbatim substrings of their spec file, and clauses whose
 * section is not the section of a unit their quote lies in (a quote of a heading is exempt: a
 * heading is no unit).
 */
export function quoteProblems(tables: readonly ClauseTable[], texts: SpecTexts): string[] {
  const units: Readonly<Record<SpecDocName, SpecUnit[]>> = {
    'interface.md': specUnits(texts['interface.md']),
    'assumptions.md': specUnits(texts['assumptions.md']),
  };
  return located(tables).flatMap(({ clause }) => {
    const problems: string[] = [];
    const at = occurrences(texts[clause.doc], clause.quote);
    if (at.length === 0)
      problems.push(`${clause.id}: quote is not verbatim in ${clause.doc}: ${clause.quote}`);
    if (!texts[clause.modeWhy.doc].includes(clause.modeWhy.words))
      problems.push(
        `${clause.id}: modeWhy words are not verbatim in ${clause.modeWhy.doc}: ${clause.modeWhy.words}`,
      );
    const sections = at.flatMap((start) =>
      units[clause.doc].filter((u) => start >= u.start && start < u.end).map((u) => u.section),
    );
    if (sections.length > 0 && !sections.includes(clause.section))
      problems.push(
        `${clause.id}: section "${clause.section}", but its quote is under "${sections.join('", "')}"`,
      );
    return problems;
  });
}

/**
 * The units of `doc` (see spec-units.ts) that no clause covers: a unit is covered when an
 * occurrence of some clause's quote lies inside it, or it lies inside one.
 */
export function uncoveredUnits(tables: readonly ClauseTable[], doc: SpecDocName, text: string): SpecUnit[] {
  const spans = located(tables)
    .filter(({ clause }) => clause.doc === doc)
    .flatMap(({ clause }) =>
      occurrences(text, clause.quote).map((start) => [start, start + clause.quote.length] as const),
    );
  return specUnits(text).filter(
    (unit) =>
      !spans.some(
        ([start, end]) =>
          (start >= unit.start && end <= unit.end) || (start <= unit.start && end >= unit.end),
      ),
  );
}

/** Places of any clause with no rule, no reason and no gap flag: nobody said what checks them. */
export function unaccountedPlaces(tables: readonly ClauseTable[]): string[] {
  return located(tables).flatMap(({ clause }) =>
    clause.places
      .filter((place) => placeRuleIds(place).length === 0 && place.reason === undefined && place.gap !== true)
      .map((place) => `${placeName(clause, place)}: no rule, no reason, no gap`),
  );
}

/** Asserted clauses without a place, or with a place that has no rule, reason or gap. */
export function assertedPlaceProblems(tables: readonly ClauseTable[]): string[] {
  return located(tables)
    .filter(({ clause }) => ASSERTED_MODES.includes(clause.mode))
    .flatMap(({ clause }) => [
      ...(clause.places.length === 0 ? [`${clause.id}: asserted, but no place`] : []),
      ...unaccountedPlaces([{ doc: clause.doc, clauses: [clause] }]),
    ]);
}

/** Rule ids named by a place that `isRuleId` does not know. */
export function unknownRuleIds(tables: readonly ClauseTable[], isRuleId: (id: string) => boolean): string[] {
  return located(tables).flatMap(({ clause }) =>
    clause.places.flatMap((place) =>
      placeRuleIds(place)
        .filter((id) => !isRuleId(id))
        .map((id) => `${placeName(clause, place)}: unknown rule ${id}`),
    ),
  );
}

/**
 * Every `by` entry of a value (nearest miss, widest legal value or probe) that is neither a rule id
 * `isRuleId` knows nor a title in `testTitles` (the suites' declared tests: their titles and full
 * titles), one line each: `<clause id> <reject|accept|probes>[<index>] "<value>": <entry> is no rule
 * id and no declared test`. Empty when every reference still exists; a value whose rule or test was
 * deleted or renamed, or that still names a file, shows here.
 */
export function staleReferences(
  tables: readonly ClauseTable[],
  isRuleId: (id: string) => boolean,
  testTitles: ReadonlySet<string>,
): string[] {
  return located(tables).flatMap(({ clause }) =>
    (['reject', 'accept', 'probes'] as const).flatMap((side) =>
      (clause[side] ?? []).flatMap((value, index) =>
        (value.by ?? [])
          .filter((entry) => !isRuleId(entry) && !testTitles.has(entry))
          .map(
            (entry) =>
              `${clause.id} ${side}[${index}] "${value.value}": ${entry} is no rule id and no declared test`,
          ),
      ),
    ),
  );
}

/** Rule ids of `catalogueIds` that no place of any clause names. */
export function unnamedRules(tables: readonly ClauseTable[], catalogueIds: readonly string[]): string[] {
  const named = new Set(located(tables).flatMap(({ clause }) => clause.places.flatMap(placeRuleIds)));
  return catalogueIds.filter((id) => !named.has(id));
}

/**
 * For every asserted clause with both sides (nearest misses and widest legal values): each
 * operation where the clause has rules must have, over its places, at least one must-accept and
 * one must-reject rule, unless one of those places is flagged `gap` (which says what is missing).
 * For a clause on what the provider sends, the check that judges it is on both sides.
 */
export function sideProblems(tables: readonly ClauseTable[]): string[] {
  return located(tables)
    .filter(
      ({ clause }) =>
        ASSERTED_MODES.includes(clause.mode) && clause.reject.length > 0 && clause.accept.length > 0,
    )
    .flatMap(({ clause }) => {
      const operations = [
        ...new Set(clause.places.filter((p) => placeRuleIds(p).length > 0).map((p) => p.operation)),
      ];
      return operations.flatMap((operation) => {
        const places = clause.places.filter((p) => p.operation === operation);
        if (places.some((p) => p.gap === true)) return [];
        const accept = places.some((p) => (p.acceptRules ?? []).length > 0);
        const reject = places.some((p) => (p.rejectRules ?? []).length > 0);
        if (accept && reject) return [];
        return [
          `${clause.id} @ ${operation}: both sides, but ${accept ? 'no must-reject' : 'no must-accept'} rule`,
        ];
      });
    });
}

/** One gap of the audit: a place flagged `gap`, with what is missing. */
export interface ClauseGap {
  readonly clauseId: string;
  readonly mode: Clause['mode'];
  readonly operation: ClausePlace['operation'];
  readonly at: string;
  readonly missing: string;
}

/** Every place flagged `gap: true`, in table order: the work list of the next step. */
export function clauseGaps(tables: readonly ClauseTable[]): ClauseGap[] {
  return located(tables).flatMap(({ clause }) =>
    clause.places
      .filter((place) => place.gap === true)
      .map((place) => ({
        clauseId: clause.id,
        mode: clause.mode,
        operation: place.operation,
        at: place.at,
        missing: place.missing ?? '',
      })),
  );
}
