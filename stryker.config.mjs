// Mutation testing of the reference mock (issue 23): `npm run mutation` (README, "Mutation testing").
// Every mutant of src/mock (but the fault catalogue and the choices) is judged by runs of the whole
// suite against the embedded mock, through src/mutation/run-mutant.ts: one run per choice set of
// the mock until one fails a rule (the command runner has no coverage data, so every mutant costs
// at least one full run: about 5 s for a killed mutant, about 40 s for one that survives every set).
import { env } from 'node:process';
import { fileURLToPath, URL } from 'node:url';

/** The mock's fault tables (the behaviour of a broken mock) and its choices: never mutated. */
const NEVER_MUTATED = ['!src/mock/faults/**', '!src/mock/choices/**'];

/** Where run-mutant.ts writes one outcome file per mutant (an absolute path: it runs in Stryker's sandbox). */
const OUTCOMES = fileURLToPath(new URL('reports/mutation/outcomes', import.meta.url));

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'command',
  commandRunner: {
    command: `node --import tsx src/mutation/run-mutant.ts --outcomes ${JSON.stringify(OUTCOMES)}`,
  },
  // The command runner reports no coverage: every mutant runs the whole suite, and "ignoreStatic"
  // (which needs per-test coverage) cannot apply.
  coverageAnalysis: 'off',
  // VOPC_MUTATE names one shard (a glob of whole files, e.g. `src/mock/token/**/*.ts`): the weekly
  // workflow runs one job per shard, since the whole mock takes longer than one job may (about 8 h
  // on 2 cores, measured on the token shard: 199 mutants in 38 min). The fault tables and the
  // choices are never mutated, whatever the shard: code only a broken mock runs lives in faults/.
  mutate: [env.VOPC_MUTATE || 'src/mock/**/*.ts', ...NEVER_MUTATED],
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { reportMutants: false, allowColor: false },
  // Two cores: two runs of the suite at a time.
  concurrency: 2,
  // A mutant's time limit is timeoutFactor × the initial run (every choice set, about 45 s) +
  // timeoutMS, about 5 minutes. run-mutant.ts gives each run of the suite a 45 s deadline and kills
  // it 15 s after that (at most four runs), so Stryker's own timeout only fires when the wrapper
  // itself cannot end.
  timeoutFactor: 1.5,
  timeoutMS: 240_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // The sandbox holds only what a run of the suite needs (an allow list, gitignore syntax: ignore
  // everything at the top, then take back these). Stryker reads every file it copies into memory:
  // with the generated reports in it (hundreds of MB after an efficacy run) the run died of heap
  // exhaustion before its first mutant (CI, 2026-11-25), and a user's own files could do the same.
  ignorePatterns: [
    '/*',
    '!/bin',
    '!/src',
    '!/suites',
    '!/generators',
    '!/schemas',
    '!/package.json',
    '!/tsconfig.json',
    '!/.mocharc.json',
  ],
  // Every mutant is static to the command runner (it has no coverage): the warning says nothing.
  warnings: { slow: false },
};
