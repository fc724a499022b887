import { fault } from '../fault.ts';

/** Error bodies (other than FORMAT_ERROR) carry a title of 71 characters. */
export const errorTitleMax70 = fault({
  id: 'error-title-max-70',
  rule: 'error-title-max-70',
  summary: 'Error bodies (other than FORMAT_ERROR) carry a title of 71 characters.',
});
