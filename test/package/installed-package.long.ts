// A longer check run by .ci/run after npm test (not part of npm test: npm pack builds the package
// and writes its pacts, npm install fetches its dependencies): the package a QA team installs, on
// this machine's Node and on each release line VOPC_OTHER_NODES names (from the npm registry).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { expect } from 'chai';
import { installTarball, packPackage } from '../../src/bench/installed-package.ts';
import { PACKAGE_ROOT } from '../../src/package-root.ts';
import { registryNode } from '../helpers/registry-node.ts';

/**
 * The Node release lines the installed package runs on: '' (this machine's Node) and each line of
 * `VOPC_OTHER_NODES` (space-separated, e.g. `22 24`, as .ci/run sets it) from the npm registry.
 */
const NODE_LINES = [
  '',
  ...(process.env.VOPC_OTHER_NODES ?? '').split(/\s+/).filter((line) => /^\d+$/.test(line)),
];

interface PackedFile {
  readonly path: string;
}

describe('package: what npm pack makes and a QA team installs', function () {
  this.timeout(15 * 60_000);

  let tarball = '';

  before(() => {
    // npm pack's prepack makes what a clean clone lacks (dist/: the compiled code and the bundled
    // pacts); the one tarball is installed on every Node below.
    tarball = packPackage(() => undefined);
  });

  it('holds the compiled code, schemas, the Action, README, LICENSE and CHANGELOG, and no tests, fixtures or bench code', () => {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: PACKAGE_ROOT,
        encoding: 'utf8',
      }),
    ) as Array<{ files: PackedFile[]; entryCount: number; size: number }>;
    const paths = (packed?.files ?? []).map((f) => f.path);
    for (const needed of [
      'package.json',
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
      'action.yml',
      'action/run.sh',
      'bin/vop-conformance.mjs',
      'dist/src/index.js',
      'dist/src/index.d.ts',
      'dist/src/cli/main.js',
      'dist/build-info.json',
      'dist/pacts/payee-verification-client-payee-verification-service.json',
      'schemas/config/profile.schema.json',
    ])
      expect(paths, needed).to.include(needed);
    expect(
      paths.filter((p) => /^(test|src|suites|generators)\//.test(p)),
      'sources and tests',
    ).to.deep.equal([]);
    expect(
      paths.filter((p) => /bench|fixture|\.test\.|\.long\./.test(p)),
      'bench, fixtures, tests',
    ).to.deep.equal([]);
    const manifest = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest).to.not.have.property('private');
    expect(Object.keys(manifest.dependencies as object)).to.not.include('tsx');
  });

  it('npm publish --dry-run exits 0', () => {
    const result = spawnSync('npm', ['publish', '--dry-run', '--ignore-scripts'], {
      cwd: PACKAGE_ROOT,
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).to.equal(0);
  });

  for (const line of NODE_LINES)
    it(`installed into an empty project on ${line === '' ? "this machine's Node" : `Node ${line} from the npm registry`}: init, then run against the embedded mock, exit 0, the report under that project, no tsx; the programmatic entry point; pact verify`, () => {
      const node = line === '' ? undefined : registryNode(line);
      if (node) expect(node.version, `node@${line}`).to.match(new RegExp(`^v${line}\\.`));
      const env = {
        PATH: node ? `${node.binDir}${delimiter}${process.env.PATH ?? ''}` : (process.env.PATH ?? ''),
        HOME: process.env.HOME ?? '',
      };
      // npm gets the whole environment (a registry, proxy or CA setting among it); the runs below
      // get PATH and HOME only, as before.
      const { project, bin } = installTarball(tarball, () => undefined, {
        name: `project-${line || 'here'}`,
        env: { ...process.env, PATH: env.PATH },
      });
      expect(existsSync(join(project, 'node_modules', 'tsx')), 'tsx installed').to.equal(false);
      const version = spawnSync('node', ['-p', 'process.version'], { cwd: project, encoding: 'utf8', env });
      expect(version.stdout.trim(), 'the Node the project runs').to.equal(node?.version ?? process.version);
      const npx = (args: string[]) =>
        spawnSync('npx', ['--no-install', 'vop-conformance', ...args], {
          cwd: project,
          encoding: 'utf8',
          env,
          timeout: 5 * 60_000,
        });
      // The installed package has no .git of its own: its commit comes from dist/build-info.json.
      const toolVersion = npx(['--version']);
      expect(toolVersion.status, toolVersion.stderr).to.equal(0);
      expect(toolVersion.stdout).to.match(
        /^\d+\.\d+\.\d+\ncommit [0-9a-f]{40}\nrule set sha256:[0-9a-f]{64} \(\d+ rules\)\n$/,
      );
      const init = npx(['init']);
      expect(init.status, init.stderr).to.equal(0);
      expect(existsSync(join(project, 'conformance', 'profile.json'))).to.equal(true);
      const run = npx(['run']);
      expect(run.status, run.stdout + run.stderr).to.equal(0);
      const runs = readdirSync(join(project, 'reports')).filter((name) => /^\d{4}-/.test(name));
      expect(runs).to.have.length(1);
      expect(existsSync(join(project, 'reports', runs[0] ?? '', 'index.html'))).to.equal(true);
      expect(bin).to.satisfy((path: string) => existsSync(path));
      // The programmatic entry point, as the package exports it.
      const api = spawnSync(
        'node',
        [
          '--input-type=module',
          '-e',
          "import { runSuite } from 'vop-conformance'; const r = await runSuite({ flags: { grep: 'status-taskid-uuid', reportDir: 'api' } }); console.log(JSON.stringify({ verdict: r.verdict, index: r.reports.index }));",
        ],
        { cwd: project, encoding: 'utf8', env, timeout: 5 * 60_000 },
      );
      expect(api.status, api.stderr).to.equal(0);
      const outcome = JSON.parse(api.stdout.trim().split('\n').at(-1) ?? '{}') as {
        verdict: string;
        index: string;
      };
      expect(outcome.verdict).to.equal('passed');
      expect(existsSync(outcome.index)).to.equal(true);
      // pact verify with the pacts the package ships (the pact FFI's native library on this Node).
      const verify = npx(['pact', 'verify']);
      expect(verify.status, verify.stdout + verify.stderr).to.equal(0);
    });
});
