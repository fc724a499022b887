import { expect } from 'chai';
import { loadRunConfig } from '../../src/cli/load-run-config.ts';
import { ConfigError } from '../../src/errors.ts';

/** `har` of the run configuration resolved from `flags` and `env`. */
function har(flags: { har?: boolean }, env: Record<string, string>): boolean | undefined {
  return loadRunConfig(flags, env, process.cwd(), { stdout: false, stderr: false }).har;
}

describe('cli: run --har and VOP_HAR', () => {
  it('is off by default, on with --har, or with VOP_HAR 1, true or yes (any case)', () => {
    expect(har({}, {})).to.equal(false);
    expect(har({ har: true }, {})).to.equal(true);
    for (const value of ['1', 'true', 'YES']) expect(har({}, { VOP_HAR: value })).to.equal(true);
    for (const value of ['0', 'false', 'no', '']) expect(har({}, { VOP_HAR: value })).to.equal(false);
  });

  it('takes --har over VOP_HAR=0, and refuses any other VOP_HAR value, naming it', () => {
    expect(har({ har: true }, { VOP_HAR: '0' })).to.equal(true);
    expect(() => har({}, { VOP_HAR: 'maybe' })).to.throw(
      ConfigError,
      /VOP_HAR must be 1, true or yes.*"maybe"/,
    );
  });
});
