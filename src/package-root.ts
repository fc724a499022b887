import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of this tool's package.json, with a trailing separator: the repository clone when
 * the TypeScript sources run, the installed package (`node_modules/vop-conformance/`) when the
 * compiled code under `dist/` runs. Found by walking up from this module to the first folder
 * that holds a package.json, so both layouts find the same files (`schemas/`, `package.json`).
 */
export const PACKAGE_ROOT: string = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

/**
 * Whether the compiled JavaScript runs (the installed package), not the TypeScript sources: the
 * suite files then end in `.js`.
 */
export const RUNS_COMPILED: boolean = import.meta.url.endsWith('.js');

/** The absolute path of `segments` under the package root, e.g. `packagePath('schemas')`. */
export function packagePath(...segments: readonly string[]): string {
  return join(PACKAGE_ROOT, ...segments);
}

function findPackageRoot(start: string): string {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return join(folder, '/');
    if (dirname(folder) === folder) throw new Error(`no package.json above ${start}`);
  }
}
