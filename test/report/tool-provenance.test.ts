import { expect } from 'chai';
import { toolText, versionLines } from '../../src/report/tool-provenance.ts';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const DIGEST = 'f'.repeat(64);

describe('report: the tool names its version, commit and rule set', () => {
  it('in one line for the sign-off, the report and the console', () => {
    expect(toolText({ version: '0.3.0', gitSha: SHA, ruleSetDigest: DIGEST, rules: 138 })).to.equal(
      'vop-conformance 0.3.0 (commit 0123456789ab, rule set ffffffffffff (138 rules))',
    );
  });

  it('says "no commit" plainly, and an unknown rule set for a 0.2.0 history line', () => {
    expect(toolText({ version: '0.3.0', ruleSetDigest: DIGEST, rules: 1 })).to.include(
      '(no commit, rule set',
    );
    expect(toolText({ version: '0.2.0' })).to.equal('vop-conformance 0.2.0 (no commit, rule set unknown)');
  });

  it('--version: the version alone, then the full commit, then the full digest', () => {
    expect(versionLines({ version: '0.3.0', gitSha: SHA, ruleSetDigest: DIGEST, rules: 138 })).to.deep.equal([
      '0.3.0',
      `commit ${SHA}`,
      `rule set sha256:${DIGEST} (138 rules)`,
    ]);
    expect(versionLines({ version: '0.3.0', ruleSetDigest: DIGEST })[1]).to.match(/^no commit \(/);
  });
});
