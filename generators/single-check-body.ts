import fc from 'fast-check';
import { iban } from './iban.ts';
import { payeeName, tooLongPayeeName } from './payee-name.ts';

/** An organisation account check body (interface.md Resources; A7): accountId {value: IBAN, type: IBAN}, name. */
export function organisationCheckBody(
  name: fc.Arbitrary<string> = payeeName(),
): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(iban(), name).map(([value, n]) => ({ accountId: { value, type: 'IBAN' }, name: n }));
}

/**
 * A confirmation of payee body (interface.md Resources; A7): SchemeName SortCodeAccountNumber,
 * AccountType Personal or Business, Identification of 14 digits, Name.
 */
export function confirmationOfPayeeBody(
  name: fc.Arbitrary<string> = payeeName(),
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.constantFrom('Personal', 'Business'),
      fc.string({ unit: fc.constantFrom(...Array.from('0123456789')), minLength: 14, maxLength: 14 }),
      name,
    )
    .map(([AccountType, Identification, Name]) => ({
      SchemeName: 'SortCodeAccountNumber',
      AccountType,
      Identification,
      Name,
    }));
}

/** A single-check body whose name is over 140 characters: 400 (A7). */
export function singleCheckBodyWithLongName(
  kind: 'org-check' | 'cop-check',
): fc.Arbitrary<Record<string, unknown>> {
  return kind === 'org-check'
    ? organisationCheckBody(tooLongPayeeName())
    : confirmationOfPayeeBody(tooLongPayeeName());
}
