import { type FaultIdShape, type MockFault, ruleOf } from './fault.ts';

/** One operation a fault kind can apply to: its id, and the words its summaries use for it. */
export interface KindOperation<Operation extends string, Words> {
  readonly operation: Operation;
  readonly words: Words;
}

/**
 * One fault kind, written once: the literal id of its fault on each operation it applies to
 * (keyed by the names of `Key`), one summary (a sentence, or a template given the operation's
 * words) and one behaviour, the members of `Behaviour`.
 */
export type FaultKind<Key extends string, Words, Behaviour extends object, Ids> = {
  readonly ids: Ids & Partial<Record<Key, FaultIdShape>>;
  readonly summary: string | ((words: Words) => string);
} & Behaviour;

/** A row a kind gives: `{ id, rule, summary }`, the operation it breaks and the kind's behaviour. */
export type KindRow<Id extends string, Operation extends string, Behaviour extends object> = MockFault<Id> & {
  readonly operation: Operation;
} & Behaviour;

/**
 * The `fault` helper of a table whose faults come in kinds over the operations of `operations`
 * (the bulk requests: submission, status, results). It takes a {@link FaultKind} and returns its
 * rows, one per operation the kind names, in the order of `operations`: each row's id is the
 * literal written in the kind, its rule that id's rule (the id, or what precedes `/<variant>`),
 * its summary the kind's (the template filled with the operation's words), its behaviour the
 * kind's.
 */
export function faultKinds<Behaviour extends object>() {
  return <Key extends string, Operation extends string, Words>(
      operations: Readonly<Record<Key, KindOperation<Operation, Words>>>,
    ) =>
    <const Ids extends Partial<Record<Key, FaultIdShape>>>(
      kind: FaultKind<Key, Words, Behaviour, Ids>,
    ): ReadonlyArray<KindRow<Exclude<Ids[keyof Ids], undefined>, Operation, Behaviour>> => {
      const { ids, summary, ...behaviour } = kind;
      const keys = Object.keys(operations) as Key[];
      return keys.flatMap((key) => {
        const id = ids[key];
        if (id === undefined) return [];
        const { operation, words } = operations[key];
        const row = {
          id,
          rule: ruleOf(id),
          summary: typeof summary === 'string' ? summary : summary(words),
          operation,
          ...behaviour,
        };
        // The compiler cannot follow the rest of a generic object: `behaviour` is the kind's `Behaviour`.
        return [row as unknown as KindRow<Exclude<Ids[keyof Ids], undefined>, Operation, Behaviour>];
      });
    };
}
