import { expect } from 'chai';
import type { ServerResponse } from 'node:http';
import type { MockContext } from '../../src/mock/context.ts';
import { answerFailure } from '../../src/mock/errors/answer-failure.ts';

/**
 * A response whose answer has (`headersSent`) or has not begun, and is complete (`writableEnded`)
 * or not, recording whether it was destroyed.
 */
function response(headersSent: boolean, writableEnded = false) {
  const sent = { destroyed: false };
  const res = {
    headersSent,
    writableEnded,
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

  it('leaves a complete answer as it is (the connection stays, nothing of the answer is cut off)', () => {
    const { res, sent } = response(true, true);
    expect(() => answerFailure({} as MockContext, res, new Error('after the end'))).not.to.throw();
    expect(sent.destroyed).to.equal(false);
  });

  it('drops the connection once the answer has begun and is not complete', () => {
    const { res, sent } = response(true);
    expect(() => answerFailure({} as MockContext, res, new Error('late'))).not.to.throw();
    expect(sent.destroyed).to.equal(true);
  });
});
