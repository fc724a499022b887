import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The two spec files the rule, choice and limit quotes come from. */
export type SpecDoc = 'interface.md' | 'assumptions.md';

/** The text of each spec file. */
export type SpecDocs = Readonly<Record<SpecDoc, string>>;

/**
 * Where the spec files are: `VOPC_SPEC_DIR` when set, else `../shared/spec/` beside the checkout
 * (the layout the project is developed and run in by CI).
 */
export function specDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.VOPC_SPEC_DIR ?? fileURLToPath(new URL('../../../shared/spec/', import.meta.url));
}

/** Whether `env` says the tests run in CI (`CI` set to anything but empty, `0` or `false`). */
export function inCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

/**
 * The sentence that says the spec files are missing: the path looked at and how to point
 * elsewhere. Printed as a warning outside CI; the error message of the meta tests in CI.
 */
export function missingSpecMessage(dir: string): string {
  return (
    `the spec files are not at ${dir} (interface.md, assumptions.md): the meta tests that compare ` +
    'quotes with them cannot run; put them there or set VOPC_SPEC_DIR'
  );
}

/**
 * Reads `interface.md` and `assumptions.md` for a meta test. When the folder
 * is absent the test is not silently skipped: outside CI it prints a warning with the path on
 * stderr and skips the test through `context.skip()`; in CI (`CI=true`) it throws,
 * so the test fails and CI with it.
 * @throws Error naming the path, in CI, when the files are absent; mocha's Pending after `skip()`.
 */
export function readSpecDocs(
  context: Mocha.Context,
  env: NodeJS.ProcessEnv = process.env,
  warn: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): SpecDocs {
  const dir = specDir(env);
  const paths = { 'interface.md': join(dir, 'interface.md'), 'assumptions.md': join(dir, 'assumptions.md') };
  if (!existsSync(paths['interface.md']) || !existsSync(paths['assumptions.md'])) {
    const message = missingSpecMessage(dir);
    if (inCi(env)) throw new Error(`${message} (CI=${env.CI ?? ''} makes this a failure)`);
    warn(`warning: ${message}; this test is skipped`);
    context.skip();
  }
  return {
    'interface.md': readFileSync(paths['interface.md'], 'utf8'),
    'assumptions.md': readFileSync(paths['assumptions.md'], 'utf8'),
  };
}
