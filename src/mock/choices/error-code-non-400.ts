import { defineChoice } from './choice.ts';

/**
 * The `code` of an error that is not a FORMAT_ERROR (401, 403, 404, 405, 406, 409, 415, 429, 500): `named`
 * (`UNAUTHORIZED`), `numeric` (`401`) or `prefixed` (`VOP-AUTH-001`) (interface.md Errors; A15).
 */
export const errorCodeNon400 = defineChoice({
  id: 'error-code-non-400',
  alternatives: ['named', 'numeric', 'prefixed'],
  source: {
    doc: 'interface.md',
    section: 'Errors/Functional errors',
    quote: 'Error codes other than FORMAT_ERROR, and error bodies of the single-check calls: not shown.',
  },
  summary: 'code of a non-FORMAT_ERROR error: a name, the status as text, or a prefixed code',
});
