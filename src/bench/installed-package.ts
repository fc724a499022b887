import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.ts';

/** Longest `npm pack` or `npm install`, ms (the pack builds and writes the bundled pacts). */
const NPM_TIMEOUT_MS = 10 * 60_000;

/**
 * Packs this clone (`npm pack`, whose prepack builds and writes the bundled pacts) into a new
 * folder under the temp folder. Returns the tarball's absolute path.
 * @throws the npm command's error (its output in the message) when packing fails.
 */
export function packPackage(log: (line: string) => void): string {
  const work = mkdtempSync(join(tmpdir(), 'vopc-installed-'));
  log('npm pack (build and bundled pacts) …');
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], {
    cwd: PACKAGE_ROOT,
    encoding: 'utf8',
    timeout: NPM_TIMEOUT_MS,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
    .trim()
    .split('\n')
    .at(-1);
  return join(work, tarball ?? '');
}

/**
 * Installs `tarball` as a dev dependency of a new empty project `name` beside it, as a QA team
 * would (`npm i -D <tarball>`), with `env` as npm's environment (its PATH picks the Node npm and
 * the packages' install scripts run on). Returns the project's folder and the installed CLI entry.
 * @throws the npm command's error (its output in the message) when installing fails.
 */
export function installTarball(
  tarball: string,
  log: (line: string) => void,
  { name = 'project', env = process.env }: { name?: string; env?: NodeJS.ProcessEnv } = {},
): { project: string; bin: string } {
  const project = join(dirname(tarball), name);
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'package.json'), '{ "name": "qa-project", "private": true }\n');
  log(`npm i -D ${tarball} in an empty project …`);
  execFileSync('npm', ['install', '--save-dev', '--no-audit', '--no-fund', tarball], {
    cwd: project,
    encoding: 'utf8',
    env,
    timeout: NPM_TIMEOUT_MS,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { project, bin: join(project, 'node_modules', 'vop-conformance', 'bin', 'vop-conformance.mjs') };
}

/**
 * Packs this clone and installs the tarball into a new empty project under the temp folder
 * ({@link packPackage}, then {@link installTarball}). Returns the project's folder and the
 * installed CLI entry.
 * @throws the npm command's error (its output in the message) when packing or installing fails.
 */
export function installPackedPackage(log: (line: string) => void): { project: string; bin: string } {
  return installTarball(packPackage(log), log);
}
