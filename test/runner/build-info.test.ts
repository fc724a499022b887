import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { BUILD_INFO_PATH, buildInfoCommit } from '../../src/runner/build-info.ts';
import { toolIdentity } from '../../src/runner/tool-identity.ts';
import { catalogue } from '../../src/rules/catalogue.ts';
import { tempDir } from '../helpers/run-cli.ts';

const SHA = '0123456789abcdef0123456789abcdef01234567';

describe('runner: the commit of an installed package, from dist/build-info.json', () => {
  it('reads the commit npm pack wrote, and nothing from a missing or bad file', () => {
    const root = tempDir();
    expect(buildInfoCommit(root), 'no file').to.equal(undefined);
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, ...BUILD_INFO_PATH), '{"commit":');
    expect(buildInfoCommit(root), 'cut JSON').to.equal(undefined);
    writeFileSync(join(root, ...BUILD_INFO_PATH), JSON.stringify({ commit: 'HEAD' }));
    expect(buildInfoCommit(root), 'not a SHA').to.equal(undefined);
    writeFileSync(join(root, ...BUILD_INFO_PATH), JSON.stringify({ commit: SHA }));
    expect(buildInfoCommit(root)).to.equal(SHA);
  });

  it('the tool from its git checkout: version, commit and the digest of the catalogue', () => {
    const tool = toolIdentity();
    expect(tool.gitSha).to.match(/^[0-9a-f]{40}$/);
    expect(tool.ruleSetDigest).to.match(/^[0-9a-f]{64}$/);
    expect(tool.rules).to.equal(catalogue.length);
  });
});
