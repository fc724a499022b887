import { fault } from '../fault.ts';

/** An empty or missing grant_type gets a token (other grant types still get 400 or 401). */
export const tokenOtherGrantTypeRejectedEmpty = fault({
  id: 'token-other-grant-type-rejected/empty',
  rule: 'token-other-grant-type-rejected',
  summary: 'An empty or missing grant_type gets a token (other grant types still get 400 or 401).',
});
