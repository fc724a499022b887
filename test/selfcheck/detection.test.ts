import { expect } from 'chai';
import { detection } from '../../src/selfcheck/detection.ts';
import { onlyTimeouts } from '../../src/selfcheck/failed-rules.ts';

describe('selfcheck: the verdict on one fault of the efficacy run', () => {
  const rule = 'error-title-max-70';
  const failing = {
    code: 1,
    killedByDeadline: false,
    stoppedByDeadline: false,
    failedRules: [{ id: rule, onlyByTimeout: false }],
  };

  it('detects a run that exits 1 with the fault’s own rule failed by an assertion', () => {
    expect(detection(failing, rule)).to.deep.equal({ detected: true });
    const withOthers = [{ id: 'error-body-shape', onlyByTimeout: false }, ...failing.failedRules];
    expect(detection({ ...failing, failedRules: withOthers }, rule)).to.deep.equal({ detected: true });
  });

  it('misses a run that failed other rules but not the fault’s own', () => {
    const others = [{ id: 'error-body-shape', onlyByTimeout: false }];
    expect(detection({ ...failing, failedRules: others }, rule)).to.deep.equal({
      detected: false,
      reason: 'exit 1 but its rule error-title-max-70 did not fail',
    });
  });

  it('misses a run whose own rule failed only by a time limit', () => {
    const timedOut = [{ id: rule, onlyByTimeout: true }];
    expect(detection({ ...failing, failedRules: timedOut }, rule)).to.deep.equal({
      detected: false,
      reason: 'error-title-max-70 failed only by a time limit',
    });
  });

  it('misses a run killed by its deadline, whatever it failed', () => {
    expect(detection({ ...failing, code: null, killedByDeadline: true }, rule)).to.deep.equal({
      detected: false,
      reason: 'killed at its deadline',
    });
  });

  it('misses a run its own deadline stopped (rules not tested), though it exits 1 with its rule failed', () => {
    expect(detection({ ...failing, stoppedByDeadline: true }, rule).detected).to.equal(false);
  });

  it('misses a run that exits 0', () => {
    expect(detection({ ...failing, code: 0, failedRules: [] }, rule)).to.deep.equal({
      detected: false,
      reason: 'exit 0',
    });
  });

  it('misses a run with no failed rule (exit 1 or 2), one that wrote no rules.json, and any other exit', () => {
    expect(detection({ ...failing, failedRules: [] }, rule)).to.deep.equal({
      detected: false,
      reason: 'exit 1 but no failed rule',
    });
    expect(detection({ ...failing, code: 2, failedRules: [] }, rule)).to.deep.equal({
      detected: false,
      reason: 'exit 2 but no failed rule',
    });
    expect(detection({ ...failing, failedRules: undefined }, rule).detected).to.equal(false);
    expect(detection({ ...failing, code: 3 }, rule)).to.deep.equal({ detected: false, reason: 'exit 3' });
  });

  it('detects a run that stopped at its first token (exit 2) with the token rule failed in its report', () => {
    const token = 'token-client-credentials-issued';
    const facts = { ...failing, code: 2, failedRules: [{ id: token, onlyByTimeout: false }] };
    expect(detection(facts, token)).to.deep.equal({ detected: true });
  });
});

describe('selfcheck: failures that are only time limits', () => {
  it('reads mocha timeouts and deadlines as time limits, and an assertion among them as not', () => {
    const timeout = 'Timeout of 360000ms exceeded. For async tests and hooks, ensure "done()" is called';
    expect(onlyTimeouts([timeout])).to.equal(true);
    expect(onlyTimeouts([timeout, 'Received: 200\nDocumented: 415'])).to.equal(false);
    expect(onlyTimeouts(['Received: 200\nDocumented: 415'])).to.equal(false);
    expect(onlyTimeouts([])).to.equal(false);
  });
});
