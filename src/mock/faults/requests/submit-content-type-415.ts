import { fault } from '../fault.ts';

/** A submission with another Content-Type, or another charset, is accepted (202) instead of 415. */
export const submitContentType415 = fault({
  id: 'submit-content-type-415',
  rule: 'submit-content-type-415',
  summary: 'A submission with another Content-Type, or another charset, is accepted (202) instead of 415.',
});
