import { expect } from 'chai';
import { ExchangeControl, ExchangeStop } from '../../src/client/exchange-control.ts';

/** Resolves when `control`'s signal emits abort, with what it then says. */
function aborted(control: ExchangeControl): Promise<{ aborted: boolean; reason: string | undefined }> {
  return new Promise((resolve) => {
    control.signal.once('abort', () => {
      resolve({ aborted: control.signal.aborted, reason: control.signal.reason?.message });
    });
  });
}

describe('client: exchange control (the abort signal of one exchange)', () => {
  it('stop() cuts every exchange in flight as a halt, and its signal tells undici so', async () => {
    const stop = new ExchangeStop();
    const first = new ExchangeControl(60_000, stop);
    const second = new ExchangeControl(60_000, stop);
    const heard = Promise.all([aborted(first), aborted(second)]);
    stop.stop();
    expect(await heard).to.deep.equal([
      { aborted: true, reason: 'halted' },
      { aborted: true, reason: 'halted' },
    ]);
    expect(first.reason).to.deep.equal({ kind: 'halt' });
    expect(second.reason).to.deep.equal({ kind: 'halt' });
    first.dispose();
    second.dispose();
  });

  it('cuts an exchange made after stop() at once', () => {
    const stop = new ExchangeStop();
    stop.stop();
    const control = new ExchangeControl(60_000, stop);
    expect(control.signal.aborted).to.equal(true);
    expect(control.reason).to.deep.equal({ kind: 'halt' });
    control.dispose();
  });

  it('leaves a disposed exchange alone: a later stop() cuts only those still in flight', () => {
    const stop = new ExchangeStop();
    const done = new ExchangeControl(60_000, stop);
    const open = new ExchangeControl(60_000, stop);
    done.dispose();
    stop.stop();
    expect(done.reason).to.equal(undefined);
    expect(done.signal.aborted).to.equal(false);
    expect(open.reason).to.deep.equal({ kind: 'halt' });
    open.dispose();
  });

  it('cuts an exchange that outlives its time as a timeout naming the limit; the first reason wins', async () => {
    const control = new ExchangeControl(20, new ExchangeStop());
    expect(await aborted(control)).to.deep.equal({ aborted: true, reason: 'exchange took over 20 ms' });
    control.cut({ kind: 'halt' });
    expect(control.reason).to.deep.equal({ kind: 'timeout', detail: 'exchange took over 20 ms' });
    control.dispose();
  });

  it('never fires once disposed', async () => {
    const control = new ExchangeControl(10, new ExchangeStop());
    control.dispose();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(control.reason).to.equal(undefined);
  });
});
