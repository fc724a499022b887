import { defineChoice } from './choice.ts';

/**
 * Form of the error `type` URI reference: `relative` (`/problems/<slug>`), `absolute`
 * (`https://vop.example/problems/<slug>`) or `urn` (`urn:problem-type:<slug>`), each at most 70 characters
 * (interface.md Errors/Error response).
 */
export const errorTypeUri = defineChoice({
  id: 'error-type-uri',
  alternatives: ['relative', 'absolute', 'urn'],
  source: {
    doc: 'interface.md',
    section: 'Errors/Error response',
    quote:
      '| type | string | mandatory | URI reference (RFC 3986) identifying the problem type, shape <problem_type_uri>; maximum 70 characters. |',
  },
  summary: 'error type as a relative path, an absolute https URI or a URN',
});
