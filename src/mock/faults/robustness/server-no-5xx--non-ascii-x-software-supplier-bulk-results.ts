import { fault } from '../fault.ts';

/** The bulk results answers 500 when its X-Software-Supplier header holds a byte outside ASCII (Latin-1 or UTF-8). */
export const serverNo5xxNonAsciiXSoftwareSupplierBulkResults = fault({
  id: 'server-no-5xx/non-ascii-x-software-supplier-bulk-results',
  rule: 'server-no-5xx',
  summary:
    'The bulk results answers 500 when its X-Software-Supplier header holds a byte outside ASCII (Latin-1 or UTF-8).',
});
