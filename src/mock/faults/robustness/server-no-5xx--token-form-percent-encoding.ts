import { fault } from '../fault.ts';

/** The token endpoint answers 500 for a form body with a percent-encoded byte outside ASCII. */
export const serverNo5xxTokenFormPercentEncoding = fault({
  id: 'server-no-5xx/token-form-percent-encoding',
  rule: 'server-no-5xx',
  summary: 'The token endpoint answers 500 for a form body with a percent-encoded byte outside ASCII.',
});
