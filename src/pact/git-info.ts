import { execFileSync } from 'node:child_process';

function git(args: readonly string[], cwd?: string): string | undefined {
  try {
    const out = execFileSync('git', [...args], {
      ...(cwd ? { cwd } : {}),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    }).trim();
    return out === '' || out === 'HEAD' ? undefined : out;
  } catch {
    return undefined;
  }
}

/** The commit SHA of the checkout holding `cwd` (default: the working directory), or undefined outside a git checkout. */
export function gitSha(cwd?: string): string | undefined {
  return git(['rev-parse', 'HEAD'], cwd);
}

/** The current branch, or undefined (detached HEAD, no git). */
export function gitBranch(): string | undefined {
  return git(['rev-parse', '--abbrev-ref', 'HEAD']);
}
