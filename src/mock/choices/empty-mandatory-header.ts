import { defineChoice } from './choice.ts';

/**
 * The FORMAT_ERROR title of the 400 for an empty (or whitespace) X-Request-Id or submission
 * Content-Type: `MANDATORY_HEADER_NOT_PROVIDED` or `INVALID_HEADER` (A14).
 */
export const emptyMandatoryHeader = defineChoice({
  id: 'empty-mandatory-header',
  alternatives: ['MANDATORY_HEADER_NOT_PROVIDED', 'INVALID_HEADER'],
  source: {
    doc: 'assumptions.md',
    section: 'A14. Empty mandatory headers',
    quote:
      'A mandatory header other than Authorization that is present but empty (or only whitespace) gives 400 FORMAT_ERROR with the title INVALID_HEADER or MANDATORY_HEADER_NOT_PROVIDED; either conforms.',
  },
  summary: 'title of the 400 for an empty or whitespace X-Request-Id or Content-Type',
});
