import { fault } from '../fault.ts';

/** A taskId that is not a UUID gets 404 instead of 400 FORMAT_ERROR INVALID_FIELD. */
export const resultsTaskidUuid = fault({
  id: 'results-taskid-uuid',
  rule: 'results-taskid-uuid',
  summary: 'A taskId that is not a UUID gets 404 instead of 400 FORMAT_ERROR INVALID_FIELD.',
});
