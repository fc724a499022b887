import { defineChoice } from './choice.ts';

/**
 * How Content-Disposition names `<taskId>.ndjson`: `attachment-quoted` (`filename="…"`), `unquoted`
 * (`filename=…`) or `ext-value` (`filename*=UTF-8''…`, RFC 8187).
 */
export const contentDispositionForm = defineChoice({
  id: 'content-disposition-form',
  alternatives: ['attachment-quoted', 'unquoted', 'ext-value'],
  source: {
    doc: 'interface.md',
    section: 'Endpoints/5. Bulk Plus results',
    quote: '`Content-Disposition` (mandatory; file name of the form <taskId>.ndjson)',
  },
  summary:
    'Content-Disposition: filename="<taskId>.ndjson", filename=<taskId>.ndjson or filename*=UTF-8\'\'<taskId>.ndjson',
});
