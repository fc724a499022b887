// The Node.js lines the package supports: package.json's engines accepts Node 20, 22 and 24 (the
// LTS lines; 20 past its end of life since April 2026, still accepted), the workflow init writes and
// the README's Action example set up Node 24, and .ci/run runs the main job on 22 and 24 too.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/package-root.ts';
import { nightlyWorkflow } from '../../src/scaffold/nightly-workflow.ts';

/** npm's own range reader (a dependency of npm's tools, in node_modules; no types of its own). */
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  validRange(range: string): string | null;
};

const manifest = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};

describe('ci: the Node.js versions the package supports and CI runs', () => {
  it('engines.node is a range npm reads that accepts Node 20, 22 and 24 and refuses older lines and Node 23', () => {
    const range = manifest.engines.node;
    expect(semver.validRange(range), range).to.be.a('string');
    for (const version of ['20.18.1', '20.20.2', '22.13.0', '22.23.3', '24.0.0', '24.21.0'])
      expect(semver.satisfies(version, range), `${version} in ${range}`).to.equal(true);
    for (const version of ['18.20.8', '20.18.0', '22.12.0', '23.11.0'])
      expect(semver.satisfies(version, range), `${version} in ${range}`).to.equal(false);
  });

  it('package-lock.json records the same engines as package.json', () => {
    const lock = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { engines?: { node?: string } }>;
    };
    expect(lock.packages['']?.engines?.node).to.equal(manifest.engines.node);
  });

  it("the workflow init writes and the README's Action example set up Node 24, the newest LTS", () => {
    expect(nightlyWorkflow()).to.match(/^\s+node-version: 24$/m);
    const readme = readFileSync(join(PACKAGE_ROOT, 'README.md'), 'utf8');
    expect(readme).to.include('with: { node-version: 24, cache: npm }');
    expect(readme).to.not.match(/node-version: 20\b/);
  });

  it(".ci/run runs the main job and the installed package on Node 22 and 24 from the npm registry's node package", () => {
    const ci = readFileSync(join(PACKAGE_ROOT, '.ci', 'run'), 'utf8');
    expect(ci).to.include('export VOPC_OTHER_NODES="${VOPC_OTHER_NODES-22 24}"');
    expect(ci).to.include('npx -y -p "node@$line" node bin/vop-conformance.mjs run');
    expect(ci).to.include('test/package/installed-package.long.ts');
  });
});
