import { fault } from '../fault.ts';

/** A taskId that is not a UUID gets 404 instead of 400 FORMAT_ERROR INVALID_FIELD. */
export const statusTaskidUuid = fault({
  id: 'status-taskid-uuid',
  rule: 'status-taskid-uuid',
  summary: 'A taskId that is not a UUID gets 404 instead of 400 FORMAT_ERROR INVALID_FIELD.',
});
