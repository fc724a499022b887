import type { RuleId } from '../../rules/catalogue.ts';
import type { Problem } from '../errors/problem.ts';
import type { MockClient } from '../token/token-store.ts';

/**
 * One fault of the catalogue the suite validates itself against (each fault must fail its rule): a way the mock breaks exactly one rule.
 * `id` is the rule id for the plain way of breaking it, or `<rule id>/<variant>` for another way
 * (`record-name-max-140/strict`: off by one the other way). The id is the value of
 * `vop-conformance mock --break` and `run --mock-break`.
 */
export interface MockFault<Id extends string = string> {
  readonly id: Id;
  /** The one rule this fault breaks (src/rules). */
  readonly rule: RuleId;
  /** What the mock does wrong, in one sentence. */
  readonly summary: string;
}

/**
 * What a hook asks of the running mock: whether the fault with id `fault` is switched on
 * (`MockContext` has it; a test passes its own).
 */
export interface FaultSwitch {
  breaks(fault: string): boolean;
}

/** A fault id of the catalogue's shape: a rule id (the plain way of breaking it) or `<rule id>/<variant>`. */
export type FaultIdShape = RuleId | `${RuleId}/${string}`;

/** The rule fault id `Id` breaks: the id itself, or what precedes its `/<variant>`. */
export type RuleOf<Id extends string> = Id extends `${infer Rule}/${string}` ? Rule : Id;

/** The rule fault id `id` breaks: the id itself, or what precedes its `/<variant>`. */
export function ruleOf(id: FaultIdShape): RuleId {
  return id.split('/')[0] as RuleId;
}

/**
 * The `rule` member of the row of fault id `Id`: optional where the id is the rule id itself (the
 * rule is derived from it), written out for a variant `<rule id>/<variant>`.
 */
export type RuleMember<Id extends string> = Id extends RuleId
  ? { readonly rule?: Id }
  : { readonly rule: RuleOf<Id> };

/**
 * The `fault` helper of an area table: a row `{ id, rule, summary }` plus the fault's behaviour,
 * the members of `Behaviour` it acts through (each named after the decision point its hook serves).
 * The id must be `rule` or `rule/<variant>` (checked by the compiler); a row whose id is its rule
 * leaves `rule` out. The row keeps its id's literal type, so the catalogue's ids form the
 * `FaultId` union.
 */
export type FaultRow<Behaviour extends object> = <const Id extends FaultIdShape>(
  row: { readonly id: Id; readonly summary: string } & RuleMember<NoInfer<Id>> & Behaviour,
) => MockFault<Id> & Behaviour;

/** The {@link FaultRow} helper of a table whose rows act through the members of `Behaviour`. */
export function faultRows<Behaviour extends object>(): FaultRow<Behaviour> {
  // The row with its rule written out, in the order id, rule, summary, behaviour (as `faults
  // --json` prints it).
  return (row) => {
    const head = { id: row.id, rule: ruleOf(row.id), summary: row.summary };
    return Object.assign(head, row);
  };
}

/** A row of a table that has behaviour at decision point `Point`. */
export type ActingAt<Row, Point extends keyof Row> = Row & {
  readonly [P in Point]-?: Exclude<Row[P], undefined>;
};

/**
 * The rows of `table` with behaviour at decision point `point` (the member of that name), in
 * table order. A hook takes them once, at load, and asks only those whether they are switched on.
 */
export function actingAt<Row extends object, Point extends keyof Row>(
  table: readonly Row[],
  point: Point,
): ReadonlyArray<ActingAt<Row, Point>> {
  return table.filter((row): row is ActingAt<Row, Point> => row[point] !== undefined);
}

/**
 * The one fold of every hook: `value` (the correct one at a decision point) as the rows of `rows`
 * switched on in `on` change it, each `step` taking the value so far, in table order. A step that
 * only changes a defined value says so itself (`(f, answer) => answer && f.otherMethod(answer)`).
 */
export function foldFaults<Row extends { readonly id: string }, Value>(
  on: FaultSwitch,
  rows: readonly Row[],
  value: Value,
  step: (row: Row, value: Value) => Value,
): Value {
  let folded = value;
  for (const row of rows) if (on.breaks(row.id)) folded = step(row, folded);
  return folded;
}

/** A body as sent: its text and its Content-Type. */
export interface TextAnswer {
  readonly text: string;
  readonly contentType: string;
}

/**
 * Where the bearer-token check refuses a request (interface.md Authentication 4-5; A5, A15):
 * no Authorization, an empty one, one not `Bearer <token>`, an unknown token, an expired one, a
 * client without the bulk scope.
 */
export type Refusal = 'missing' | 'empty' | 'malformed' | 'unknown' | 'expired' | 'noScope';

/** The answer to a request the bearer-token check refused: served for `client`, or a problem. */
export type AccessVerdict = { readonly client: MockClient } | { readonly problem: Problem };

/**
 * What a request the bearer-token check refused presented, as an access fault reads it: its
 * credentials wherever it put them, and what the mock knows of its clients and tokens.
 */
export interface PresentedAccess {
  /** The Authorization header, undefined when absent. */
  readonly authorization: string | undefined;
  /** Request header `name` (lower case), undefined when absent. */
  header(name: string): string | undefined;
  /** Query parameter `name` of the request URL, undefined when absent. */
  query(name: string): string | undefined;
  /** The client of `token` when it is a live bearer token the mock issued, else undefined. */
  liveClient(token: string): MockClient | undefined;
  /** The mock's clients. */
  readonly clients: readonly MockClient[];
}

/**
 * How a fault answers the requests the bearer-token check refuses: for each refusal it changes,
 * the verdict given the client the request would be served for and what the request presented
 * (src/mock/faults/access.ts); undefined leaves the refusal as it is.
 */
export type AccessBehaviour = {
  readonly [R in Refusal]?: (client: MockClient, presented: PresentedAccess) => AccessVerdict | undefined;
};

/** The access behaviour of a fault that serves a refused request. */
export function served(client: MockClient): AccessVerdict {
  return { client };
}
