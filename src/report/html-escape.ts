import { redactor } from '../output/redactor.ts';

/** `text` redacted (so a page never needs scrubbing) and escaped for HTML and XML text and attributes. */
export function escape(text: string): string {
  return redactor
    .redact(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
