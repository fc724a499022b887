import { expect } from 'chai';
import { type BreakerTrip, CircuitBreaker, describeTrip } from '../../src/client/circuit-breaker.ts';

describe('client: circuit breaker', () => {
  it('opens on the Nth consecutive failure, not before, and tells its listeners once', () => {
    const breaker = new CircuitBreaker(3);
    const heard: BreakerTrip[] = [];
    breaker.onOpen((trip) => heard.push(trip));
    breaker.recordFailure('timeout', 'first');
    breaker.recordFailure('reset', 'second');
    expect(breaker.trip).to.equal(undefined);
    breaker.recordFailure('timeout', 'third');
    breaker.recordFailure('timeout', 'fourth');
    expect(heard).to.have.length(1);
    expect(breaker.trip).to.deep.equal({ failures: 3, kinds: { timeout: 2, reset: 1 }, last: 'third' });
  });

  it('starts counting again after a success', () => {
    const breaker = new CircuitBreaker(2);
    breaker.recordFailure('oversize', 'a');
    breaker.recordSuccess();
    breaker.recordFailure('malformed', 'b');
    expect(breaker.trip).to.equal(undefined);
    breaker.recordFailure('malformed', 'c');
    expect(breaker.trip?.kinds).to.deep.equal({ malformed: 2 });
  });

  it('stays open: a later success does not close it, a late listener hears at once', () => {
    const breaker = new CircuitBreaker(1);
    breaker.recordFailure('unreachable', 'refused');
    breaker.recordSuccess();
    let late: BreakerTrip | undefined;
    breaker.onOpen((trip) => (late = trip));
    expect(late?.last).to.equal('refused');
  });

  it('describes a trip in one line with the kinds and the last failure', () => {
    const line = describeTrip({ failures: 3, kinds: { timeout: 2, reset: 1 }, last: 'timeout: GET x' });
    expect(line).to.equal(
      '3 consecutive transport failures of the target (timeout ×2, reset ×1); last: timeout: GET x',
    );
    expect(line).to.not.include('\n');
  });

  it('refuses a threshold that is not a positive integer', () => {
    expect(() => new CircuitBreaker(0)).to.throw(RangeError);
    expect(() => new CircuitBreaker(1.5)).to.throw(RangeError);
  });
});
