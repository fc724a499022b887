import { fault } from '../fault.ts';

/** A results request with a 71-character X-Software-Supplier is served. */
export const resultsXSoftwareSupplierMax70 = fault({
  id: 'results-x-software-supplier-max-70',
  rule: 'results-x-software-supplier-max-70',
  summary: 'A results request with a 71-character X-Software-Supplier is served.',
});
