import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.ts';

/** Where `npm pack` (the `prepack` script) writes the commit the package was built from, under the package root. */
export const BUILD_INFO_PATH = ['dist', 'build-info.json'] as const;

/** What `dist/build-info.json` holds: the commit the package was built from. */
export interface BuildInfo {
  /** The full commit SHA (40 hex digits). */
  readonly commit: string;
}

/**
 * The commit of `dist/build-info.json` under `root` (default: this tool's package root), written
 * when the package was packed (src/runner/write-build-info.ts); undefined when the file is
 * missing, unreadable or holds no 40-hex commit (a clone that was never packed). Never throws.
 */
export function buildInfoCommit(root: string = PACKAGE_ROOT): string | undefined {
  try {
    const info = JSON.parse(readFileSync(join(root, ...BUILD_INFO_PATH), 'utf8')) as Partial<BuildInfo>;
    return typeof info.commit === 'string' && /^[0-9a-f]{40}$/.test(info.commit) ? info.commit : undefined;
  } catch {
    return undefined;
  }
}
