import { defineChoice } from './choice.ts';

/**
 * Order of the request checks of the bulk endpoints: `auth-first` (bearer token 401/403, headers 400,
 * Accept 406 (submission: Content-Type 400/415), taskId 400), `headers-first` (headers, Accept and
 * Content-Type before the token), `path-first` (taskId format first, then token, then headers; the
 * submission has no path and keeps auth-first). Existence (404) always comes last (A16).
 */
export const checkOrder = defineChoice({
  id: 'check-order',
  alternatives: ['auth-first', 'headers-first', 'path-first'],
  source: {
    doc: 'assumptions.md',
    section: 'A16. One rule at a time',
    quote: 'because the order in which a provider checks things is not shown',
  },
  summary: 'order of the bulk request checks: token, headers (and Accept, Content-Type), taskId',
});
