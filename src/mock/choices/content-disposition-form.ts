import { defineChoice } from './choice.ts';

/**
 * How Content-Disposition names `<taskId>.ndjson`, in forms RFC 6266 and RFC 8187 allow (the
 * suite, the calibration and the pact read them with one grammar, src/client/content-disposition.ts):
 * `attachment-quoted` (`attachment; filename="…"`), `unquoted` (`filename=…`), `ext-value`
 * (`filename*=UTF-8''…`), `ext-value-language` (`filename*=UTF-8'en'…`, a language tag) or
 * `inline-spaced` (`inline; filename = "…"`: another disposition type, whitespace around `=`).
 */
export const contentDispositionForm = defineChoice({
  id: 'content-disposition-form',
  alternatives: ['attachment-quoted', 'unquoted', 'ext-value', 'ext-value-language', 'inline-spaced'],
  source: {
    doc: 'interface.md',
    section: 'Endpoints/5. Bulk Plus results',
    quote: '`Content-Disposition` (mandatory; file name of the form <taskId>.ndjson)',
  },
  summary:
    'Content-Disposition: filename="<taskId>.ndjson", filename=<taskId>.ndjson, filename*=UTF-8\'\'<taskId>.ndjson, filename*=UTF-8\'en\'<taskId>.ndjson or inline; filename = "<taskId>.ndjson"',
});
