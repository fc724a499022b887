import { expect } from 'chai';
import { interactionName, verificationFailures, verificationSummary } from '../../src/pact/verify-summary.ts';

const BETWEEN = 'Verifying a pact between payee-verification-client and payee-verification-service';

describe('pact: the summary pact verify ends with', () => {
  it('names an interaction by its description and provider state', () => {
    expect(interactionName(`${BETWEEN} Given a task in state FAILED - a status request`)).to.equal(
      'a status request (given a task in state FAILED)',
    );
    expect(interactionName(`${BETWEEN} a token request`)).to.equal('a token request');
  });

  it("reads the verifier's JSON: each broken interaction with its mismatches", () => {
    const json = JSON.stringify({
      errors: [
        {
          interaction: `${BETWEEN} Given a task in state FAILED - a status request`,
          mismatch: {
            mismatches: [
              { mismatch: "Expected a header 'X-Request-Id' but was missing", type: 'HeaderMismatch' },
              { mismatch: 'expected 200\n  but was 404', type: 'StatusMismatch' },
            ],
            type: 'mismatches',
          },
        },
        {
          interaction: `${BETWEEN} a token request`,
          mismatch: { message: 'connection refused', type: 'error' },
        },
      ],
    });
    const failures = verificationFailures(`Verification failed\n${json}\nmore text`);
    expect(failures).to.deep.equal([
      {
        interaction: 'a status request (given a task in state FAILED)',
        problems: ["Expected a header 'X-Request-Id' but was missing", 'expected 200 but was 404'],
      },
      { interaction: 'a token request', problems: ['connection refused'] },
    ]);
    expect(verificationSummary(failures, 10)).to.deep.equal([
      'Pact verification failed: 2 of 10 interaction(s) broken.',
      '  FAILED a status request (given a task in state FAILED)',
      "         Expected a header 'X-Request-Id' but was missing",
      '         expected 200 but was 404',
      '  FAILED a token request',
      '         connection refused',
    ]);
  });

  it("falls back to the names in the verifier's text when it holds no JSON", () => {
    const text = `Failures:\n\n1) ${BETWEEN} Given a task in state PROCESSED - a results request\n    1.1) has status code 200`;
    expect(verificationFailures(text)).to.deep.equal([
      { interaction: 'a results request (given a task in state PROCESSED)', problems: [] },
    ]);
  });

  it('says so when every interaction holds', () => {
    expect(verificationSummary([], 10)).to.deep.equal([
      'Pact verification passed: every interaction (10) holds.',
    ]);
    expect(verificationSummary([], undefined)).to.deep.equal([
      'Pact verification passed: every interaction holds.',
    ]);
  });
});
