import { expect } from 'chai';
import fc from 'fast-check';
import { type GrantTypeCase, grantTypeCase } from '../../generators/grant-type.ts';

const RUNS = { numRuns: 1000 };

describe('generators/grant-type', () => {
  it('is issued exactly when the form decodes to grant_type=client_credentials, with never two grant_type parameters', () => {
    fc.assert(
      fc.property(grantTypeCase(), (c) => {
        const form = new URLSearchParams(c.form);
        expect(form.getAll('grant_type').length).to.be.at.most(1);
        expect(c.issued, c.form).to.equal(form.get('grant_type') === 'client_credentials');
      }),
      RUNS,
    );
  });

  it('sends must-issue bodies only as the hand-written token tests do', () => {
    fc.assert(
      fc.property(grantTypeCase(), (c) => {
        if (c.issued) {
          expect(['grant_type=client_credentials', 'grant_type=client%5Fcredentials']).to.include(c.form);
        }
      }),
      RUNS,
    );
  });

  it('reaches both issued forms and each kind of rejected one: case, edge space, one edit, other grant types, empty, missing', () => {
    const drawn = fc.sample(grantTypeCase(), { numRuns: 3000, seed: 41 });
    const forms = new Set(drawn.map((c) => c.form));
    for (const form of [
      'grant_type=client_credentials',
      'grant_type=client%5Fcredentials',
      'grant_type=CLIENT_CREDENTIALS',
      'grant_type=Client_Credentials',
      'grant_type=+client_credentials',
      'grant_type=client_credentials+',
      'grant_type=client-credentials',
      'grant_type=client_credential',
      'grant_type=password',
      'grant_type=authorization_code',
      'grant_type=refresh_token',
      'grant_type=',
      '',
    ]) {
      expect(forms.has(form), form).to.equal(true);
    }
    const values = drawn.map((c) => new URLSearchParams(c.form).get('grant_type'));
    expect(values.some((v) => v === null)).to.equal(true);
    // One edit: same length with two characters swapped, one more, one fewer.
    const edits = values.filter(
      (v): v is string => v !== null && v !== 'client_credentials' && /^[a-z_]+$/.test(v),
    );
    expect(edits.some((v) => v.length === 17)).to.equal(true);
    expect(edits.some((v) => v.length === 19)).to.equal(true);
    expect(edits.some((v) => v.length === 18)).to.equal(true);
    const issued = drawn.filter((c) => c.issued).length / drawn.length;
    expect(issued).to.be.within(0.2, 0.45);
  });

  it('shrinks towards grant_type=client_credentials', () => {
    const out = fc.check(
      fc.property(grantTypeCase(), (c) => c.form === 'never'),
      { seed: 5 },
    ) as fc.RunDetails<[GrantTypeCase]>;
    expect(out.counterexample?.[0]).to.deep.equal({ form: 'grant_type=client_credentials', issued: true });
  });
});
