import { defineChoice } from './choice.ts';

/**
 * The 202 of a submission: `task-id-only` (`{taskId}`) or `extras` (`{taskId, status, createdAt}` and
 * a `Location` header naming the status path).
 */
export const submitResponse = defineChoice({
  id: 'submit-response',
  alternatives: ['task-id-only', 'extras'],
  source: {
    doc: 'interface.md',
    section: 'Resources and their fields',
    quote: 'Fields of a bulk submission record and of the submission response: not shown.',
  },
  summary: 'the 202 body: {taskId}, or {taskId, status, createdAt} with a Location header',
});
