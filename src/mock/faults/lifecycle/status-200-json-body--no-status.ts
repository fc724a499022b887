import { fault } from '../fault.ts';

/** The status body is JSON without status (the state under another name). */
export const status200JsonBodyNoStatus = fault({
  id: 'status-200-json-body/no-status',
  rule: 'status-200-json-body',
  summary: 'The status body is JSON without status (the state under another name).',
});
