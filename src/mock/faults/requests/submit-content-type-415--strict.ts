import { fault } from '../fault.ts';

/** A submission with Content-Type application/x-ndjson; charset=utf-8 gets 415 instead of being accepted. */
export const submitContentType415Strict = fault({
  id: 'submit-content-type-415/strict',
  rule: 'submit-content-type-415',
  summary:
    'A submission with Content-Type application/x-ndjson; charset=utf-8 gets 415 instead of being accepted.',
});
