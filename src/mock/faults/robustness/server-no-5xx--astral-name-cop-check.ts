import { fault } from '../fault.ts';

/** Confirmation of payee answers 500 when Name holds a character outside the Basic Multilingual Plane. */
export const serverNo5xxAstralNameCopCheck = fault({
  id: 'server-no-5xx/astral-name-cop-check',
  rule: 'server-no-5xx',
  summary:
    'Confirmation of payee answers 500 when Name holds a character outside the Basic Multilingual Plane.',
});
