import { fault } from '../fault.ts';

/** The organisation check answers 500 when X-Correlation-Id is over 256 characters (no limit is documented). */
export const serverNo5xxLongCorrelationId = fault({
  id: 'server-no-5xx/long-correlation-id',
  rule: 'server-no-5xx',
  summary:
    'The organisation check answers 500 when X-Correlation-Id is over 256 characters (no limit is documented).',
});
