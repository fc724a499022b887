import { expect } from 'chai';
import { toCurl } from '../../src/client/curl.ts';
import { Redactor, redactor, secretForms } from '../../src/output/redactor.ts';

describe('output: redactor and curl replay', () => {
  it('replaces registered secrets, their Basic form and Authorization values', () => {
    const r = new Redactor();
    r.addClientCredentials('my-api-key', 'my-api-secret');
    const basic = Buffer.from('my-api-key:my-api-secret').toString('base64');
    const text = `key my-api-key secret my-api-secret basic ${basic} -H 'Authorization: Bearer abc.def'`;
    const clean = r.redact(text);
    expect(clean).to.not.include('my-api-');
    expect(clean).to.not.include(basic);
    expect(clean).to.include("Authorization: Bearer <redacted>'");
    expect(r.leaks(clean)).to.equal(false);
  });

  it('leaves placeholders such as <ACCESS_TOKEN> alone', () => {
    const quote = '4. All functional calls carry `Authorization: Bearer <ACCESS_TOKEN>`.';
    expect(new Redactor().redact(quote)).to.equal(quote);
  });

  it('leaves ordinary words after Basic and Bearer alone', () => {
    expect(new Redactor().redact('no Basic Authorization header; Bearer token rules')).to.equal(
      'no Basic Authorization header; Bearer token rules',
    );
  });

  it('keeps a multi-line body on one line with ANSI-C quoting', () => {
    const curl = toCurl({
      method: 'POST',
      url: 'http://127.0.0.1:1/x',
      headers: {},
      body: '{"a":"it\'s"}\n{"b":2}\n',
    });
    expect(curl).to.equal(
      `curl -i -X POST 'http://127.0.0.1:1/x' --data-binary $'{"a":"it\\'s"}\\n{"b":2}\\n'`,
    );
    expect(curl).to.not.include('\n');
  });

  it('builds a curl that replays the request with the token redacted', () => {
    redactor.add('tok-1234567890-secret');
    const curl = toCurl({
      method: 'GET',
      url: 'http://127.0.0.1:1/vopgateway/v1/bulk/x/status',
      headers: { Authorization: 'Bearer tok-1234567890-secret', 'X-End-User': "it's" },
    });
    expect(curl).to.equal(
      "curl -i -X GET 'http://127.0.0.1:1/vopgateway/v1/bulk/x/status' -H 'Authorization: Bearer <redacted>' -H 'X-End-User: it'\\''s'",
    );
  });
});

describe('output: every form of a secret is redacted', () => {
  it('registers a secret in plain, Base64 and URL-encoded form', () => {
    const r = new Redactor();
    const token = 'tok/with+chars=';
    r.add(token);
    expect(secretForms(token)).to.deep.equal([
      token,
      Buffer.from(token).toString('base64'),
      encodeURIComponent(token),
    ]);
    for (const form of secretForms(token)) {
      expect(r.redact(`a ${form} b`)).to.equal('a <redacted> b');
      expect(r.leaks(form)).to.equal(true);
    }
  });

  it('registers the URL-encoded forms of an API key, its secret and key:secret', () => {
    const r = new Redactor();
    r.addClientCredentials('key one+', 'p@ss/w:rd&x');
    for (const text of [
      encodeURIComponent('key one+'),
      encodeURIComponent('p@ss/w:rd&x'),
      encodeURIComponent('key one+:p@ss/w:rd&x'),
      Buffer.from('key one+:p@ss/w:rd&x').toString('base64'),
      'key one+:p@ss/w:rd&x',
    ]) {
      expect(r.redact(`[${text}]`), text).to.equal('[<redacted>]');
    }
  });

  it('redacts a token too short to register: in an Authorization value and in a token field of a JSON body', () => {
    const r = new Redactor();
    expect(r.redact("-H 'Authorization: Bearer ab'")).to.equal("-H 'Authorization: Bearer <redacted>'");
    expect(r.redact('200 {"access_token":"ab","expires_in":60}')).to.equal(
      '200 {"access_token":"<redacted>","expires_in":60}',
    );
    expect(r.redact('{"refresh_token" : "x\\"y", "id_token":"z"}')).to.equal(
      '{"refresh_token" : "<redacted>", "id_token":"<redacted>"}',
    );
  });

  it('ignores values under 4 characters, which would scrub ordinary words', () => {
    const r = new Redactor();
    r.add('abc');
    r.add(undefined);
    expect(r.redact('abc abcd')).to.equal('abc abcd');
  });

  it('redacts a secret registered after an earlier redaction', () => {
    const r = new Redactor();
    r.add('first-secret');
    expect(r.redact('first-secret second-secret')).to.equal('<redacted> second-secret');
    r.add('second-secret');
    expect(r.redact('first-secret second-secret')).to.equal('<redacted> <redacted>');
  });

  it('replaces the longer of two overlapping secrets whole', () => {
    const r = new Redactor();
    r.add('abcd');
    r.add('abcdefgh');
    expect(r.redact('abcdefgh')).to.equal('<redacted>');
  });
});
