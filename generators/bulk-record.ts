import fc from 'fast-check';
import { bic } from './bic.ts';
import { iban } from './iban.ts';
import { lei } from './lei.ts';
import { payeeName } from './payee-name.ts';

/** One bulk submission record (assumptions.md A2), as sent on one NDJSON line. */
export type BulkRecord = Record<string, unknown> & { readonly uetr: string };

function agent(): fc.Arbitrary<Record<string, unknown>> {
  return bic().map((bicfi) => ({ financialInstitutionId: { bicfi } }));
}

function recordWith(party: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<BulkRecord> {
  return fc.record(
    {
      uetr: fc.uuid({ version: 4 }),
      party,
      partyAccount: iban().map((value) => ({ iban: value })),
      requestingAgent: agent(),
      partyAgent: agent(),
    },
    { requiredKeys: ['uetr', 'party', 'partyAccount', 'requestingAgent'] },
  );
}

/**
 * A valid record that names the payee (A2: `party.name`): a uetr UUID v4 (A11), a name of 1 to
 * 140 BMP characters, a checksum-valid IBAN, valid BICs; `partyAgent` sometimes left out (optional).
 */
export function bulkRecordByName(): fc.Arbitrary<BulkRecord> {
  return recordWith(payeeName().map((name) => ({ name })));
}

/** `others` entry: identification with exactly one of schemeNameCode and schemeNameProprietary, optional issuer (A2). */
function other(): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.string({
        unit: fc.constantFrom(...Array.from('ABCDEFGHIJ0123456789')),
        minLength: 1,
        maxLength: 35,
      }),
      fc.oneof(
        fc.constantFrom('COID', 'TXID', 'BANK').map((schemeNameCode) => ({ schemeNameCode })),
        fc
          .constantFrom('Chamber of Commerce', 'VAT')
          .map((schemeNameProprietary) => ({ schemeNameProprietary })),
      ),
      fc.option(fc.constantFrom('KvK', 'HMRC'), { nil: undefined }),
    )
    .map(([identification, scheme, issuer]) =>
      issuer ? { identification, ...scheme, issuer } : { identification, ...scheme },
    );
}

/**
 * A valid record that identifies the payee organisation (A2: `party.id.organisationId` with
 * exactly one of lei, anyBIC, others), with a checksum-valid IBAN and valid BICs. `others` holds
 * exactly one entry, the form A2 shows: how many entries a provider takes is not shown.
 */
export function bulkRecordById(): fc.Arbitrary<BulkRecord> {
  const organisationId = fc.oneof(
    lei().map((value) => ({ lei: value })),
    bic().map((anyBIC) => ({ anyBIC })),
    other().map((entry) => ({ others: [entry] })),
  );
  return recordWith(organisationId.map((org) => ({ id: { organisationId: org } })));
}
