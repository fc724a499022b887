import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { inCi, readSpecDocs } from '../helpers/spec-files.ts';

class Skipped extends Error {}

/** A stand-in for a mocha test context: its skip() throws, as mocha's does. */
const context = {
  skip: () => {
    throw new Skipped('skipped');
  },
} as unknown as Mocha.Context;

describe('meta: the spec files the quote tests read', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vopc-spec-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads both files from VOPC_SPEC_DIR', () => {
    writeFileSync(join(dir, 'interface.md'), 'the interface');
    writeFileSync(join(dir, 'assumptions.md'), 'the assumptions');
    const docs = readSpecDocs(context, { VOPC_SPEC_DIR: dir }, () => expect.fail('no warning expected'));
    expect(docs).to.deep.equal({ 'interface.md': 'the interface', 'assumptions.md': 'the assumptions' });
  });

  it('outside CI, skips with a warning that names the path when a file is absent', () => {
    writeFileSync(join(dir, 'interface.md'), 'the interface');
    const warnings: string[] = [];
    expect(() => readSpecDocs(context, { VOPC_SPEC_DIR: dir }, (line) => warnings.push(line))).to.throw(
      Skipped,
    );
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/^warning: the spec files are not at /);
    expect(warnings[0]).to.include(dir);
  });

  it('in CI, fails with the path instead of skipping', () => {
    const warnings: string[] = [];
    const read = () =>
      readSpecDocs(context, { VOPC_SPEC_DIR: dir, CI: 'true' }, (line) => warnings.push(line));
    expect(read).to.throw(Error, dir).and.not.be.instanceOf(Skipped);
    expect(warnings).to.deep.equal([]);
  });

  it('takes CI as set unless it is empty, 0 or false', () => {
    expect(
      [undefined, '', '0', 'false', 'FALSE'].map((CI) => inCi(CI === undefined ? {} : { CI })),
    ).to.deep.equal([false, false, false, false, false]);
    expect(['true', '1', 'yes'].map((CI) => inCi({ CI }))).to.deep.equal([true, true, true]);
  });
});
