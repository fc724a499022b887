import { expect } from 'chai';
import { credentialFilter, type FilterRequest, type RequestFilter } from '../../src/pact/request-filter.ts';

/** What the filter answered itself, when it did. */
interface Answered {
  status: number;
  body: string;
}

/** Runs `filter` on `req`; resolves with `next` when it passed the request on, else with its own answer. */
function run(filter: RequestFilter, req: FilterRequest): Promise<'next' | Answered> {
  return new Promise((resolve) => {
    const res = {
      statusCode: 200,
      setHeader: () => res,
      end: (body = '') => {
        resolve({ status: res.statusCode, body });
      },
    };
    filter(req, res, () => {
      resolve('next');
    });
  });
}

const bearerRequest = (): FilterRequest => ({
  headers: { authorization: 'Bearer example-bearer-token', 'x-request-id': 'b0f1a2c3' },
});

describe('pact: the request filter of provider verification', () => {
  it('asks the token provider for every replayed request, so a token that expired mid-verification is never sent', async () => {
    const issued = ['token-1', 'token-2', 'token-3'];
    let asked = 0;
    const filter = credentialFilter({
      token: () => Promise.resolve(issued[asked++] ?? 'none'),
      basic: 'Basic real',
      onError: () => undefined,
    });
    const sent: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const req = bearerRequest();
      expect(await run(filter, req)).to.equal('next');
      sent.push(String(req.headers.authorization));
    }
    expect(sent).to.deep.equal(['Bearer token-1', 'Bearer token-2', 'Bearer token-3']);
  });

  it('sets the real Basic credential, a fresh X-Request-Id, and gives a parsed form body back its encoding', async () => {
    let asked = 0;
    const filter = credentialFilter({
      token: () => {
        asked += 1;
        return Promise.resolve('t');
      },
      basic: 'Basic real',
      onError: () => undefined,
    });
    const req: FilterRequest = {
      headers: {
        authorization: 'Basic ZXhhbXBsZQ==',
        'content-type': 'application/x-www-form-urlencoded',
        'x-request-id': 'b0f1a2c3',
      },
      body: { grant_type: 'client_credentials' },
    };
    await run(filter, req);
    expect(req.headers.authorization).to.equal('Basic real');
    expect(req.headers['x-request-id']).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
    expect(String(req.body)).to.equal('grant_type=client_credentials');
    expect(asked, 'no bearer token asked for a token request').to.equal(0);
  });

  it('leaves a request without Authorization without one', async () => {
    const filter = credentialFilter({
      token: () => Promise.resolve('t'),
      basic: 'Basic real',
      onError: () => undefined,
    });
    const req: FilterRequest = { headers: { 'x-request-id': 'b0f1a2c3' } };
    await run(filter, req);
    expect(req.headers).to.not.have.property('authorization');
  });

  it('answers 502 itself when no token can be had, and tells onError, so the run can exit 2 instead of blaming the target', async () => {
    const failure = new Error('token endpoint answered 401');
    const heard: unknown[] = [];
    const filter = credentialFilter({
      token: () => Promise.reject(failure),
      basic: 'Basic real',
      onError: (error) => heard.push(error),
    });
    const answer = await run(filter, bearerRequest());
    expect(answer).to.have.property('status', 502);
    expect(heard).to.deep.equal([failure]);
  });
});
