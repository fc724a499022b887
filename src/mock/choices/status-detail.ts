import { defineChoice } from './choice.ts';

/**
 * When the status body carries `detail`: `final-failures-only` (FAILED, TIMED_OUT) or `always`
 * (NOT_STARTED, IN_PROGRESS and PROCESSED also say how many records are checked; FAILED and TIMED_OUT
 * keep their reason).
 */
export const statusDetail = defineChoice({
  id: 'status-detail',
  alternatives: ['final-failures-only', 'always'],
  source: {
    doc: 'interface.md',
    section: 'Resources and their fields/Bulk request (task)',
    quote: 'detail | string | conditional | Present when status is FAILED or TIMED_OUT; gives the reason.',
  },
  summary: 'status detail only for FAILED and TIMED_OUT, or a progress detail in every state',
});
