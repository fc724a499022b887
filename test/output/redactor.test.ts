import { expect } from 'chai';
import { toCurl } from '../../src/client/curl.ts';
import { Redactor, redactor } from '../../src/output/redactor.ts';

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
