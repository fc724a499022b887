// A longer check run by .ci/run after npm test (not part of npm test: npm pack builds the package
// and writes its pacts, npm install fetches its dependencies): the package a QA team installs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { installPackedPackage } from '../../src/bench/installed-package.ts';
import { PACKAGE_ROOT } from '../../src/package-root.ts';

interface PackedFile {
  readonly path: string;
}

describe('package: what npm pack makes and a QA team installs', function () {
  this.timeout(15 * 60_000);

  before(() => {
    // What prepack makes (a clean clone has no dist/): the compiled code and the bundled pacts.
    execFileSync('npm', ['run', 'prepack'], { cwd: PACKAGE_ROOT, stdio: 'ignore', timeout: 10 * 60_000 });
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

  it('installed into an empty project: init, then run against the embedded mock, exit 0, the report under that project, no tsx', () => {
    const { project, bin } = installPackedPackage(() => undefined);
    expect(existsSync(join(project, 'node_modules', 'tsx')), 'tsx installed').to.equal(false);
    const npx = (args: string[]) =>
      spawnSync('npx', ['--no-install', 'vop-conformance', ...args], {
        cwd: project,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
        timeout: 5 * 60_000,
      });
    // The installed package has no .git of its own: its commit comes from dist/build-info.json.
    const version = npx(['--version']);
    expect(version.status, version.stderr).to.equal(0);
    expect(version.stdout).to.match(
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
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { runSuite } from 'vop-conformance'; const r = await runSuite({ flags: { grep: 'status-taskid-uuid', reportDir: 'api' } }); console.log(JSON.stringify({ verdict: r.verdict, index: r.reports.index }));",
      ],
      { cwd: project, encoding: 'utf8', timeout: 5 * 60_000 },
    );
    expect(api.status, api.stderr).to.equal(0);
    const outcome = JSON.parse(api.stdout.trim().split('\n').at(-1) ?? '{}') as {
      verdict: string;
      index: string;
    };
    expect(outcome.verdict).to.equal('passed');
    expect(existsSync(outcome.index)).to.equal(true);
    // pact verify with the pacts the package ships.
    const verify = npx(['pact', 'verify']);
    expect(verify.status, verify.stdout + verify.stderr).to.equal(0);
  });
});
