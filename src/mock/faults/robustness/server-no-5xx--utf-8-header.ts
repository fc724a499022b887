import { fault } from '../fault.ts';

/** Any operation answers 500 when a free-text header holds UTF-8 bytes of a character outside ASCII. */
export const serverNo5xxUtf8Header = fault({
  id: 'server-no-5xx/utf-8-header',
  rule: 'server-no-5xx',
  summary:
    'Any operation answers 500 when a free-text header holds UTF-8 bytes of a character outside ASCII.',
});
