import { fault } from '../fault.ts';

/** Any operation answers 500 when a free-text header holds a byte outside ASCII that is not part of valid UTF-8 (Latin-1 obs-text). */
export const serverNo5xxLatin1Header = fault({
  id: 'server-no-5xx/latin-1-header',
  rule: 'server-no-5xx',
  summary:
    'Any operation answers 500 when a free-text header holds a byte outside ASCII that is not part of valid UTF-8 (Latin-1 obs-text).',
});
