import { expect } from 'chai';
import fc from 'fast-check';
import { endUser, endUserBadCharacter, endUserWrongLength } from '../../generators/end-user.ts';

const RUNS = { numRuns: 500 };

describe('generators/end-user', () => {
  it('endUser draws 3-50 letters, digits and hyphens', () => {
    fc.assert(
      fc.property(endUser(), (v) => {
        expect(v).to.match(/^[a-zA-Z0-9-]{3,50}$/);
      }),
      RUNS,
    );
  });

  it('endUserWrongLength draws valid characters, 1-2 or 51-120 of them', () => {
    fc.assert(
      fc.property(endUserWrongLength(), (v) => {
        expect(v).to.match(/^[a-zA-Z0-9-]+$/);
        expect(v.length <= 2 || (v.length >= 51 && v.length <= 120), String(v.length)).to.equal(true);
      }),
      RUNS,
    );
  });

  it('endUserBadCharacter draws 4-50 characters, exactly one ASCII character outside [a-zA-Z0-9-], never at an edge', () => {
    fc.assert(
      fc.property(endUserBadCharacter(), (v) => {
        expect(v.length).to.be.within(4, 50);
        expect(v).to.match(/^[a-zA-Z0-9-][\x20-\x7e]*[a-zA-Z0-9-]$/);
        expect(v.replace(/[a-zA-Z0-9-]/g, '')).to.have.length(1);
        expect(v).to.not.include(',');
      }),
      RUNS,
    );
  });
});
