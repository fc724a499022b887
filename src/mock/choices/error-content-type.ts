import { defineChoice } from './choice.ts';

/**
 * Content-Type header of every error response of the mock (A8), `charset` also as many frameworks
 * write it (`;charset=UTF-8`); the suite, the pact and the calibration read every alternative with
 * the pattern of schemas/responses/error-headers.schema.json.
 */
export const errorContentType = defineChoice({
  id: 'error-content-type',
  alternatives: [
    'application/json;charset=utf-8',
    'application/problem+json',
    'application/json',
    'application/problem+json; charset=utf-8',
    'application/json;charset=UTF-8',
  ],
  source: {
    doc: 'assumptions.md',
    section: 'A8. Errors',
    quote:
      'Error responses carry `Content-Type: application/json` or `application/problem+json`, each with optional `;charset=utf-8`.',
  },
  summary: 'Content-Type of every error response',
});
