import { fault } from '../fault.ts';

/** The results endpoint compares taskIds case-sensitively: the other letter case of an issued taskId gets 404. */
export const resultsTaskidCaseInsensitive = fault({
  id: 'results-taskid-case-insensitive',
  rule: 'results-taskid-case-insensitive',
  summary:
    'The results endpoint compares taskIds case-sensitively: the other letter case of an issued taskId gets 404.',
});
