import fc from 'fast-check';
import { limits } from '../src/schemas/limits.ts';

/** One bulk submission record (assumptions.md A2), as sent on one NDJSON line. */
export type BulkRecord = Record<string, unknown> & { readonly uetr: string };

/** Checksum-valid (mod-97) IBANs of several countries, sent as valid values (A2). */
export const EXAMPLE_IBANS: readonly string[] = [
  'NL91ABNA0417164300',
  'DE89370400440532013000',
  'GB29NWBK60161331926819',
  'FR1420041010050500013M02606',
  'BE68539007547034',
];

/** BICs that match the A2 pattern. */
export const EXAMPLE_BICS: readonly string[] = ['ABNANL2A', 'DEUTDEFF', 'NWBKGB2LXXX', 'BNPAFRPP'];

/** Letters of the Basic Multilingual Plane used in names (A13): Latin, accented Latin, Cyrillic, CJK. */
const NAME_CHARACTERS = Array.from(
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzéèüöçñÅøДЖЯжяш李王张 -',
);

/** A payee name of 1 to 140 characters (interface.md Limits), never blank. */
export function payeeName(constraints: { maxLength?: number } = {}): fc.Arbitrary<string> {
  const maxLength = constraints.maxLength ?? limits().partyNameMax;
  return fc
    .string({ unit: fc.constantFrom(...NAME_CHARACTERS), minLength: 1, maxLength })
    .filter((name) => name.trim().length > 0);
}

function agent(): fc.Arbitrary<Record<string, unknown>> {
  return fc.constantFrom(...EXAMPLE_BICS).map((bicfi) => ({ financialInstitutionId: { bicfi } }));
}

/**
 * A valid record that names the payee (A2: `party.name`), with a UUID v4 uetr (A11),
 * a checksum-valid IBAN and valid BICs.
 */
export function bulkRecordByName(): fc.Arbitrary<BulkRecord> {
  return fc.record({
    uetr: fc.uuid({ version: 4 }),
    party: payeeName().map((name) => ({ name })),
    partyAccount: fc.constantFrom(...EXAMPLE_IBANS).map((iban) => ({ iban })),
    requestingAgent: agent(),
    partyAgent: agent(),
  });
}
