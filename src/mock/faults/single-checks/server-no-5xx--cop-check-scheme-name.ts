import { fault } from '../fault.ts';

/** A confirmation of payee with a SchemeName other than SortCodeAccountNumber gets 500 instead of a 4xx. */
export const serverNo5xxCopCheckSchemeName = fault({
  id: 'server-no-5xx/cop-check-scheme-name',
  rule: 'server-no-5xx',
  summary:
    'A confirmation of payee with a SchemeName other than SortCodeAccountNumber gets 500 instead of a 4xx.',
});
