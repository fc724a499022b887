import { escape } from './html-escape.ts';

/**
 * One note of a rule as `index.html` shows it, in its rule's row and in "Needs attention": the
 * text redacted and escaped in a `<pre>`, its lines kept (a failure's `Received: … / Documented:
 * … / Replay: curl …`, a property's seed, path and replay command, a skip reason, an observed
 * value).
 */
export function renderNote(text: string): string {
  return `<pre>${escape(text)}</pre>`;
}
