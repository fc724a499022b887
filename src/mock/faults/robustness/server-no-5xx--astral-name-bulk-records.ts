import { fault } from '../fault.ts';

/** The bulk submission answers 500 when a record's party.name holds a character outside the Basic Multilingual Plane. */
export const serverNo5xxAstralNameBulkRecords = fault({
  id: 'server-no-5xx/astral-name-bulk-records',
  rule: 'server-no-5xx',
  summary:
    "The bulk submission answers 500 when a record's party.name holds a character outside the Basic Multilingual Plane.",
});
