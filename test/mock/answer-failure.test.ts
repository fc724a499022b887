import { expect } from 'chai';
import type { ServerResponse } from 'node:http';
import type { MockContext } from '../../src/mock/context.ts';
import { answerFailure } from '../../src/mock/errors/answer-failure.ts';

/** A response that records whether it was destroyed; `setHeader` and `end` record what was sent. */
function response(headersSent: boolean) {
  const sent: { status?: number; destroyed: boolean; headers: Record<string, unknown> } = {
    destroyed: false,
    headers: {},
  };
  const res = {
    headersSent,
    req: undefined,
    get statusCode() {
      return sent.status ?? 200;
    },
    set statusCode(code: number) {
      sent.status = code;
    },
    setHeader(name: string, value: unknown) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    end() {
      return res;
    },
    destroy() {
      sent.destroyed = true;
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, sent };
}

describe('mock: a handler that threw is answered, never rethrown (src/mock/errors/answer-failure.ts)', () => {
  it('drops the connection, without throwing, when the 500 itself cannot be made', () => {
    const broken = {} as MockContext; // no choice(), no breaks(): every problem answer throws
    const { res, sent } = response(false);
    expect(() => answerFailure(broken, res, new Error('handler failed'))).not.to.throw();
    expect(sent.destroyed).to.equal(true);
  });

  it('drops the connection once the answer has begun', () => {
    const { res, sent } = response(true);
    expect(() => answerFailure({} as MockContext, res, new Error('late'))).not.to.throw();
    expect(sent.destroyed).to.equal(true);
    expect(sent.status).to.equal(undefined);
  });
});
