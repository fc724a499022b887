import { fault } from '../fault.ts';

/** A status request with a 71-character X-Software-Supplier gets 200. */
export const statusXSoftwareSupplierMax70 = fault({
  id: 'status-x-software-supplier-max-70',
  rule: 'status-x-software-supplier-max-70',
  summary: 'A status request with a 71-character X-Software-Supplier gets 200.',
});
