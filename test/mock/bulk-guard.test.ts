import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { headerOf } from '../../src/client/types.ts';
import { statusPath } from '../../src/api/paths.ts';
import { body, type MockSession, startMockSession } from '../helpers/mock-session.ts';

describe('mock: request rules of the bulk status endpoint (interface.md Endpoints/4)', () => {
  let session: MockSession;
  let taskId: string;
  before(async () => {
    session = await startMockSession();
    taskId = session.mock.providerStateTaskIds.PROCESSED;
  });
  after(() => session.close());

  const get = (headers: Record<string, string | null>, id = taskId, auth: 'bearer' | 'none' = 'bearer') =>
    session.client.send({ operation: 'bulk-status', method: 'GET', path: statusPath(id), headers, auth });

  async function title(headers: Record<string, string | null>): Promise<[number, unknown]> {
    const exchange = await get(headers);
    return [exchange.response.status, body(exchange).title];
  }

  it('answers 200 {status} to a valid request and echoes X-Request-Id', async () => {
    const exchange = await get({ 'X-Request-Id': '0B3C5D7E-1111-4222-8333-944455556666' });
    expect(exchange.response.status).to.equal(200);
    expect(body(exchange)).to.deep.equal({ status: 'PROCESSED' });
    expect(headerOf(exchange.response, 'x-request-id')).to.equal('0B3C5D7E-1111-4222-8333-944455556666');
  });

  it('needs X-Request-Id, as a UUID of at most 128 characters (A14: empty is missing)', async () => {
    expect(await title({ 'X-Request-Id': null })).to.deep.equal([400, 'MANDATORY_HEADER_NOT_PROVIDED']);
    expect(await title({ 'X-Request-Id': ' ' })).to.deep.equal([400, 'MANDATORY_HEADER_NOT_PROVIDED']);
    expect(await title({ 'X-Request-Id': 'abc' })).to.deep.equal([400, 'INVALID_HEADER']);
    expect(await title({ 'X-Request-Id': `${randomUUID()}${'a'.repeat(93)}` })).to.deep.equal([
      400,
      'INVALID_HEADER',
    ]);
  });

  it('holds X-End-User to 3-50 letters, digits and hyphens, on the whole value (A12)', async () => {
    for (const ok of ['abc', 'a'.repeat(50), 'Dept-42'])
      expect((await get({ 'X-End-User': ok })).response.status).to.equal(200);
    for (const bad of ['ab', 'a'.repeat(51), 'abc_def', 'abc def', 'abc-é']) {
      expect(await title({ 'X-End-User': bad }), bad).to.deep.equal([400, 'INVALID_HEADER']);
    }
  });

  it('holds X-Software-Supplier and X-Channel to 70 characters', async () => {
    for (const name of ['X-Software-Supplier', 'X-Channel']) {
      expect((await get({ [name]: 's'.repeat(70) })).response.status).to.equal(200);
      expect(await title({ [name]: 's'.repeat(71) })).to.deep.equal([400, 'INVALID_HEADER']);
    }
  });

  it('accepts two-letter Accept-Language codes and tolerates tags and lists, rejects non-tags (A10)', async () => {
    for (const ok of ['en', 'NL', 'en-GB', 'nl,en;q=0.8', '*']) {
      expect((await get({ 'Accept-Language': ok })).response.status, ok).to.equal(200);
    }
    for (const bad of ['english', 'eng', '12', '']) {
      expect(await title({ 'Accept-Language': bad }), bad).to.deep.equal([400, 'INVALID_HEADER']);
    }
  });

  it('answers 406 to another media type or charset, 200 to JSON and wildcards', async () => {
    for (const ok of [
      'application/json',
      'application/json; charset=utf-8',
      '*/*',
      'application/*',
      'text/html, application/json',
    ]) {
      expect((await get({ Accept: ok })).response.status, ok).to.equal(200);
    }
    for (const bad of ['text/html', 'application/xml', 'application/json; charset=iso-8859-1']) {
      expect((await get({ Accept: bad })).response.status, bad).to.equal(406);
    }
  });

  it('answers 400 INVALID_FIELD to a taskId that is not a UUID, and finds an upper-case taskId (A11)', async () => {
    const bad = await get({}, 'not-a-uuid');
    expect([bad.response.status, body(bad).title]).to.deep.equal([400, 'INVALID_FIELD']);
    expect((await get({}, taskId.toUpperCase())).response.status).to.equal(200);
  });

  it('answers 401 without a token or with an unknown one, 403 to the limited client (A5)', async () => {
    expect((await get({}, taskId, 'none')).response.status).to.equal(401);
    expect((await get({ Authorization: 'Bearer nope' })).response.status).to.equal(401);
    expect((await get({ Authorization: 'Basic abc' })).response.status).to.equal(401);
    const limited = await session.limitedClient.send({
      operation: 'bulk-status',
      method: 'GET',
      path: statusPath(taskId),
    });
    expect(limited.response.status).to.equal(403);
  });

  it('answers 404 to an unknown UUID (A4) and 405 with Allow to other methods (A16)', async () => {
    expect((await get({}, randomUUID())).response.status).to.equal(404);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const exchange = await session.client.send({
        operation: 'bulk-status',
        method,
        path: statusPath(taskId),
      });
      expect(exchange.response.status).to.equal(405);
      expect(headerOf(exchange.response, 'allow')).to.equal('GET');
    }
  });

  it('gives every error the documented shape, JSON content type and the X-Request-Id echo', async () => {
    const requestId = randomUUID();
    const exchange = await get({ 'X-Request-Id': requestId, 'X-Channel': 'c'.repeat(71) });
    const error = body(exchange);
    expect(error).to.include({ code: 'FORMAT_ERROR', title: 'INVALID_HEADER', status: 400 });
    expect(error.type).to.be.a('string');
    expect(headerOf(exchange.response, 'content-type')).to.equal('application/json;charset=utf-8');
    expect(headerOf(exchange.response, 'x-request-id')).to.equal(requestId);
  });
});
