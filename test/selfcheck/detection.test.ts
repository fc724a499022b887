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

  it('misses a run with no failed rule (exit 1 or 2), one that wrote no rules.json, and any other exit', () => {
    expect(detection({ ...failing, failedRules: [] })).to.deep.equal({
      detected: false,
      reason: 'exit 1 but no failed rule',
    });
    expect(detection({ ...failing, code: 2, failedRules: [] })).to.deep.equal({
      detected: false,
      reason: 'exit 2 but no failed rule',
    });
    expect(detection({ ...failing, failedRules: undefined }).detected).to.equal(false);
    expect(detection({ ...failing, code: 3 })).to.deep.equal({ detected: false, reason: 'exit 3' });
  });

  it('detects a run that stopped at its first token (exit 2) with the token rule failed in its report', () => {
    expect(
      detection({ ...failing, code: 2, failedRules: ['token-client-credentials-issued'] }),
    ).to.deep.equal({
      detected: true,
      failedRules: ['token-client-credentials-issued'],
    });
  });
});
