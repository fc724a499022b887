import { defineChoice } from './choice.ts';

/** Case of the taskIds the mock issues: `lower` or `upper`; a taskId is found in either case (A11). */
export const taskIdCase = defineChoice({
  id: 'task-id-case',
  alternatives: ['lower', 'upper'],
  source: {
    doc: 'assumptions.md',
    section: 'A11. What counts as a UUID',
    quote:
      'For `taskId` and `X-Request-Id`: the RFC 4122 text form, 8-4-4-4-12 hexadecimal digits, in either case.',
  },
  summary: 'taskIds issued in lower or upper case (found in either case)',
});
