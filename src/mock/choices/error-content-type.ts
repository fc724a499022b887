import { defineChoice } from './choice.ts';

/** Content-Type header of every error response of the mock (A8). */
export const errorContentType = defineChoice({
  id: 'error-content-type',
  alternatives: [
    'application/json;charset=utf-8',
    'application/problem+json',
    'application/json',
    'application/problem+json; charset=utf-8',
  ],
  source: {
    doc: 'assumptions.md',
    section: 'A8. Errors',
    quote:
      'Error responses carry `Content-Type: application/json` or `application/problem+json`, each with optional `;charset=utf-8`.',
  },
  summary: 'Content-Type of every error response',
});
