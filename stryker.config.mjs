// Mutation testing of the reference mock: `npm run mutation` (README, "Mutation testing").
// Every mutant of src/mock (but the fault catalogue and the choices) runs in Stryker's mocha runner,
// in one process with the suites and the embedded mocks (src/mutation/mocha-suites.ts: every suite
// once per choice set of the mock, each set under a describe of its own). Per-test coverage: the
// initial run records which tests reach each mutant, and a mutant then runs only those tests (of
// the sets that reach it), until one fails.
import { env } from 'node:process';

/** The mock's fault tables (the behaviour of a broken mock) and its choices: never mutated. */
const NEVER_MUTATED = ['!src/mock/faults/**', '!src/mock/choices/**'];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'mocha',
  // The suites, the harness and the mock are TypeScript run through tsx, as `vop-conformance run` does.
  testRunnerNodeArgs: ['--import', 'tsx'],
  mochaOptions: {
    'no-config': true,
    'no-package': true,
    'no-opts': true,
    spec: ['src/mutation/mocha-suites.ts'],
    extension: ['ts'],
  },
  coverageAnalysis: 'perTest',
  // A static mutant (module-level code of the mock: tables, constants, patterns, run once at import)
  // is reached by no test: it would need a fresh process and every test of every set (minutes each).
  // They are left out of this run (status Ignored) and listed by `npm run mutation:triage`;
  // src/mutation/README.md says how to test them with the command runner.
  ignoreStatic: true,
  // VOPC_MUTATE names the files to mutate (a glob, e.g. `src/mock/token/**/*.ts`) for a run on one
  // folder; the whole mock by default. The fault tables and the choices are never mutated, whatever
  // the glob: code only a broken mock runs lives in faults/.
  mutate: [env.VOPC_MUTATE || 'src/mock/**/*.ts', ...NEVER_MUTATED],
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { reportMutants: false, allowColor: false },
  // Test runner processes. A mutant's tests spend most of their time waiting on the mock (task
  // lifecycles, polls, token expiry), not on the CPU: on 2 cores, 2 runners kept the load near 1
  // (measured 2026-11-27), so the default is 4. VOPC_MUTATION_CONCURRENCY sets another number.
  concurrency: Number(env.VOPC_MUTATION_CONCURRENCY || 4),
  // A mutant's time limit: 1.5 × the time its tests took in the initial run + 10 s. A mutant that
  // makes the mock slow or hang times out (status Timeout: not killed, see src/mutation/README.md).
  timeoutFactor: 1.5,
  timeoutMS: 10_000,
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
  ],
};
