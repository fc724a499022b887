import { redactor } from '../output/redactor.ts';
import { shellQuote } from '../output/shell-quote.ts';
import { type CurlConnection, curlConnectionFlags, currentCurlConnection } from './curl-connection.ts';
import type { OutgoingRequest } from './types.ts';

/**
 * A `curl` command that replays `request` byte for byte, with Authorization and every
 * registered secret redacted (the reader substitutes a fresh token). It reaches the target as the
 * run did (`connection`, by default the open session's: `--cacert`, `--cert`/`--key`, `--proxy`,
 * paths and placeholders only; see `curlConnectionFlags`). Each word is quoted for bash on one
 * line (`shellQuote`); the body, when there is one, comes last (`--data-binary '…'`), so a
 * report can move a long one into a file (`--data-binary @file`).
 */
export function toCurl(
  request: OutgoingRequest,
  connection: CurlConnection = currentCurlConnection(),
): string {
  const parts = [
    'curl',
    '-i',
    ...curlConnectionFlags(request.url, connection),
    '-X',
    request.method,
    shellQuote(request.url),
  ];
  for (const [name, value] of Object.entries(request.headers))
    parts.push('-H', shellQuote(`${name}: ${value}`));
  if (request.body !== undefined) parts.push('--data-binary', shellQuote(request.body));
  return redactor.redact(parts.join(' '));
}
