import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { validate } from '../../src/schemas/registry.ts';
import { statusPath } from '../../src/api/paths.ts';
import { withChoices } from '../helpers/choice-session.ts';
import { body, type MockSession } from '../helpers/mock-session.ts';

const unknownTask = (session: MockSession) =>
  session.client.send({ operation: 'bulk-status', method: 'GET', path: statusPath(randomUUID()) });

describe('mock choices: token endpoint (interface.md Authentication 6, 7; A1)', () => {
  it('token-lifetime: expires_in is the configured lifetime, 60 or 3600 seconds', async () => {
    for (const [alternative, expected] of [
      ['configured', '7'],
      ['60', '60'],
      ['3600', '3600'],
    ] as const) {
      await withChoices(
        { 'token-lifetime': alternative },
        async (session) => {
          const exchange = await session.client.tokens.request();
          expect(body(exchange).expires_in, alternative).to.equal(expected);
        },
        { tokenLifetimeSeconds: 7 },
      );
    }
  });

  it('token-extra-fields: scope-and-more adds scope, issued_at and client_id; the token still works', async () => {
    await withChoices({ 'token-extra-fields': 'scope-and-more' }, async (session) => {
      const token = body(await session.client.tokens.request());
      expect(validate('responses/token.schema.json', token).valid).to.equal(true);
      expect(token).to.include({ scope: 'vop bulk', client_id: session.mock.options.credentials.apiKey });
      expect(token.issued_at).to.match(/^[0-9]+$/);
      expect(body(await session.limitedClient.tokens.request()).scope).to.equal('vop');
      expect((await unknownTask(session)).response.status).to.equal(404);
    });
  });

  it('token-grant-type-status: 401 with an error body for another, empty or missing grant_type', async () => {
    await withChoices({ 'token-grant-type-status': '401' }, async (session) => {
      for (const requestBody of ['grant_type=password', 'grant_type=', '']) {
        const exchange = await session.client.tokens.request({ body: requestBody });
        expect(exchange.response.status, requestBody).to.equal(401);
        expect(validate('responses/error.schema.json', body(exchange)).valid, requestBody).to.equal(true);
      }
      expect((await session.client.tokens.request()).response.status).to.equal(200);
    });
  });

  it('token-type and token-expires-in: no token_type, expires_in as a JSON number', async () => {
    await withChoices({ 'token-type': 'absent', 'token-expires-in': 'number' }, async (session) => {
      const token = body(await session.client.tokens.request());
      expect(token).to.not.have.property('token_type');
      expect(token.expires_in).to.equal(3600);
      expect((await unknownTask(session)).response.status).to.equal(404);
    });
  });
});
