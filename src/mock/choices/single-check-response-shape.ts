import { defineChoice } from './choice.ts';

/**
 * Body shape of both single checks, success and error: `flat` (the mock's own objects, errors as
 * interface.md Errors/Error response) or `ob-envelope` (Open Banking `{Data, Links, Meta}`, errors `{Code,
 * Id, Message, Errors}`). Statuses stay as A7 requires (interface.md Endpoints/2, 3).
 */
export const singleCheckResponseShape = defineChoice({
  id: 'single-check-response-shape',
  alternatives: ['flat', 'ob-envelope'],
  source: {
    doc: 'interface.md',
    section: 'Endpoints/2 and 3',
    quote: 'Response shape: not shown.',
  },
  summary: 'single-check bodies flat, or in an Open Banking Data/Links/Meta envelope with OB error bodies',
});
