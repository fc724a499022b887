import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import type { Exchange, OutgoingRequest } from '../client/types.ts';
import { harEntry } from './har-entry.ts';

/** File name of the HAR in a report folder (`run --har`). */
export const HAR_FILE = 'exchanges.har';

/** Where one entry sits in the spool file, when its request was sent (ms since epoch), its rules. */
interface Spooled {
  readonly sentAtMs: number;
  readonly seq: number;
  readonly offset: number;
  readonly length: number;
  readonly ruleIds: readonly string[];
  /** The rules a failure replaying this exchange's request broke (`_failedRuleIds`), if any. */
  failedRuleIds: string[] | undefined;
}

/** Most entry numbers kept per rule for the report (a property test makes hundreds). */
const ENTRIES_NAMED_PER_RULE = 10;

/** The entries of one rule: the first numbers (1-based, in file order, at most 10) and how many in all. */
export interface RuleEntries {
  readonly first: readonly number[];
  readonly count: number;
}

/** What `close()` wrote: the entry count, and each rule's entries. */
export interface HarSummary {
  readonly file: string;
  readonly entries: number;
  /** Rule id → the entries its test made (`_ruleIds` holds the id). */
  readonly entriesByRule: ReadonlyMap<string, RuleEntries>;
  /** Rule id → the entries a failure of the rule replays (`_failedRuleIds` holds the id). */
  readonly failedEntriesByRule: ReadonlyMap<string, RuleEntries>;
}

function note(byRule: Map<string, { first: number[]; count: number }>, id: string, entry: number): void {
  const seen = byRule.get(id) ?? { first: [], count: 0 };
  if (seen.first.length < ENTRIES_NAMED_PER_RULE) seen.first.push(entry);
  seen.count += 1;
  byRule.set(id, seen);
}

/** The spooled entry's JSON bytes with `_failedRuleIds` added before its closing brace. */
function withFailed(bytes: Buffer, failedRuleIds: readonly string[] | undefined): Buffer {
  if (!failedRuleIds) return bytes;
  const field = Buffer.from(`,"_failedRuleIds":${JSON.stringify(failedRuleIds)}}`, 'utf8');
  return Buffer.concat([bytes.subarray(0, bytes.length - 1), field]);
}

/**
 * Writes every exchange of a run to a HAR 1.2 file (`exchanges.har`) in flat memory:
 * each entry (redacted, bodies capped: see `harEntry`) is appended to a spool file as it is
 * answered; `close()` writes the HAR with the entries in the order their requests were sent
 * (exchanges answer out of order under concurrency) and deletes the spool. Memory holds a few
 * numbers per entry, never a body; requests are held weakly. One per run.
 */
export class HarRecorder {
  readonly #path: string;
  readonly #spoolPath: string;
  readonly #creator: { readonly name: string; readonly version: string };
  readonly #spooled: Spooled[] = [];
  /** The entry of each request heard, and the rules failed on requests not heard yet. */
  readonly #byRequest = new WeakMap<OutgoingRequest, Spooled>();
  readonly #failedEarly = new WeakMap<OutgoingRequest, string[]>();
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
    const spooled: Spooled = {
      sentAtMs: Date.parse(entry.startedDateTime),
      seq: this.#spooled.length,
      offset: this.#offset,
      length: bytes.length,
      ruleIds,
      failedRuleIds: this.#failedEarly.get(exchange.request),
    };
    this.#failedEarly.delete(exchange.request);
    this.#spooled.push(spooled);
    this.#byRequest.set(exchange.request, spooled);
    this.#offset += bytes.length;
  }

  /**
   * Notes that a failure of rule `ruleId` replays `request`: its entry gets `ruleId` in
   * `_failedRuleIds`, whether it was recorded already or is recorded later (the checks on an
   * exchange judge it before the recorder hears it). Ignored after close.
   */
  failed(ruleId: string, request: OutgoingRequest): void {
    if (this.#spool === undefined) return;
    const spooled = this.#byRequest.get(request);
    const failed = spooled ? (spooled.failedRuleIds ??= []) : (this.#failedEarly.get(request) ?? []);
    if (!failed.includes(ruleId)) failed.push(ruleId);
    if (!spooled) this.#failedEarly.set(request, failed);
  }

  /**
   * Writes the HAR (entries in the order sent) and deletes the spool; returns what it wrote.
   * Later exchanges are ignored; a second call writes nothing. @throws what writing the file throws.
   */
  close(): HarSummary {
    const spool = this.#spool;
    const byRule = new Map<string, { first: number[]; count: number }>();
    const failedByRule = new Map<string, { first: number[]; count: number }>();
    const summary = {
      file: this.#path,
      entries: this.#spooled.length,
      entriesByRule: byRule,
      failedEntriesByRule: failedByRule,
    };
    if (spool === undefined) return summary;
    this.#spool = undefined;
    const out = openSync(this.#path, 'w');
    try {
      const head = { version: '1.2', creator: this.#creator, pages: [] };
      writeSync(out, `{"log":${JSON.stringify(head).slice(0, -1)},"entries":[\n`);
      const ordered = [...this.#spooled].sort((a, b) => a.sentAtMs - b.sentAtMs || a.seq - b.seq);
      ordered.forEach((entry, index) => {
        for (const id of entry.ruleIds) note(byRule, id, index + 1);
        for (const id of entry.failedRuleIds ?? []) note(failedByRule, id, index + 1);
        const bytes = Buffer.alloc(entry.length);
        readSync(spool, bytes, 0, entry.length, entry.offset);
        const text = withFailed(bytes, entry.failedRuleIds);
        writeSync(out, index === 0 ? text : Buffer.concat([Buffer.from(',\n'), text]));
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
