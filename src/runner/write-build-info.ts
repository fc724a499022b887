// `npm run build-info` (part of `prepack`): writes dist/build-info.json with the commit the
// package is packed from, so an installed package names its commit (src/runner/tool-identity.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gitSha } from '../pact/git-info.ts';
import { PACKAGE_ROOT, packagePath } from '../package-root.ts';
import { BUILD_INFO_PATH, type BuildInfo } from './build-info.ts';

const commit = gitSha(PACKAGE_ROOT);
const path = packagePath(...BUILD_INFO_PATH);
if (commit === undefined) {
  process.stderr.write(`write-build-info: no git commit at ${PACKAGE_ROOT}: ${path} not written\n`);
} else {
  const info: BuildInfo = { commit };
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(info, null, 2)}\n`);
  process.stdout.write(`write-build-info: ${path}: commit ${commit}\n`);
}
