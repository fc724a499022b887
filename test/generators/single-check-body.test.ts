import { expect } from 'chai';
import fc from 'fast-check';
import {
  confirmationOfPayeeBody,
  organisationCheckBody,
  singleCheckBodyWithLongName,
} from '../../generators/single-check-body.ts';

const RUNS = { numRuns: 500 };
const IBAN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/;

describe('generators/single-check-body', () => {
  it('organisationCheckBody draws accountId {value: IBAN, type: IBAN} and a name of 1-140 characters', () => {
    fc.assert(
      fc.property(organisationCheckBody(), (b) => {
        expect(Object.keys(b).sort()).to.deep.equal(['accountId', 'name']);
        const accountId = b.accountId as { value: string; type: string };
        expect(accountId.type).to.equal('IBAN');
        expect(accountId.value).to.match(IBAN);
        expect((b.name as string).length).to.be.within(1, 140);
      }),
      RUNS,
    );
  });

  it('confirmationOfPayeeBody draws SortCodeAccountNumber, Personal or Business, 14 digits and a name of 1-140 characters (A7)', () => {
    fc.assert(
      fc.property(confirmationOfPayeeBody(), (b) => {
        expect(Object.keys(b).sort()).to.deep.equal(['AccountType', 'Identification', 'Name', 'SchemeName']);
        expect(b.SchemeName).to.equal('SortCodeAccountNumber');
        expect(['Personal', 'Business']).to.include(b.AccountType);
        expect(b.Identification).to.match(/^[0-9]{14}$/);
        expect((b.Name as string).length).to.be.within(1, 140);
      }),
      RUNS,
    );
  });

  it('both bodies take the name arbitrary they are given; the long-name bodies carry 141+ characters', () => {
    fc.assert(
      fc.property(
        organisationCheckBody(fc.constant('X')),
        confirmationOfPayeeBody(fc.constant('Y')),
        (o, c) => o.name === 'X' && c.Name === 'Y',
      ),
      { numRuns: 50 },
    );
    fc.assert(
      fc.property(
        singleCheckBodyWithLongName('org-check'),
        singleCheckBodyWithLongName('cop-check'),
        (o, c) => {
          expect((o.name as string).length).to.be.above(140);
          expect((c.Name as string).length).to.be.above(140);
        },
      ),
      { numRuns: 100 },
    );
  });
});
