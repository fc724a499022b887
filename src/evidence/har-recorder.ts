import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import type { Exchange } from '../client/types.ts';
import { harEntry } from './har-entry.ts';

/** File name of the HAR in a report folder (issue 24, `run --har`). */
export const HAR_FILE = 'exchanges.har';

/** Where one entry sits in the spool file, and when its request was sent (ms since epoch). */
interface Spooled {
  readonly sentAtMs: number;
  readonly seq: number;
  readonly offset: number;
  readonly length: number;
  readonly ruleIds: readonly string[];
}

/** Most entries named per rule in the report (a property test makes hundreds). */
const ENTRIES_NAMED_PER_RULE = 10;

/** What `close()` wrote: the entry count, and the 1-based entry numbers of each rule's exchanges. */
export interface HarSummary {
  readonly file: string;
  readonly entries: number;
  /** Rule id → the numbers (1-based, in file order) of its first exchanges, at most 10. */
  readonly entriesByRule: ReadonlyMap<string, readonly number[]>;
}

/**
 * Writes every exchange of a run to a HAR 1.2 file (`exchanges.har`, issue 24) in flat memory:
 * each entry (redacted, bodies capped: see `harEntry`) is appended to a spool file as it is
 * answered; `close()` writes the HAR with the entries in the order their requests were sent
 * (exchanges answer out of order under concurrency) and deletes the spool. Memory holds four
 * numbers per entry, never a body. One per run.
 */
export class HarRecorder {
  readonly #path: string;
  readonly #spoolPath: string;
  readonly #creator: { readonly name: string; readonly version: string };
  readonly #spooled: Spooled[] = [];
  #spool: number | undefined;
  #offset = 0;

  /**
   * `path`: the HAR to write (its folder exists); `creator`: the tool's name and version.
   * @throws what opening the spool file (`<path>.spool`) throws.
   */
  constructor(path: string, creator: { readonly name: string; readonly version: string }) {
    this.#path = path;
    this.#spoolPath = `${path}.spool`;
    this.#creator = creator;
    this.#spool = openSync(this.#spoolPath, 'w+');
  }

  /** Entries recorded so far. */
  get count(): number {
    return this.#spooled.length;
  }

  /** Records `exchange`, answered at `answeredAtMs`, made by the test of `ruleIds`. Ignored after close. */
  listen(exchange: Exchange, ruleIds: readonly string[], answeredAtMs = Date.now()): void {
    if (this.#spool === undefined) return;
    const entry = harEntry(exchange, ruleIds, answeredAtMs);
    const bytes = Buffer.from(JSON.stringify(entry), 'utf8');
    writeSync(this.#spool, bytes, 0, bytes.length, this.#offset);
    this.#spooled.push({
      sentAtMs: Date.parse(entry.startedDateTime),
      seq: this.#spooled.length,
      offset: this.#offset,
      length: bytes.length,
      ruleIds,
    });
    this.#offset += bytes.length;
  }

  /**
   * Writes the HAR (entries in the order sent) and deletes the spool; returns what it wrote.
   * Later exchanges are ignored; a second call writes nothing. @throws what writing the file throws.
   */
  close(): HarSummary {
    const spool = this.#spool;
    const byRule = new Map<string, number[]>();
    const summary = { file: this.#path, entries: this.#spooled.length, entriesByRule: byRule };
    if (spool === undefined) return summary;
    this.#spool = undefined;
    const out = openSync(this.#path, 'w');
    try {
      const head = { version: '1.2', creator: this.#creator, pages: [] };
      writeSync(out, `{"log":${JSON.stringify(head).slice(0, -1)},"entries":[\n`);
      const ordered = [...this.#spooled].sort((a, b) => a.sentAtMs - b.sentAtMs || a.seq - b.seq);
      ordered.forEach((entry, index) => {
        for (const id of entry.ruleIds) {
          const numbers = byRule.get(id) ?? [];
          if (numbers.length < ENTRIES_NAMED_PER_RULE) numbers.push(index + 1);
          byRule.set(id, numbers);
        }
        const bytes = Buffer.alloc(entry.length);
        readSync(spool, bytes, 0, entry.length, entry.offset);
        writeSync(out, index === 0 ? bytes : Buffer.concat([Buffer.from(',\n'), bytes]));
      });
      writeSync(out, '\n]}}\n');
    } finally {
      closeSync(out);
      closeSync(spool);
      rmSync(this.#spoolPath, { force: true });
    }
    return summary;
  }
}
