import type { RuleId } from '../src/rules/catalogue.ts';
import { limits } from '../src/schemas/limits.ts';
import type { BulkRecord } from './bulk-record.ts';
import { letterOfWidth, nameOfBytes } from './byte-sized-name.ts';

// How bulkFile (bulk-file.ts) lays drawn records out into an NDJSON body (A2): small files, and
// files of an exact byte size with multi-byte letters (A13) straddling powers of two.

/** One record of a generated bulk file and the outcome its result line must have. */
export interface FileRecord {
  /** The record as sent, with a uetr (UUID v4, A11) of its own: no two records of a file share one. */
  readonly record: BulkRecord;
  /** 'result': a result record; else the FORMAT_ERROR titles any of which conforms (from brokenBulkRecord). */
  readonly expected: 'result' | readonly string[];
  /** The rule a broken record breaks (absent for a valid one). */
  readonly ruleId?: RuleId;
}

/** A bulk submission body (A2: NDJSON, one record per line, UTF-8) and its records. */
export interface BulkFile {
  readonly records: readonly FileRecord[];
  /** The NDJSON body as sent: one record per line, `\n` after each. */
  readonly body: string;
  /** UTF-8 bytes of body. */
  readonly bytes: number;
  /**
   * Byte offsets P (powers of two) of body that a 2- or 3-byte UTF-8 letter straddles: it starts
   * at byte P − 1. Empty for the small files.
   */
  readonly straddles: readonly number[];
}

/** Sized files land near each power of two from here (1 KiB) up to maxBytes. */
const FIRST_TARGET = 1_024;
/** Straddling characters are placed at each power of two from here up to half the file. */
const FIRST_STRADDLE = 512;
/** The most bytes of name letters before a straddling character (at most a third as many characters). */
const STRADDLE_PREFIX_MAX = 300;
/** The most bytes of name letters after a straddling character. */
const STRADDLE_SUFFIX_MAX = 12;

/** A record as drawn, before its uetr is given (its own uetr is replaced). */
export interface Template {
  readonly record: BulkRecord;
  readonly expected: FileRecord['expected'];
  readonly ruleId?: RuleId;
}

/** Everything a file is built from: drawn once, so that shrinking any part shrinks the file. */
export interface LayoutParts {
  readonly templates: readonly Template[];
  /** Which template comes next, and how many copies of it in a row (repetition inside one file). */
  readonly pattern: readonly { readonly index: number; readonly times: number }[];
  /** The valid record whose name is sized to fill bytes exactly and to straddle boundaries. */
  readonly filler: BulkRecord;
  /** The UUID v4 each uetr of the file is derived from. */
  readonly uetrBase: string;
  /** Natural numbers the builder takes its remaining choices from, in turn. */
  readonly choices: readonly number[];
}

/** The `i`-th uetr of a file: `base` with `i` added to its last group (version and variant kept). */
function uetrAt(base: string, i: number): string {
  const last = base.slice(24);
  const next = (Number.parseInt(last, 16) + i) % 2 ** 48;
  return base.slice(0, 24) + next.toString(16).padStart(12, '0');
}

function utf8(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** Builds a file record by record, giving each its uetr and keeping the byte and broken counts. */
class Builder {
  readonly lines: string[] = [];
  readonly records: FileRecord[] = [];
  readonly straddles: number[] = [];
  bytes = 0;
  private broken = 0;
  private step = 0;
  private choice = 0;
  private readonly sequence: number[];
  /** Line bytes of the filler with an empty name, and bytes before its name. */
  readonly fillerBase: number;
  readonly fillerHead: number;

  constructor(
    private readonly p: LayoutParts,
    private readonly brokenShare: number,
  ) {
    this.sequence = p.pattern.flatMap(({ index, times }) =>
      Array.from({ length: times }, () => index % p.templates.length),
    );
    const probe = JSON.stringify({ ...p.filler, uetr: p.uetrBase, party: { name: '' } });
    this.fillerBase = utf8(probe) + 1;
    this.fillerHead = utf8(probe.slice(0, probe.indexOf('"name":"') + 8));
  }

  /** The next of the drawn choices (plus a counter, so that choices shrunk to 0 still vary). */
  next(): number {
    const n = this.p.choices[this.choice % this.p.choices.length] as number;
    this.choice += 1;
    return n + this.choice;
  }

  /** The next template in the pattern, made valid when another broken record would pass the share. */
  peek(): Template {
    const t = this.p.templates[this.sequence[this.step % this.sequence.length] as number] as Template;
    const allowed = this.broken + 1 <= this.brokenShare * (this.records.length + 1);
    return t.expected === 'result' || allowed ? t : { record: this.named('A'), expected: 'result' };
  }

  /** Bytes of `t`'s line. */
  size(t: Template): number {
    return utf8(JSON.stringify({ ...t.record, uetr: this.p.uetrBase })) + 1;
  }

  /** Adds `t` (a fresh uetr given) and moves on in the pattern. */
  add(t: Template): void {
    const record = { ...t.record, uetr: uetrAt(this.p.uetrBase, this.records.length) };
    const line = JSON.stringify(record);
    this.lines.push(line);
    this.records.push(t.ruleId === undefined ? { record, expected: t.expected } : { ...t, record });
    this.bytes += utf8(line) + 1;
    if (t.expected !== 'result') this.broken += 1;
    this.step += 1;
  }

  /** The filler record with `name`. */
  named(name: string): BulkRecord {
    return { ...this.p.filler, party: { name } };
  }

  /** Adds a filler whose line is exactly `lineBytes` bytes. */
  fill(lineBytes: number): void {
    const name = nameOfBytes(lineBytes - this.fillerBase, limits().partyNameMax, this.next());
    this.add({ record: this.named(name), expected: 'result' });
    this.step -= 1;
  }

  /** Adds a filler whose name holds a 2- or 3-byte letter starting at byte offset `at - 1` of the body. */
  straddle(at: number): void {
    const prefix = at - 1 - this.bytes - this.fillerHead;
    const width = this.next() % 2 === 0 ? 2 : 3;
    const suffix = this.next() % (STRADDLE_SUFFIX_MAX + 1);
    const maxChars = Math.ceil(STRADDLE_PREFIX_MAX / 3);
    const name =
      nameOfBytes(prefix, maxChars, this.next()) +
      letterOfWidth(width, this.next()) +
      nameOfBytes(suffix, STRADDLE_SUFFIX_MAX, this.next());
    this.add({ record: this.named(name), expected: 'result' });
    this.step -= 1;
  }
}

/**
 * The file of `p` with the first `count` records of its pattern that fit in `maxBytes` (a filler
 * in place of one that does not), broken ones up to `brokenShare` of the records.
 */
export function smallFile(p: LayoutParts, count: number, maxBytes: number, brokenShare: number): BulkFile {
  const b = new Builder(p, brokenShare);
  for (let i = 0; i < count; i++) {
    const t = b.peek();
    const filler: Template = { record: b.named('A'), expected: 'result' };
    if (b.bytes + b.size(t) <= maxBytes) b.add(t);
    else if (b.bytes + b.size(filler) <= maxBytes) b.add(filler);
    else break;
  }
  return toFile(b);
}

/** Adds fillers (each as long as a filler can be, or less) until the room left before byte `until` is in [lo, hi]. */
function approach(b: Builder, until: number, lo: number, hi: number): void {
  const fillerMin = b.fillerBase + 1;
  const fillerMax = b.fillerBase + 3 * limits().partyNameMax;
  while (until - b.bytes > hi) {
    const aim = lo + (b.next() % (hi - lo + 1));
    b.fill(Math.min(fillerMax, Math.max(fillerMin, until - b.bytes - aim)));
  }
}

/**
 * The file of `p` of exactly `size` bytes: templates while they fit with room for the fillers,
 * a straddling filler at each power of two from 512 to half of `size`, fillers to the end.
 */
export function sizedFile(p: LayoutParts, size: number, maxRecords: number, brokenShare: number): BulkFile {
  const b = new Builder(p, brokenShare);
  const perRecord = 3 * limits().partyNameMax;
  const stops = straddleOffsets(size);
  const reserve = (room: number, left: number) => Math.ceil(room / perRecord) + 3 * left + 4;
  const templatesUntil = (end: number, left: number) => {
    for (;;) {
      const t = b.peek();
      const after = b.bytes + b.size(t);
      if (after > end || b.records.length + 1 + reserve(size - after, left) > maxRecords) return;
      b.add(t);
    }
  };
  stops.forEach((at, i) => {
    const nameStart = at - 1 - b.fillerHead;
    templatesUntil(nameStart, stops.length - i);
    approach(b, nameStart, 0, STRADDLE_PREFIX_MAX);
    b.straddle(at);
    b.straddles.push(at);
  });
  const fillerMin = b.fillerBase + 1;
  const fillerMax = b.fillerBase + 3 * limits().partyNameMax;
  templatesUntil(size - fillerMin, 0);
  approach(b, size, fillerMin, fillerMax);
  b.fill(size - b.bytes);
  return toFile(b);
}

/**
 * The byte offsets a file of `size` bytes has a straddling letter at: each power of two from 512
 * up to half the power of two `size` is near (1,024 for a file of 2,047 to 2,049 bytes).
 */
function straddleOffsets(size: number): number[] {
  return powersOfTwo(FIRST_STRADDLE, (size + 1) / 2);
}

/** Powers of two from `from` up to `to` (inclusive). */
function powersOfTwo(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n *= 2) out.push(n);
  return out;
}

/**
 * Sizes of the sized files, ascending: each power of two from 1 KiB to `maxBytes`, one byte under
 * and over it, and `maxBytes` and one under; only those within `maxBytes` whose records (at most
 * three bytes per name character each, plus fillers at each straddle) fit in `maxRecords`.
 */
export function targetSizes(maxBytes: number, maxRecords: number): number[] {
  const perRecord = 3 * limits().partyNameMax;
  const sizes = powersOfTwo(FIRST_TARGET, maxBytes).flatMap((n) => [n - 1, n, n + 1]);
  sizes.push(maxBytes - 1, maxBytes);
  const needed = (size: number) => Math.ceil(size / perRecord) + 3 * straddleOffsets(size).length + 4;
  return [...new Set(sizes)].filter((s) => s <= maxBytes && needed(s) <= maxRecords).sort((a, b) => a - b);
}

function toFile(b: Builder): BulkFile {
  const body = b.lines.map((l) => `${l}\n`).join('');
  return { records: b.records, body, bytes: b.bytes, straddles: b.straddles };
}
