import { defineChoice } from './choice.ts';

/**
 * A file with a line that is not a JSON object: `accept-then-failed` (202, the task ends FAILED with a
 * detail) or `reject-400` (400 FORMAT_ERROR INVALID_REQUEST at once) (A2).
 */
export const submitCorruptFile = defineChoice({
  id: 'submit-corrupt-file',
  alternatives: ['accept-then-failed', 'reject-400'],
  source: {
    doc: 'assumptions.md',
    section: 'A2. Bulk submission',
    quote:
      'A body that is not NDJSON at all (a line that is not a JSON object) is accepted at submission and the task ends **FAILED** with a `detail`; or it is rejected at once with 400 INVALID_REQUEST. Either conforms.',
  },
  summary: 'a file with a line that is not a JSON object: accepted and FAILED, or 400 INVALID_REQUEST',
});
