import { fault } from '../fault.ts';

/** A submission whose X-Software-Supplier is over 70 characters is accepted (202) instead of 400 INVALID_HEADER. */
export const submitXSoftwareSupplierMax70 = fault({
  id: 'submit-x-software-supplier-max-70',
  rule: 'submit-x-software-supplier-max-70',
  summary:
    'A submission whose X-Software-Supplier is over 70 characters is accepted (202) instead of 400 INVALID_HEADER.',
});
