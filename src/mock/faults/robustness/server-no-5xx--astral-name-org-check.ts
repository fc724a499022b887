import { fault } from '../fault.ts';

/** The organisation check answers 500 when name holds a character outside the Basic Multilingual Plane. */
export const serverNo5xxAstralNameOrgCheck = fault({
  id: 'server-no-5xx/astral-name-org-check',
  rule: 'server-no-5xx',
  summary:
    'The organisation check answers 500 when name holds a character outside the Basic Multilingual Plane.',
});
