import { fault } from '../fault.ts';

/** A valid organisation check gets 200 with a JSON array instead of a JSON object. */
export const orgCheck200 = fault({
  id: 'org-check-200',
  rule: 'org-check-200',
  summary: 'A valid organisation check gets 200 with a JSON array instead of a JSON object.',
});
