import { redactor } from '../output/redactor.ts';
import type { OutgoingRequest } from './types.ts';

function quote(text: string): string {
  // Text with line breaks or control characters uses ANSI-C quoting, so the command stays on one line.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\u0000-\u001f\u007f]/.test(text)) {
    // eslint-disable-next-line no-control-regex -- as above
    const escaped = text.replace(/[\\'\u0000-\u001f\u007f]/g, (c) => {
      if (c === '\\') return '\\\\';
      if (c === "'") return "\\'";
      if (c === '\n') return '\\n';
      if (c === '\r') return '\\r';
      if (c === '\t') return '\\t';
      return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
    });
    return `$'${escaped}'`;
  }
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/**
 * A `curl` command that replays `request` byte for byte, with Authorization and every
 * registered secret redacted (the reader substitutes a fresh token).
 */
export function toCurl(request: OutgoingRequest): string {
  const parts = ['curl', '-i', '-X', request.method, quote(request.url)];
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', quote(`${name}: ${value}`));
  if (request.body !== undefined) parts.push('--data-binary', quote(request.body));
  return redactor.redact(parts.join(' '));
}
