import { defineChoice } from './choice.ts';

/**
 * Whether a 405 names the allowed methods in `Allow`: `with-allow` or `without-allow` (neither spec
 * file requires the header; A16 asserts only the status).
 */
export const method405Allow = defineChoice({
  id: 'method-405-allow',
  alternatives: ['with-allow', 'without-allow'],
  source: {
    doc: 'interface.md',
    section: 'Errors/HTTP statuses',
    quote: '405 | Method not supported for the resource.',
  },
  summary: 'the 405 carries an Allow header, or none',
});
