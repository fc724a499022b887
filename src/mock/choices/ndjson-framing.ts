import { defineChoice } from './choice.ts';

/**
 * How the result file is framed: `lf` (every line ends `\n`, Content-Length), `crlf` (`\r\n`),
 * `chunked` (`\n`, written in several chunks without Content-Length, one boundary inside the first
 * multi-byte UTF-8 character; name results then carry `matchedName`), `no-final-newline`.
 */
export const ndjsonFraming = defineChoice({
  id: 'ndjson-framing',
  alternatives: ['lf', 'crlf', 'chunked', 'no-final-newline'],
  source: {
    doc: 'interface.md',
    section: 'What the service does',
    quote: '(3) When the status is `PROCESSED`, the client fetches the result file, which is NDJSON.',
  },
  summary:
    'result file lines end LF, CRLF, LF in chunks split inside a UTF-8 character, or without a final newline',
});
