import { expect } from 'chai';
import { type Exchange, headerOf } from '../../src/client/types.ts';
import { PATHS } from '../../src/api/paths.ts';
import { withChoices } from '../helpers/choice-session.ts';
import { body, type MockSession } from '../helpers/mock-session.ts';

type Kind = 'org-check' | 'cop-check';
type Headers = Record<string, string | null>;

const USAGE_HEADERS: Readonly<Record<Kind, Headers>> = {
  'org-check': { 'Content-Type': 'application/json', charset: 'utf-8', 'X-Correlation-Id': 'corr-1' },
  'cop-check': { 'x-fapi-interaction-id': 'fapi-1', 'Content-Type': 'application/json' },
};
const VALID: Readonly<Record<Kind, (name: string) => object>> = {
  'org-check': (name) => ({ accountId: { value: 'NL91ABNA0417164300', type: 'IBAN' }, name }),
  'cop-check': (Name) => ({
    SchemeName: 'SortCodeAccountNumber',
    AccountType: 'Personal',
    Identification: '12345612345678',
    Name,
  }),
};
const KINDS: readonly Kind[] = ['org-check', 'cop-check'];

/** A single check of `kind` with the usage headers, changed by `headers`; `payload` sent as JSON unless a string. */
function check(
  session: MockSession,
  kind: Kind,
  payload: object | string,
  headers: Headers = {},
  auth: 'bearer' | 'none' = 'bearer',
): Promise<Exchange> {
  return session.client.send({
    operation: kind,
    method: 'POST',
    path: kind === 'org-check' ? PATHS.organisationCheck : PATHS.confirmationOfPayee,
    headers: { ...USAGE_HEADERS[kind], 'X-Request-Id': null, ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    auth,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('mock choices: single checks (interface.md Endpoints/2, 3; A7)', () => {
  it('single-check-response-shape: OB envelope on success, OB error bodies on 400 and 401, statuses as A7', async () => {
    await withChoices({ 'single-check-response-shape': 'ob-envelope' }, async (session) => {
      for (const kind of KINDS) {
        const ok = await check(session, kind, VALID[kind]('Acme'));
        expect(ok.response.status, kind).to.equal(200);
        expect(body(ok), kind).to.have.all.keys('Data', 'Links', 'Meta');
        expect(body(ok).Links, kind).to.deep.equal({
          Self: ok.request.url.replace(session.mock.baseUrl, ''),
        });
        const long = await check(session, kind, VALID[kind]('N'.repeat(141)));
        const notJson = await check(session, kind, 'this is not JSON');
        const noToken = await check(session, kind, VALID[kind]('Acme'), {}, 'none');
        const statuses = [long, notJson, noToken].map((e) => e.response.status);
        expect(statuses, kind).to.deep.equal([400, 400, 401]);
        for (const exchange of [long, notJson, noToken]) {
          const error = body(exchange);
          expect(headerOf(exchange.response, 'content-type'), kind).to.equal('application/json');
          expect(error, kind).to.have.all.keys('Code', 'Id', 'Message', 'Errors');
          expect(error.Code).to.equal(String(exchange.response.status));
          expect(error.Id).to.match(UUID);
          expect(error.Errors).to.be.an('array').with.length(1);
        }
        const [detail] = body(long).Errors as Array<Record<string, unknown>>;
        expect(detail).to.include({
          ErrorCode: 'UK.OBIE.Field.Invalid',
          Path: kind === 'org-check' ? 'name' : 'Name',
        });
      }
      expect(
        headerOf(
          (await check(session, 'cop-check', VALID['cop-check']('J'))).response,
          'x-fapi-interaction-id',
        ),
      ).to.equal('fapi-1');
    });
  });

  it('single-check-headers: mandatory usage headers give 400 when missing or empty, 200 when sent, 401 first', async () => {
    await withChoices({ 'single-check-headers': 'mandatory' }, async (session) => {
      for (const kind of KINDS) {
        expect((await check(session, kind, VALID[kind]('Acme'))).response.status, kind).to.equal(200);
        for (const name of Object.keys(USAGE_HEADERS[kind])) {
          for (const value of [null, ' ']) {
            const exchange = await check(session, kind, VALID[kind]('Acme'), { [name]: value });
            expect([exchange.response.status, body(exchange).title], `${kind} ${name}`).to.deep.equal([
              400,
              'MANDATORY_HEADER_NOT_PROVIDED',
            ]);
          }
        }
        const bare = Object.fromEntries(Object.keys(USAGE_HEADERS[kind]).map((name) => [name, null]));
        expect((await check(session, kind, VALID[kind]('Acme'), bare, 'none')).response.status).to.equal(401);
      }
    });
    await withChoices({}, async (session) => {
      const exchange = await check(session, 'org-check', VALID['org-check']('Acme'), {
        'X-Correlation-Id': null,
        charset: null,
      });
      expect(exchange.response.status, 'optional by default').to.equal(200);
    });
  });

  it('single-check-echo: no-echo drops X-Correlation-Id; x-fapi-interaction-id is still echoed (A7)', async () => {
    await withChoices({ 'single-check-echo': 'no-echo' }, async (session) => {
      const org = await check(session, 'org-check', VALID['org-check']('Acme'));
      const cop = await check(session, 'cop-check', VALID['cop-check']('Jane'));
      expect([org.response.status, headerOf(org.response, 'x-correlation-id')]).to.deep.equal([
        200,
        undefined,
      ]);
      expect(headerOf(cop.response, 'x-fapi-interaction-id')).to.equal('fapi-1');
    });
    await withChoices({}, async (session) => {
      const org = await check(session, 'org-check', VALID['org-check']('Acme'));
      expect(headerOf(org.response, 'x-correlation-id'), 'echoed by default').to.equal('corr-1');
    });
  });
});
