import { expect } from 'chai';
import { listenForInterruption } from '../../src/cli/interruption.ts';

/** Runs `body` with process.exit replaced by a recorder; returns the codes it was called with. */
function withExitRecorded(body: () => void): number[] {
  const codes: number[] = [];
  const real = process.exit.bind(process);
  process.exit = ((code?: number) => {
    codes.push(code ?? 0);
  }) as typeof process.exit;
  try {
    body();
  } finally {
    process.exit = real;
  }
  return codes;
}

describe('cli: listenForInterruption', () => {
  it('aborts its signal with the name of the first SIGINT or SIGTERM and tells onFirst once', () => {
    const told: string[] = [];
    const interruption = listenForInterruption((signal) => told.push(signal));
    try {
      expect(interruption.signal.aborted).to.equal(false);
      expect(interruption.received()).to.equal(undefined);
      const codes = withExitRecorded(() => process.emit('SIGTERM'));
      expect(codes).to.deep.equal([]);
      expect(interruption.signal.aborted).to.equal(true);
      expect(interruption.signal.reason).to.equal('SIGTERM');
      expect(interruption.received()).to.equal('SIGTERM');
      expect(told).to.deep.equal(['SIGTERM']);
    } finally {
      interruption.dispose();
    }
  });

  it('exits at once on a second signal, with that signal’s code (130 for SIGINT)', () => {
    const interruption = listenForInterruption();
    try {
      const codes = withExitRecorded(() => {
        process.emit('SIGINT');
        process.emit('SIGINT');
      });
      expect(codes).to.deep.equal([130]);
    } finally {
      interruption.dispose();
    }
  });

  it('runs beforeExit before the exit of a second signal, and exits even when it throws', () => {
    const order: string[] = [];
    const interruption = listenForInterruption(
      () => undefined,
      (signal) => {
        order.push(`before ${signal}`);
        throw new Error('the folder is gone already');
      },
    );
    try {
      const codes = withExitRecorded(() => {
        process.emit('SIGTERM');
        expect(order).to.deep.equal([]);
        process.emit('SIGTERM');
      });
      expect(order).to.deep.equal(['before SIGTERM']);
      expect(codes).to.deep.equal([143]);
    } finally {
      interruption.dispose();
    }
  });

  it('stops listening once disposed', () => {
    const before = [process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')];
    const interruption = listenForInterruption();
    expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).to.deep.equal(
      before.map((n) => n + 1),
    );
    interruption.dispose();
    expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).to.deep.equal(before);
  });
});
