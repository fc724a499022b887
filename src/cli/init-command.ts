import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { scaffoldFiles } from '../scaffold/scaffold-files.ts';
import { CONFORMANCE_FOLDER } from '../scaffold/nightly-workflow.ts';
import { writeScaffold } from '../scaffold/write-scaffold.ts';

/** Flags of `vop-conformance init`. */
export interface InitFlags {
  readonly force?: boolean;
}

const DONE_TEXT = {
  created: 'created',
  overwritten: 'overwritten (--force)',
  kept: 'kept: it exists (--force overwrites it)',
  appended: 'lines added',
  unchanged: 'already has the lines',
} as const;

/**
 * `vop-conformance init [dir]`, the way Playwright and ESLint scaffold: writes the scaffold of a QA team's repository
 * into `dir` (default the working directory; made when missing): `conformance/profile.json` and
 * `conformance/expected-failures.json` (each with its `$schema` in the installed package),
 * `.env.example`, the `.gitignore` lines (`.env`, `reports/`, `node_modules/`, key and
 * certificate files), and `.github/workflows/vop-conformance.yml`.
 * Never overwrites a file without `force`. Prints each file and what was done, then the next
 * three steps. Returns 0.
 * @throws the file system's error (EACCES, ENOTDIR) when a file cannot be written: exit 2.
 */
export function initCommand(dir: string | undefined, flags: InitFlags, log: (line: string) => void): number {
  const root = resolve(dir ?? '.');
  const outcomes = writeScaffold(root, scaffoldFiles(), flags.force === true);
  const fromHere = relative(process.cwd(), root);
  const shown = fromHere === '' ? '.' : fromHere.startsWith('..') ? root : fromHere;
  log(`vop-conformance init: ${shown}`);
  for (const { file, done } of outcomes)
    log(`  ${file.path.padEnd(40)} ${DONE_TEXT[done]} — ${file.purpose}`);
  const profile = `${CONFORMANCE_FOLDER}/profile.json`;
  const expected = `${CONFORMANCE_FOLDER}/expected-failures.json`;
  log('');
  if (!existsSync(resolve(root, 'package.json')))
    log(
      'No package.json there: run `npm init -y && npm i -D vop-conformance` first, so CI installs the tool.',
    );
  log('Next:');
  log(
    `  1. Copy .env.example to .env and fill in the sandbox's address and credentials; put its paths, scenario names and task ids in ${profile}.`,
  );
  log(
    `  2. Run \`npx vop-conformance run --profile ${profile} --expect-failures ${expected}\` and open the report it names (in cron or Jenkins, call \`node_modules/.bin/vop-conformance\` instead: npx does not pass SIGTERM on).`,
  );
  log(
    '  3. Set the repository secrets VOP_BASE_URL, VOP_API_KEY and VOP_API_SECRET, then commit: .github/workflows/vop-conformance.yml runs every night (and fails, naming the secret, while VOP_BASE_URL is missing).',
  );
  return 0;
}
