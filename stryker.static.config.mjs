// The first, whole-suite-per-mutant command runner, for what per-test coverage cannot judge: a static mutant of the
// mock (module-level code run once at import, which no test reaches; stryker.config.mjs leaves them
// out as Ignored). Each mutant runs src/mutation/run-mutant.ts: a fresh process, the whole suite
// once per choice set until a rule fails, about 40 s for a survivor. Name the lines:
// `npx stryker run stryker.static.config.mjs --mutate src/mock/<file>.ts:<from>-<to>`.
import { fileURLToPath, URL } from 'node:url';
import base from './stryker.config.mjs';

/** Where run-mutant.ts writes one outcome file per mutant (absolute: it runs in Stryker's sandbox). */
const OUTCOMES = fileURLToPath(new URL('reports/mutation/static/outcomes', import.meta.url));

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  testRunner: 'command',
  commandRunner: {
    command: `node --import tsx src/mutation/run-mutant.ts --outcomes ${JSON.stringify(OUTCOMES)}`,
  },
  coverageAnalysis: 'off',
  ignoreStatic: false,
  timeoutMS: 240_000,
  incrementalFile: 'reports/mutation/static/stryker-incremental.json',
  htmlReporter: { fileName: 'reports/mutation/static/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/static/mutation.json' },
  warnings: { slow: false },
};
