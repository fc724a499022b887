import { fault } from '../fault.ts';

/** The organisation check answers 500 when its X-Correlation-Id header holds a byte outside ASCII (Latin-1 or UTF-8). */
export const serverNo5xxNonAsciiXCorrelationIdOrgCheck = fault({
  id: 'server-no-5xx/non-ascii-x-correlation-id-org-check',
  rule: 'server-no-5xx',
  summary:
    'The organisation check answers 500 when its X-Correlation-Id header holds a byte outside ASCII (Latin-1 or UTF-8).',
});
