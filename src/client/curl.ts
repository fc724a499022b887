import { redactor } from '../output/redactor.ts';
import type { OutgoingRequest } from './types.ts';

function quote(text: string): string {
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
