// `npm run mutation:changed` (src/mutation/changed.ts passes --mutate): the same as stryker.config.mjs,
// with its reports and incremental file under reports/mutation/changed/, so a run on a few lines
// never overwrites the full run's.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  incrementalFile: 'reports/mutation/changed/stryker-incremental.json',
  htmlReporter: { fileName: 'reports/mutation/changed/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/changed/mutation.json' },
};
