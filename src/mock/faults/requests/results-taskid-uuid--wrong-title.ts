import { fault } from '../fault.ts';

/** A taskId that is not a UUID gets 400 FORMAT_ERROR with the title INVALID_REQUEST instead of INVALID_FIELD. */
export const resultsTaskidUuidWrongTitle = fault({
  id: 'results-taskid-uuid/wrong-title',
  rule: 'results-taskid-uuid',
  summary:
    'A taskId that is not a UUID gets 400 FORMAT_ERROR with the title INVALID_REQUEST instead of INVALID_FIELD.',
});
