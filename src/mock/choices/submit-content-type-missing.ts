import { defineChoice } from './choice.ts';

/**
 * A submission without Content-Type: `400` MANDATORY_HEADER_NOT_PROVIDED or `415` (A2).
 */
export const submitContentTypeMissing = defineChoice({
  id: 'submit-content-type-missing',
  alternatives: ['400', '415'],
  source: {
    doc: 'assumptions.md',
    section: 'A2. Bulk submission',
    quote:
      'A missing Content-Type gives 400 MANDATORY_HEADER_NOT_PROVIDED or 415 (the documentation names Content-Type under both); either conforms.',
  },
  summary: 'a submission without Content-Type: 400 MANDATORY_HEADER_NOT_PROVIDED or 415',
});
