import { expect } from 'chai';
import { headerOf } from '../../src/client/types.ts';
import { PATHS } from '../../src/api/paths.ts';
import { body, type MockSession, startMockSession } from '../helpers/mock-session.ts';

describe('mock: single checks (interface.md Endpoints/2, 3; A7)', () => {
  let session: MockSession;
  before(async () => {
    session = await startMockSession();
  });
  after(() => session.close());

  const organisation = (payload: unknown, auth: 'bearer' | 'none' = 'bearer') =>
    session.client.send({
      operation: 'org-check',
      method: 'POST',
      path: PATHS.organisationCheck,
      headers: { 'Content-Type': 'application/json', charset: 'utf-8', 'X-Correlation-Id': 'corr-1' },
      body: JSON.stringify(payload),
      auth,
    });
  const cop = (payload: unknown, auth: 'bearer' | 'none' = 'bearer') =>
    session.client.send({
      operation: 'cop-check',
      method: 'POST',
      path: PATHS.confirmationOfPayee,
      headers: { 'Content-Type': 'application/json', 'x-fapi-interaction-id': 'fapi-1' },
      body: JSON.stringify(payload),
      auth,
    });
  const orgBody = (name: string) => ({ accountId: { value: 'NL91ABNA0417164300', type: 'IBAN' }, name });
  const copBody = (Name: string) => ({
    SchemeName: 'SortCodeAccountNumber',
    AccountType: 'Personal',
    Identification: '12345612345678',
    Name,
  });

  it('organisation check: 200 JSON object for a valid request, 400 NAME_TOO_LONG at 141 characters, 401 without a token', async () => {
    const ok = await organisation(orgBody('A'.repeat(140)));
    expect(ok.response.status).to.equal(200);
    expect(body(ok)).to.be.an('object');
    const long = await organisation(orgBody('A'.repeat(141)));
    expect([long.response.status, body(long).title]).to.deep.equal([400, 'NAME_TOO_LONG']);
    expect((await organisation(orgBody('Acme'), 'none')).response.status).to.equal(401);
  });

  it('confirmation of payee: 200 for a valid request with x-fapi-interaction-id echoed', async () => {
    const ok = await cop(copBody('Jane Doe'));
    expect(ok.response.status).to.equal(200);
    expect(headerOf(ok.response, 'x-fapi-interaction-id')).to.equal('fapi-1');
    expect((await cop({ ...copBody('Jane'), AccountType: 'Business' })).response.status).to.equal(200);
  });

  it('confirmation of payee: 400 for each CoP field rule, 141-character name, and 401 without a token', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...copBody('Jane'), SchemeName: 'IBAN' }, 'INVALID_FIELD'],
      [{ ...copBody('Jane'), AccountType: 'Savings' }, 'INVALID_FIELD'],
      [{ ...copBody('Jane'), Identification: '1234' }, 'INVALID_FIELD'],
      [copBody('J'.repeat(141)), 'NAME_TOO_LONG'],
    ];
    for (const [payload, title] of cases) {
      const exchange = await cop(payload);
      expect([exchange.response.status, body(exchange).title], JSON.stringify(payload)).to.deep.equal([
        400,
        title,
      ]);
    }
    expect((await cop(copBody('Jane'), 'none')).response.status).to.equal(401);
  });

  it('answers malformed bodies on every operation with a 4xx, never a 5xx', async () => {
    const garbage = ['', '{', '[]', 'null', '"text"', '{"party":', '\u0000\u0001', '{"a":1}\n{"b":'];
    const paths: Array<[string, string, Record<string, string>]> = [
      [PATHS.organisationCheck, 'org-check', { 'Content-Type': 'application/json' }],
      [PATHS.confirmationOfPayee, 'cop-check', { 'Content-Type': 'application/json' }],
      [PATHS.bulk, 'bulk-submit', { 'Content-Type': 'application/x-ndjson' }],
      [PATHS.token, 'token', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ];
    for (const [path, operation, headers] of paths) {
      for (const text of garbage) {
        const exchange = await session.client.send({
          operation: operation as 'org-check',
          method: 'POST',
          path,
          headers,
          body: text,
        });
        expect(exchange.response.status, `${path} ${JSON.stringify(text)}`).to.be.below(500);
      }
    }
  });
});
