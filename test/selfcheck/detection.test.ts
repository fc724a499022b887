import { expect } from 'chai';
import { detection } from '../../src/selfcheck/detection.ts';

describe('selfcheck: the verdict on one fault of the efficacy run', () => {
  const failing = {
    code: 1,
    killedByDeadline: false,
    stoppedByDeadline: false,
    failedRules: ['error-title-max-70'],
  };

  it('detects a run that exits 1 with a failed rule, naming the rules', () => {
    expect(detection(failing)).to.deep.equal({ detected: true, failedRules: ['error-title-max-70'] });
  });

  it('misses a run killed by its deadline, whatever it failed', () => {
    expect(detection({ ...failing, code: null, killedByDeadline: true })).to.deep.equal({
      detected: false,
      reason: 'killed at its deadline',
    });
  });

  it('misses a run its own deadline stopped (rules not tested), though it exits 1 with failed rules', () => {
    expect(detection({ ...failing, stoppedByDeadline: true }).detected).to.equal(false);
  });

  it('misses a run that exits 0', () => {
    expect(detection({ ...failing, code: 0, failedRules: [] })).to.deep.equal({
      detected: false,
      reason: 'exit 0',
    });
  });

  it('misses a run that exits 1 with no failed rule, or 2, or wrote no rules.json', () => {
    expect(detection({ ...failing, failedRules: [] }).detected).to.equal(false);
    expect(detection({ ...failing, code: 2 })).to.deep.equal({ detected: false, reason: 'exit 2' });
    expect(detection({ ...failing, failedRules: undefined }).detected).to.equal(false);
  });
});
