import { defineChoice } from './choice.ts';

/**
 * HEAD and OPTIONS on the bulk paths: `405`, or `allowed` (HEAD on the two GET paths answers as GET
 * without a body; OPTIONS answers 204 with `Allow`) (A16).
 */
export const headOptions = defineChoice({
  id: 'head-options',
  alternatives: ['405', 'allowed'],
  source: {
    doc: 'assumptions.md',
    section: 'A16. One rule at a time',
    quote: 'HEAD and OPTIONS are neither required nor forbidden.',
  },
  summary:
    'HEAD and OPTIONS on the bulk paths: 405, or served (HEAD as GET without a body, OPTIONS 204 with Allow)',
});
