import { existsSync, readFileSync } from 'node:fs';
import { gitSha } from '../pact/git-info.ts';
import { PACKAGE_ROOT, packagePath } from '../package-root.ts';

/** The tool that made a report: its package version and, in a git checkout, the commit SHA. */
export interface ToolIdentity {
  readonly version: string;
  readonly gitSha?: string;
}

/**
 * This tool's identity: the version of its package.json and, when the tool runs from a git
 * clone of its own, that commit. An installed package has no `.git` of its own: the repository
 * around `node_modules` is the user's, not the tool's, so no SHA is given.
 */
export function toolIdentity(): ToolIdentity {
  const { version } = JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string };
  const sha = existsSync(packagePath('.git')) ? gitSha(PACKAGE_ROOT) : undefined;
  return sha ? { version, gitSha: sha } : { version };
}
