import { SchemaError } from '../../errors.ts';
import assumptionsTable from './assumptions.clauses.json' with { type: 'json' };
import type { ClauseTable } from './clause.ts';
import interfaceTable from './interface.clauses.json' with { type: 'json' };

/**
 * Validates one parsed clause table against `schemas/rules/clause-table.schema.json` and returns
 * its problems, one line each (none when valid). Passed in by the caller because this layer may
 * not import the schema registry (src/rules imports api and errors only; src/schemas holds ajv):
 * the CLI and the meta test pass `validate` of src/schemas/registry.ts.
 */
export type ClauseTableValidator = (table: unknown) => readonly string[];

/** Where each table lives, relative to the package root (for messages). */
export const CLAUSE_TABLE_FILES = {
  'interface.md': 'src/rules/clauses/interface.clauses.json',
  'assumptions.md': 'src/rules/clauses/assumptions.clauses.json',
} as const;

/** The two tables as parsed JSON, unvalidated: interface.md's, then assumptions.md's. */
export function rawClauseTables(): readonly unknown[] {
  return [interfaceTable, assumptionsTable];
}

/**
 * The clause tables of interface.md and assumptions.md (the clause audit of the two spec files),
 * in that order, each validated by `validate` (see {@link ClauseTableValidator}).
 * @throws SchemaError listing every problem when a table breaks its schema.
 */
export function clauseTables(validate: ClauseTableValidator): readonly ClauseTable[] {
  const files = Object.values(CLAUSE_TABLE_FILES);
  const raw = rawClauseTables();
  const problems = raw.flatMap((table, i) => validate(table).map((p) => `${files[i] ?? ''}: ${p}`));
  if (problems.length > 0) {
    throw new SchemaError(
      `the clause tables break schemas/rules/clause-table.schema.json: ${problems.join('; ')}`,
    );
  }
  return raw as readonly ClauseTable[];
}
