import { fault } from '../fault.ts';

/** A grant_type other than client_credentials gets a token instead of 400 or 401. */
export const tokenOtherGrantTypeRejected = fault({
  id: 'token-other-grant-type-rejected',
  rule: 'token-other-grant-type-rejected',
  summary: 'A grant_type other than client_credentials gets a token instead of 400 or 401.',
});
