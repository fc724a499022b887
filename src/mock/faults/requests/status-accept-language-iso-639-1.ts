import { fault } from '../fault.ts';

/** A status request whose Accept-Language is no language tag gets 200. */
export const statusAcceptLanguageIso6391 = fault({
  id: 'status-accept-language-iso-639-1',
  rule: 'status-accept-language-iso-639-1',
  summary: 'A status request whose Accept-Language is no language tag gets 200.',
});
