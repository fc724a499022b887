/**
 * How one NDJSON body was framed on the wire: how its lines ended, whether the last line ended,
 * and whether a chunk ended inside a UTF-8 character. The spec files leave framing open
 * (interface.md Endpoints/5 shows only "application/x-ndjson"); a run records it, never judges it.
 */
export interface NdjsonFraming {
  /** Lines that ended `\n` without a `\r` before it. */
  readonly lfLines: number;
  /** Lines that ended `\r\n`. */
  readonly crlfLines: number;
  /** False when the body's last line had no newline; true for an empty body. */
  readonly finalNewline: boolean;
  /** True when some chunk of the body ended inside a multi-byte UTF-8 character. */
  readonly splitInsideCharacter: boolean;
}

/** Bytes a UTF-8 sequence takes, from its lead byte; 0 for a continuation byte, 1 for ASCII. */
function sequenceLength(byte: number): number {
  if (byte < 0x80) return 1;
  if (byte < 0xc0) return 0;
  if (byte < 0xe0) return 2;
  if (byte < 0xf0) return 3;
  return 4;
}

/** True when `chunk` ends before the last UTF-8 character it starts is complete. */
export function endsInsideCharacter(chunk: Uint8Array): boolean {
  for (let back = 1; back <= Math.min(4, chunk.length); back += 1) {
    const length = sequenceLength(chunk[chunk.length - back] ?? 0);
    if (length === 0) continue;
    return length > back;
  }
  return false;
}

/**
 * Tallies the framing of one NDJSON body as it is read (`readNdjsonBatches` feeds it): constant
 * memory whatever the body's size. One tally per body.
 */
export class NdjsonFramingTally {
  #lf = 0;
  #crlf = 0;
  #lastEnded = true;
  #split = false;

  /** A line ended at `\n`; `raw` is its text without the `\n`. */
  lineEnded(raw: string): void {
    if (raw.endsWith('\r')) this.#crlf += 1;
    else this.#lf += 1;
    this.#lastEnded = true;
  }

  /** The body ended with text after its last `\n` (a last line without a newline). */
  endedWithoutNewline(): void {
    this.#lastEnded = false;
  }

  /** A chunk of `bytes` was read. */
  chunk(bytes: Uint8Array): void {
    if (endsInsideCharacter(bytes)) this.#split = true;
  }

  /** The framing so far. */
  framing(): NdjsonFraming {
    return {
      lfLines: this.#lf,
      crlfLines: this.#crlf,
      finalNewline: this.#lastEnded,
      splitInsideCharacter: this.#split,
    };
  }
}
