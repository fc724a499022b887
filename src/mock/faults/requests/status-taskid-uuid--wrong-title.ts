import { fault } from '../fault.ts';

/** A taskId that is not a UUID gets 400 FORMAT_ERROR with the title INVALID_REQUEST instead of INVALID_FIELD. */
export const statusTaskidUuidWrongTitle = fault({
  id: 'status-taskid-uuid/wrong-title',
  rule: 'status-taskid-uuid',
  summary:
    'A taskId that is not a UUID gets 400 FORMAT_ERROR with the title INVALID_REQUEST instead of INVALID_FIELD.',
});
