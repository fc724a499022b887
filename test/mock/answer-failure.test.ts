import { expect } from 'chai';
import type { ServerResponse } from 'node:http';
import type { MockContext } from '../../src/mock/context.ts';
import { answerFailure } from '../../src/mock/errors/answer-failure.ts';

/** A response whose answer has (`headersSent`) or has not begun, recording whether it was destroyed. */
function response(headersSent: boolean) {
  const sent = { destroyed: false };
  const res = {
    headersSent,
    req: undefined,
    destroy() {
      sent.destroyed = true;
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, sent };
}

describe('mock: a handler that threw is answered, never rethrown (src/mock/errors/answer-failure.ts)', () => {
  it('drops the connection, without throwing, when the 500 itself cannot be made', () => {
    const broken = {} as MockContext; // no choice(), no breaks(): building the 500 throws
    const { res, sent } = response(false);
    expect(() => answerFailure(broken, res, new Error('handler failed'))).not.to.throw();
    expect(sent.destroyed).to.equal(true);
  });

  it('drops the connection once the answer has begun', () => {
    const { res, sent } = response(true);
    expect(() => answerFailure({} as MockContext, res, new Error('late'))).not.to.throw();
    expect(sent.destroyed).to.equal(true);
  });
});
