// `npm run mutation:changed` (src/mutation/changed.ts passes --mutate): the same as stryker.config.mjs,
// with its reports, incremental file and outcomes under reports/mutation/changed/, so a run on a
// few files never overwrites the full run's.
import { fileURLToPath, URL } from 'node:url';
import base from './stryker.config.mjs';

const OUTCOMES = fileURLToPath(new URL('reports/mutation/changed/outcomes', import.meta.url));

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  commandRunner: {
    command: `node --import tsx src/mutation/run-mutant.ts --outcomes ${JSON.stringify(OUTCOMES)}`,
  },
  incrementalFile: 'reports/mutation/changed/stryker-incremental.json',
  htmlReporter: { fileName: 'reports/mutation/changed/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/changed/mutation.json' },
};
