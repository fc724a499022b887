import { execFileSync } from 'node:child_process';

function git(args: readonly string[]): string | undefined {
  try {
    const out = execFileSync('git', [...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    }).trim();
    return out === '' || out === 'HEAD' ? undefined : out;
  } catch {
    return undefined;
  }
}

/** The commit SHA of the working directory's checkout, or undefined outside a git checkout. */
export function gitSha(): string | undefined {
  return git(['rev-parse', 'HEAD']);
}

/** The current branch, or undefined (detached HEAD, no git). */
export function gitBranch(): string | undefined {
  return git(['rev-parse', '--abbrev-ref', 'HEAD']);
}
