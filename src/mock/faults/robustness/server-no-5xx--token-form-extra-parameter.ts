import { fault } from '../fault.ts';

/** The token endpoint answers 500 for a form body with a parameter other than grant_type. */
export const serverNo5xxTokenFormExtraParameter = fault({
  id: 'server-no-5xx/token-form-extra-parameter',
  rule: 'server-no-5xx',
  summary: 'The token endpoint answers 500 for a form body with a parameter other than grant_type.',
});
