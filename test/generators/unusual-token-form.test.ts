import { expect } from 'chai';
import fc from 'fast-check';
import { UNUSUAL_TOKEN_FORMS, unusualTokenForm } from '../../generators/unusual-token-form.ts';

describe('generators/unusual-token-form', () => {
  it('every form holds grant_type=client_credentials once and exactly one other parameter', () => {
    for (const form of UNUSUAL_TOKEN_FORMS) {
      fc.assert(
        fc.property(unusualTokenForm(form), (body) => {
          const params = new URLSearchParams(body);
          expect(params.getAll('grant_type')).to.deep.equal(['client_credentials']);
          expect([...params.keys()]).to.have.length(2);
          expect(body).to.match(/^[\x21-\x7e]+$/);
        }),
        { numRuns: 200 },
      );
    }
  });

  it('percent-encoding carries UTF-8 bytes outside ASCII; extra-parameter carries only ASCII values', () => {
    fc.assert(
      fc.property(unusualTokenForm('percent-encoding'), (body) => {
        expect(body).to.match(/%[89A-F][0-9A-F]/);
        const extra = [...new URLSearchParams(body).entries()].find(([k]) => k !== 'grant_type');
        expect(extra?.[1]).to.match(/[^\p{ASCII}]/u);
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(unusualTokenForm('extra-parameter'), (body) => {
        expect(body).to.not.match(/%/);
      }),
      { numRuns: 200 },
    );
  });
});
