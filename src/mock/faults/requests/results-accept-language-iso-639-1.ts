import { fault } from '../fault.ts';

/** A results request whose Accept-Language is no language tag is served. */
export const resultsAcceptLanguageIso6391 = fault({
  id: 'results-accept-language-iso-639-1',
  rule: 'results-accept-language-iso-639-1',
  summary: 'A results request whose Accept-Language is no language tag is served.',
});
