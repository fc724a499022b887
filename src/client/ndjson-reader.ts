import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SizeLimitError } from '../errors.ts';
import type { NdjsonFramingTally } from './ndjson-framing.ts';

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

/** The parse error of a blank line: empty, or white space only. */
export const EMPTY_LINE = 'an empty line';

/**
 * Cuts NDJSON text, handed over in pieces of any size, into lines: a line ends at `\n`, a
 * trailing `\r` is dropped, each line is parsed as JSON. Nothing after the final `\n` is no line
 * (`a\nb\n` has two), and neither is an empty text; but a blank line (empty or white space only)
 * anywhere else is one, returned with the parse error {@link EMPTY_LINE}: `a\n\nb\n` has an
 * empty line 2 and `a\nb\n\n` an empty line 3, neither one JSON object per line (interface.md
 * Resources/Result record; Endpoints/5). Holds only the unfinished last line. One splitter per file.
 */
export class NdjsonSplitter {
  readonly #maxLineChars: number;
  readonly #framing: NdjsonFramingTally | undefined;
  #pending = '';
  #number = 0;

  /**
   * `maxLineChars`: the longest line accepted, characters; `framing`, when given, hears how each
   * line ended.
   */
  constructor(maxLineChars: number, framing?: NdjsonFramingTally) {
    this.#maxLineChars = maxLineChars;
    this.#framing = framing;
  }

  /**
   * The lines `text` finishes, in order (the unfinished end waits for the next piece or `end`).
   * @throws SizeLimitError when a line is over `maxLineChars` characters.
   */
  push(text: string): NdjsonLine[] {
    const lines: NdjsonLine[] = [];
    const joined = this.#pending + text;
    let start = 0;
    // The pending part holds no newline: the search starts after it.
    for (
      let end = joined.indexOf('\n', this.#pending.length);
      end !== -1;
      end = joined.indexOf('\n', start)
    ) {
      const raw = joined.slice(start, end);
      this.#framing?.lineEnded(raw);
      lines.push(this.#line(raw));
      start = end + 1;
    }
    this.#pending = joined.slice(start);
    if (this.#pending.length > this.#maxLineChars)
      throw new SizeLimitError(`line ${this.#number + 1} is over ${this.#maxLineChars} characters`);
    return lines;
  }

  /**
   * The last line when the text did not end with a newline (none otherwise).
   * @throws SizeLimitError when it is over `maxLineChars` characters.
   */
  end(): NdjsonLine[] {
    const rest = this.#pending;
    this.#pending = '';
    if (rest === '') return [];
    this.#framing?.endedWithoutNewline();
    return [this.#line(rest)];
  }

  #line(raw: string): NdjsonLine {
    this.#number += 1;
    const number = this.#number;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text.length > this.#maxLineChars)
      throw new SizeLimitError(`line ${number} is over ${this.#maxLineChars} characters`);
    if (text.trim() === '') return { number, text, parseError: EMPTY_LINE };
    try {
      return { number, text, value: JSON.parse(text) as unknown };
    } catch (error) {
      return { number, text, parseError: error instanceof Error ? error.message : String(error) };
    }
  }
}

/**
 * Reads `body` (bytes as UTF-8, or strings) chunk by chunk, never the whole file in memory, and
 * yields the lines each chunk finishes as one batch (see {@link NdjsonSplitter}): a reader that
 * judges every line of a large file pays one asynchronous step per chunk, not per line. The body
 * is destroyed when the reading ends, early or not. `framing`, when given, tallies how the body
 * was framed (line ends, final newline, chunks cut inside a character).
 * @throws SizeLimitError when a line exceeds `maxLineChars` or the stream exceeds `maxBytes`;
 * what the body throws (TransportError).
 */
export async function* readNdjsonBatches(
  body: Readable,
  caps: NdjsonCaps,
  framing?: NdjsonFramingTally,
): AsyncGenerator<NdjsonLine[]> {
  const decoder = new StringDecoder('utf8');
  const splitter = new NdjsonSplitter(caps.maxLineChars, framing);
  let bytes = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer | string>) {
      if (typeof chunk !== 'string') framing?.chunk(chunk);
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
      if (bytes > caps.maxBytes) throw new SizeLimitError(`result file over ${caps.maxBytes} bytes`);
      const lines = splitter.push(text);
      if (lines.length > 0) yield lines;
    }
    const last = splitter.push(decoder.end()).concat(splitter.end());
    if (last.length > 0) yield last;
  } finally {
    body.destroy();
  }
}

/**
 * Reads `body` line by line (never the whole file in memory), yielding every line parsed as JSON
 * (a blank one with the parse error {@link EMPTY_LINE}). Lines end at `\n`; a trailing `\r` is
 * dropped; nothing after the final `\n` is no line.
 * @throws SizeLimitError when a line exceeds `maxLineChars` or the stream exceeds `maxBytes`.
 */
export async function* readNdjson(body: Readable, caps: NdjsonCaps): AsyncGenerator<NdjsonLine> {
  for await (const lines of readNdjsonBatches(body, caps)) yield* lines;
}
