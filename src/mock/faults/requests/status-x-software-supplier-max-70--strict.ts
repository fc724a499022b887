import { fault } from '../fault.ts';

/** A status request with an X-Software-Supplier of 70 characters gets 400 INVALID_HEADER instead of 200. */
export const statusXSoftwareSupplierMax70Strict = fault({
  id: 'status-x-software-supplier-max-70/strict',
  rule: 'status-x-software-supplier-max-70',
  summary:
    'A status request with an X-Software-Supplier of 70 characters gets 400 INVALID_HEADER instead of 200.',
});
