import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.ts';

/** Longest `npm pack` or `npm install`, ms (the pack builds and writes the bundled pacts). */
const NPM_TIMEOUT_MS = 10 * 60_000;

/**
 * Packs this clone (`npm pack`: build, bundled pacts) and installs the tarball as a dev
 * dependency of a new empty project under the temp folder, as a QA team would
 * (`npm i -D <tarball>`). Returns the project's folder and the installed CLI entry.
 * @throws the npm command's error (its output in the message) when packing or installing fails.
 */
export function installPackedPackage(log: (line: string) => void): { project: string; bin: string } {
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
  const project = join(work, 'project');
  execFileSync('mkdir', ['-p', project]);
  writeFileSync(join(project, 'package.json'), '{ "name": "qa-project", "private": true }\n');
  log(`npm i -D ${tarball ?? ''} in an empty project …`);
  execFileSync('npm', ['install', '--save-dev', '--no-audit', '--no-fund', join(work, tarball ?? '')], {
    cwd: project,
    encoding: 'utf8',
    timeout: NPM_TIMEOUT_MS,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { project, bin: join(project, 'node_modules', 'vop-conformance', 'bin', 'vop-conformance.mjs') };
}
