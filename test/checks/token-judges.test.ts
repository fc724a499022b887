import { expect } from 'chai';
import { ConformanceFailure } from '../../src/checks/conformance-failure.ts';
import { RateLimited } from '../../src/checks/not-judged.ts';
import { tokenBearerAccepted } from '../../src/checks/token-bearer-accepted.ts';
import { tokenClientCredentialsIssued } from '../../src/checks/token-client-credentials-issued.ts';
import { tokenOtherGrantTypeRejected } from '../../src/checks/token-other-grant-type-rejected.ts';
import { exchangeOf } from '../helpers/exchange-of.ts';

const token = (body: unknown, status = 200) => exchangeOf({ operation: 'token', status, body });

describe('checks: the token judges (interface.md Endpoints/1, Authentication 4; A1)', () => {
  it('tokenClientCredentialsIssued holds for the shapes A1 allows, fails a body without access_token', () => {
    expect(tokenClientCredentialsIssued(token({ access_token: 'a', expires_in: 3599 }))).to.equal(undefined);
    expect(
      tokenClientCredentialsIssued(
        token({ access_token: 'a', expires_in: '3599', token_type: 'BearerToken' }),
      ),
    ).to.equal(undefined);
    const failure = tokenClientCredentialsIssued(token({ expires_in: 3599 }));
    expect(failure?.ruleId).to.equal('token-client-credentials-issued');
    expect(failure?.message).to.include('body breaks the token shape');
  });

  it('tokenBearerAccepted holds for a 404, fails a 401 and a 403 naming when the token was used', () => {
    expect(tokenBearerAccepted(exchangeOf({ status: 404 }), 'right after it was issued')).to.equal(undefined);
    for (const status of [401, 403]) {
      const failure = tokenBearerAccepted(exchangeOf({ status }), 'right after it was issued');
      expect(failure?.ruleId).to.equal('token-bearer-accepted');
      expect(failure?.message).to.include(`Received: ${status} for a token used right after it was issued`);
    }
  });

  it('tokenOtherGrantTypeRejected holds for 400 and 401, fails a token issued and another status; a 429 is not judged (A6)', () => {
    tokenOtherGrantTypeRejected(token({}, 400), 'body "grant_type=password"');
    tokenOtherGrantTypeRejected(token({}, 401), 'body "grant_type=password"');
    expect(() => tokenOtherGrantTypeRejected(token({ access_token: 'a' }), 'body ""'))
      .to.throw(ConformanceFailure)
      .with.property('message')
      .that.includes('client_credentials is the only grant type');
    expect(() => tokenOtherGrantTypeRejected(token({}, 403), 'body ""')).to.throw(ConformanceFailure);
    expect(() => tokenOtherGrantTypeRejected(token({}, 429), 'body ""')).to.throw(RateLimited);
  });
});
