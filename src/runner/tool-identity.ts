import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gitSha } from '../pact/git-info.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The tool that made a report: its package version and, in a git checkout, the commit SHA. */
export interface ToolIdentity {
  readonly version: string;
  readonly gitSha?: string;
}

/** This tool's identity: the version of its package.json and the commit of its checkout (if any). */
export function toolIdentity(): ToolIdentity {
  const { version } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { version: string };
  const sha = gitSha(ROOT);
  return sha ? { version, gitSha: sha } : { version };
}
