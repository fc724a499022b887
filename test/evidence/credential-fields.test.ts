import { expect } from 'chai';
import { withoutCredentialFields } from '../../src/evidence/credential-fields.ts';

describe('evidence: credential fields replaced whatever their value', () => {
  it('replaces client_secret, password and assertions in a form body, keeping the other parameters', () => {
    expect(
      withoutCredentialFields('grant_type=password&client_id=k&client_secret=s%3D&password=p&username=u'),
    ).to.equal('grant_type=password&client_id=k&client_secret=<redacted>&password=<redacted>&username=u');
    expect(withoutCredentialFields('client_assertion=eyJ.x.y&client_secret=')).to.equal(
      'client_assertion=<redacted>&client_secret=<redacted>',
    );
  });

  it('replaces a token in a query string, and tokens of a JSON answer with escapes in them', () => {
    expect(withoutCredentialFields('https://h/p?access_token=abc&x=1#f')).to.equal(
      'https://h/p?access_token=<redacted>&x=1#f',
    );
    expect(
      withoutCredentialFields('{"access_token":"a\\"b","token_type":"Bearer","refresh_token": "r"}'),
    ).to.equal('{"access_token":"<redacted>","token_type":"Bearer","refresh_token": "<redacted>"}');
  });

  it('leaves names that only end like a credential, and text without one, as they are', () => {
    for (const text of [
      'my_client_secret=1&xpassword=2',
      '{"passwordHint":"x"}',
      'grant_type=client_credentials',
    ])
      expect(withoutCredentialFields(text)).to.equal(text);
  });
});
