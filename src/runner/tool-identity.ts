import { existsSync, readFileSync } from 'node:fs';
import { gitSha } from '../pact/git-info.ts';
import { PACKAGE_ROOT, packagePath } from '../package-root.ts';
import type { ToolProvenance } from '../report/tool-provenance.ts';
import { catalogue } from '../rules/catalogue.ts';
import { ruleSetDigest } from '../rules/rule-set-digest.ts';
import { buildInfoCommit } from './build-info.ts';

export type { ToolProvenance as ToolIdentity } from '../report/tool-provenance.ts';

let known: ToolProvenance | undefined;

/**
 * This tool's provenance: the version of its package.json; the commit, from `git rev-parse HEAD`
 * when the tool runs from a git clone of its own (bounded by git-info's timeout; no git, no
 * commit, no throw), else from `dist/build-info.json` written when the package was packed (an
 * installed package: the repository around `node_modules` is the user's, not the tool's);
 * and the SHA-256 of the catalogue's rule set with its count of rules. Computed once per process.
 */
export function toolIdentity(): ToolProvenance {
  if (known !== undefined) return known;
  const { version } = JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string };
  const sha = (existsSync(packagePath('.git')) ? gitSha(PACKAGE_ROOT) : undefined) ?? buildInfoCommit();
  known = {
    version,
    ...(sha === undefined ? {} : { gitSha: sha }),
    ruleSetDigest: ruleSetDigest(catalogue),
    rules: catalogue.length,
  };
  return known;
}
