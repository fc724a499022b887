import { defineChoice } from './choice.ts';

/**
 * Largest bulk file and most records before the task ends FAILED: `large` (`maxFileBytes`, `maxRecords`
 * of the options; default 10 MiB, 10,000) or `small` (1 MiB = 1,048,576 bytes and 1,000 records, or
 * the options when lower).
 */
export const fileLimits = defineChoice({
  id: 'file-limits',
  alternatives: ['large', 'small'],
  source: {
    doc: 'interface.md',
    section: 'Limits',
    quote:
      'Maximum file size and maximum number of records of a bulk file (exceeding them gives FAILED): not shown.',
  },
  summary: 'bulk file limits: the configured ones, or 1 MiB and 1,000 records',
});
