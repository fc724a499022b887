import { fault } from '../fault.ts';

/** The status endpoint compares taskIds case-sensitively: the other letter case of an issued taskId gets 404. */
export const statusTaskidCaseInsensitive = fault({
  id: 'status-taskid-case-insensitive',
  rule: 'status-taskid-case-insensitive',
  summary:
    'The status endpoint compares taskIds case-sensitively: the other letter case of an issued taskId gets 404.',
});
