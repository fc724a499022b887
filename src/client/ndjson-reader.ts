import type { Readable } from 'node:stream';
import split2 from 'split2';
import { SizeLimitError } from '../errors.ts';

/** One line of an NDJSON stream: 1-based number, raw text, and the parsed value or the parse error. */
export interface NdjsonLine {
  readonly number: number;
  readonly text: string;
  readonly value?: unknown;
  readonly parseError?: string;
}

/** Caps of one NDJSON read: characters per line, bytes in all. */
export interface NdjsonCaps {
  readonly maxLineChars: number;
  readonly maxBytes: number;
}

/**
 * Reads `body` line by line (never the whole file in memory), yielding every non-empty line
 * parsed as JSON. Lines end at `\n`; a trailing `\r` is dropped.
 * @throws SizeLimitError when a line exceeds `maxLineChars` or the stream exceeds `maxBytes`.
 */
export async function* readNdjson(body: Readable, caps: NdjsonCaps): AsyncGenerator<NdjsonLine> {
  let bytes = 0;
  body.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > caps.maxBytes) body.destroy(new SizeLimitError(`result file over ${caps.maxBytes} bytes`));
  });
  const lines = body.pipe(split2({ maxLength: caps.maxLineChars }));
  body.on('error', (error) => lines.destroy(error));
  let number = 0;
  try {
    for await (const raw of lines as AsyncIterable<string>) {
      number += 1;
      // split2 caps only the fragment it buffers; a whole line inside one chunk is checked here.
      if (raw.length > caps.maxLineChars)
        throw new SizeLimitError(`line ${number} is over ${caps.maxLineChars} characters`);
      const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (text.trim() === '') continue;
      try {
        yield { number, text, value: JSON.parse(text) as unknown };
      } catch (error) {
        yield { number, text, parseError: error instanceof Error ? error.message : String(error) };
      }
    }
  } catch (error) {
    if (error instanceof SizeLimitError) throw error;
    if (error instanceof Error && /maximum buffer/i.test(error.message)) {
      throw new SizeLimitError(`line ${number + 1} is over ${caps.maxLineChars} characters`, {
        cause: error,
      });
    }
    throw error;
  } finally {
    body.destroy();
  }
}
