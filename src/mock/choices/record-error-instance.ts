import { defineChoice } from './choice.ts';

/**
 * The `instance` of a record-level error line: `json-pointer` (`/party/name`) or `xpath`
 * (`/Document/party/name`, array positions as `[n]` from 1), at most 256 characters.
 */
export const recordErrorInstance = defineChoice({
  id: 'record-error-instance',
  alternatives: ['json-pointer', 'xpath'],
  source: {
    doc: 'interface.md',
    section: 'Errors/Error response',
    quote:
      'instance | string | optional | JSON pointer (RFC 6901) or XPath to the offending part of the request; maximum 256 characters.',
  },
  summary: 'instance of a record-level error: a JSON pointer or an XPath',
});
