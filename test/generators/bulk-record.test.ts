import { expect } from 'chai';
import fc from 'fast-check';
import { bulkRecordById, bulkRecordByName } from '../../generators/bulk-record.ts';

const RUNS = { numRuns: 500 };
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const IBAN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/;
const BIC = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const LEI = /^[A-Z0-9]{18}[0-9]{2}$/;

type Json = Record<string, unknown>;
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], value);

/** The parts every valid record shares (A2): uetr v4, IBAN, requesting agent BIC, optional party agent BIC. */
function expectCommonParts(r: Json): void {
  expect(r.uetr).to.match(UUID_V4);
  expect(Object.keys(r.partyAccount as Json)).to.deep.equal(['iban']);
  expect(at(r, 'partyAccount', 'iban')).to.match(IBAN);
  expect(at(r, 'requestingAgent', 'financialInstitutionId', 'bicfi')).to.match(BIC);
  if ('partyAgent' in r) expect(at(r, 'partyAgent', 'financialInstitutionId', 'bicfi')).to.match(BIC);
  expect(
    Object.keys(r).filter(
      (k) => !['uetr', 'party', 'partyAccount', 'requestingAgent', 'partyAgent'].includes(k),
    ),
  ).to.deep.equal([]);
}

describe('generators/bulk-record', () => {
  it('bulkRecordByName draws a uetr v4, party.name of 1-140 characters only, an IBAN and BICs', () => {
    fc.assert(
      fc.property(bulkRecordByName(), (r) => {
        expectCommonParts(r);
        expect(Object.keys(r.party as Json)).to.deep.equal(['name']);
        expect((at(r, 'party', 'name') as string).length).to.be.within(1, 140);
      }),
      RUNS,
    );
    expect(fc.sample(bulkRecordByName(), 100).some((r) => !('partyAgent' in r))).to.equal(true);
  });

  it('bulkRecordById draws exactly one of lei, anyBIC, others; others holds one entry with exactly one scheme name', () => {
    fc.assert(
      fc.property(bulkRecordById(), (r) => {
        expectCommonParts(r);
        expect(Object.keys(r.party as Json)).to.deep.equal(['id']);
        const org = at(r, 'party', 'id', 'organisationId') as Json;
        expect(Object.keys(org)).to.have.length(1);
        if ('lei' in org) expect(org.lei).to.match(LEI);
        if ('anyBIC' in org) expect(org.anyBIC).to.match(BIC);
        if ('others' in org) {
          const others = org.others as Json[];
          expect(others).to.have.length(1);
          const [entry = {}] = others;
          expect(entry.identification).to.match(/^[A-Z0-9]{1,35}$/);
          expect(
            ['schemeNameCode' in entry, 'schemeNameProprietary' in entry].filter(Boolean),
          ).to.have.length(1);
        }
      }),
      RUNS,
    );
    const kinds = new Set(
      fc
        .sample(bulkRecordById(), 200)
        .map((r) => Object.keys(at(r, 'party', 'id', 'organisationId') as Json)[0]),
    );
    expect(kinds).to.deep.equal(new Set(['lei', 'anyBIC', 'others']));
  });
});
