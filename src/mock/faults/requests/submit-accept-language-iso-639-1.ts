import { fault } from '../fault.ts';

/** A submission whose Accept-Language is not a language tag is accepted (202) instead of 400 INVALID_HEADER. */
export const submitAcceptLanguageIso6391 = fault({
  id: 'submit-accept-language-iso-639-1',
  rule: 'submit-accept-language-iso-639-1',
  summary:
    'A submission whose Accept-Language is not a language tag is accepted (202) instead of 400 INVALID_HEADER.',
});
