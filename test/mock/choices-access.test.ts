import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { EXCHANGE_CHECKS, FORMAT_ERROR_TITLES } from '../../src/checks/index.ts';
import { type Exchange, headerOf } from '../../src/client/types.ts';
import { validate } from '../../src/schemas/registry.ts';
import { PATHS, resultsPath, statusPath } from '../../src/api/paths.ts';
import { withChoices } from '../helpers/choice-session.ts';
import { body, type MockSession } from '../helpers/mock-session.ts';

const status = (session: MockSession, taskId: string, headers: Record<string, string | null> = {}) =>
  session.client.send({ operation: 'bulk-status', method: 'GET', path: statusPath(taskId), headers });

/** One error of each kind the mock sends, by name: 400 (taskId, header), 401, 404, 405, 406, 409, 415, token 401 and 400/401, org check 400. */
async function provokeErrors(session: MockSession) {
  const { client } = session;
  const results = (taskId: string, headers: Record<string, string>, method = 'GET') =>
    client.send({ operation: 'bulk-results', method, path: resultsPath(taskId), headers });
  return {
    badTaskId: await status(session, 'not-a-uuid'),
    badHeader: await status(session, randomUUID(), { 'X-Channel': 'c'.repeat(71) }),
    noToken: await client.send({
      operation: 'bulk-status',
      method: 'GET',
      path: statusPath(randomUUID()),
      auth: 'none',
    }),
    unknownTask: await status(session, randomUUID()),
    method: await results(randomUUID(), {}, 'DELETE'),
    accept: await results(session.mock.providerStateTaskIds.PROCESSED, { Accept: 'text/html' }),
    notYet: await results(session.mock.providerStateTaskIds.IN_PROGRESS, {}),
    mediaType: await client.send({
      operation: 'bulk-submit',
      method: 'POST',
      path: PATHS.bulk,
      headers: { 'Content-Type': 'text/csv' },
      body: 'a,b',
    }),
    tokenCredentials: await client.tokens.request({ credentials: { apiKey: 'who', apiSecret: 'nope' } }),
    tokenGrant: await client.tokens.request({ grantType: 'password' }),
    orgName: await client.send({
      operation: 'org-check',
      method: 'POST',
      path: PATHS.organisationCheck,
      headers: { 'Content-Type': 'application/json', charset: 'utf-8', 'X-Correlation-Id': 'c-1' },
      body: JSON.stringify({
        accountId: { value: 'NL91ABNA0417164300', type: 'IBAN' },
        name: 'N'.repeat(141),
      }),
    }),
  };
}

/** What is wrong with `exchange` as an error response (interface.md Errors, Limits; A8), or []. */
function errorProblems(exchange: Exchange): string[] {
  const { status: code, bodyText } = exchange.response;
  const at = `${exchange.request.method} ${exchange.request.url} ${code} ${bodyText}`;
  const fields = JSON.parse(bodyText) as Record<string, unknown>;
  const problems = validate('responses/error.schema.json', fields).errors.map(
    (e) => `${at}: ${e.instancePath} ${e.message}`,
  );
  const contentType = headerOf(exchange.response, 'content-type') ?? '';
  if (!validate('responses/error-headers.schema.json#/properties/content-type', contentType).valid)
    problems.push(`${at}: Content-Type ${contentType}`);
  if (fields.code === 'FORMAT_ERROR' && (code !== 400 || !FORMAT_ERROR_TITLES.includes(String(fields.title))))
    problems.push(`${at}: FORMAT_ERROR without 400 and a FORMAT_ERROR title`);
  for (const check of EXCHANGE_CHECKS)
    for (const verdict of check.judge(exchange))
      if (!verdict.holds) problems.push(`${at}: ${verdict.ruleId} ${verdict.received}`);
  return problems;
}

describe('mock choices: error responses (interface.md Errors/Error response, Limits; A8, A15)', () => {
  it('error-content-type: every alternative is the Content-Type of every error response', async () => {
    for (const alternative of [
      'application/problem+json',
      'application/json',
      'application/problem+json; charset=utf-8',
      'application/json;charset=UTF-8',
    ]) {
      await withChoices({ 'error-content-type': alternative }, async (session) => {
        for (const exchange of Object.values(await provokeErrors(session)))
          expect(headerOf(exchange.response, 'content-type'), exchange.request.url).to.equal(alternative);
      });
    }
  });

  it('error-optional-fields: minimal bodies hold only type and code, and the title of a FORMAT_ERROR', async () => {
    await withChoices({ 'error-optional-fields': 'minimal' }, async (session) => {
      const { badTaskId, unknownTask, noToken, orgName } = await provokeErrors(session);
      expect(body(unknownTask)).to.have.all.keys('type', 'code');
      expect(body(noToken)).to.have.all.keys('type', 'code');
      expect(body(badTaskId)).to.have.all.keys('type', 'code', 'title');
      expect(body(badTaskId)).to.include({ code: 'FORMAT_ERROR', title: 'INVALID_FIELD' });
      expect(body(orgName)).to.deep.equal({
        type: '/problems/format-error',
        code: 'FORMAT_ERROR',
        title: 'NAME_TOO_LONG',
      });
    });
  });

  it('error-type-uri: absolute and URN type URIs, each at most 70 characters', async () => {
    for (const [alternative, prefix] of [
      ['absolute', 'https://vop.example/problems/'],
      ['urn', 'urn:problem-type:'],
    ] as const) {
      await withChoices({ 'error-type-uri': alternative }, async (session) => {
        for (const exchange of Object.values(await provokeErrors(session))) {
          const { type } = body(exchange);
          expect(type, alternative)
            .to.be.a('string')
            .that.satisfies((t: string) => t.startsWith(prefix));
          expect(String(type).length).to.be.at.most(70);
        }
      });
    }
  });

  it('error-code-non-400: numeric and prefixed codes for non-400 errors, FORMAT_ERROR kept for 400', async () => {
    for (const [alternative, unauthorized, notFound] of [
      ['numeric', '401', '404'],
      ['prefixed', 'VOP-AUTH-001', 'VOP-REQ-004'],
    ] as const) {
      await withChoices({ 'error-code-non-400': alternative }, async (session) => {
        const { badTaskId, noToken, unknownTask } = await provokeErrors(session);
        expect([body(noToken).code, body(unknownTask).code, body(badTaskId).code]).to.deep.equal([
          unauthorized,
          notFound,
          'FORMAT_ERROR',
        ]);
      });
    }
  });

  it('every error under every error-* alternative keeps the error shape, the Limits and A8', async () => {
    const sets: Record<string, string>[] = [
      { 'error-optional-fields': 'minimal', 'error-type-uri': 'absolute', 'error-code-non-400': 'numeric' },
      { 'error-type-uri': 'urn', 'error-code-non-400': 'prefixed', 'error-content-type': 'application/json' },
      { 'error-content-type': 'application/problem+json; charset=utf-8', 'token-grant-type-status': '401' },
      { 'error-content-type': 'application/problem+json', 'error-optional-fields': 'minimal' },
    ];
    for (const overrides of sets) {
      await withChoices(overrides, async (session) => {
        const exchanges = Object.values(await provokeErrors(session));
        expect(exchanges.every((e) => e.response.status >= 400)).to.equal(true);
        expect(exchanges.flatMap(errorProblems), JSON.stringify(overrides)).to.deep.equal([]);
      });
    }
  });

  it('a fault still breaks exactly its rule under the error choices', async () => {
    const overrides = {
      'error-optional-fields': 'minimal',
      'error-type-uri': 'absolute',
      'error-code-non-400': 'numeric',
    };
    const cases: Array<[string, (fields: Record<string, unknown>) => boolean]> = [
      ['error-title-max-70', (f) => String(f.title).length === 71],
      ['error-type-max-70', (f) => String(f.type).length === 71],
      ['error-detail-max-500', (f) => String(f.detail).length === 501],
    ];
    for (const [fault, broken] of cases) {
      await withChoices(
        overrides,
        async (session) => {
          const exchange = await status(session, randomUUID());
          const fields = body(exchange);
          expect(broken(fields), fault).to.equal(true);
          const others = validate('responses/error.schema.json', fields).errors.filter(
            (e) => e.keyword !== 'maxLength',
          );
          expect([exchange.response.status, fields.code, others.length], fault).to.deep.equal([
            404,
            '404',
            0,
          ]);
        },
        { faults: new Set([fault]) },
      );
    }
    await withChoices(
      { 'error-content-type': 'application/problem+json' },
      async (session) => {
        const exchange = await status(session, randomUUID());
        expect(headerOf(exchange.response, 'content-type')).to.equal('text/plain');
      },
      { faults: new Set(['error-content-type-json']) },
    );
  });
});
