import type { MockChoice } from './choice.ts';
import { ACCESS_CHOICES } from './access-choices.ts';
import { BULK_CHOICES } from './bulk-choices.ts';

/**
 * Every open point the reference mock can take more than one way, ordered by area (as ajv orders
 * its vocabularies). The first alternative of each is the mock's default behaviour.
 * Source: interface.md ("not shown") and assumptions.md (sections that allow several behaviours).
 */
export const MOCK_CHOICES = [
  // Token, error responses, single checks, task lifecycle
  ...ACCESS_CHOICES,
  // Bulk request checks, submission, results and result lines
  ...BULK_CHOICES,
] as const;

/** A choice of the catalogue. */
export type KnownChoice = (typeof MOCK_CHOICES)[number];

/** Id of a choice of the catalogue. */
export type ChoiceId = KnownChoice['id'];

/** The alternatives of choice `Id`. */
export type AlternativeOf<Id extends ChoiceId> = Extract<KnownChoice, { id: Id }>['alternatives'][number];

/** One alternative for every choice of the catalogue: how one mock behaves where the files are open. */
export type ChoiceSet = { readonly [Id in ChoiceId]: AlternativeOf<Id> };

/** The catalogue as plain data, for listing and validation. */
export const CHOICE_LIST: readonly MockChoice[] = MOCK_CHOICES;
