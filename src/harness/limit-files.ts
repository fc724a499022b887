import { randomUUID } from 'node:crypto';
import type { BulkRecord } from '../../generators/bulk-record.ts';
import { identificationMax } from '../../generators/identification.ts';

/** The most `others` entries a record of a size-limit file carries. */
const MAX_ENTRIES = 4;

/** Bytes of `record` as one NDJSON line: its JSON in UTF-8 and the line feed. */
function lineBytes(record: object): number {
  return Buffer.byteLength(JSON.stringify(record), 'utf8') + 1;
}

/** `base` with a fresh uetr and a party identified by `others` entries of identifications `lengths` long (characters). */
function recordWithEntries(base: BulkRecord, lengths: readonly number[]): BulkRecord {
  const others = lengths.map((length) => ({ identification: '7'.repeat(length), schemeNameCode: 'COID' }));
  return { ...base, uetr: randomUUID(), party: { id: { organisationId: { others } } } };
}

/**
 * `count` copies of `base`, each with a uetr of its own (a fresh UUID v4, A11): a file of exactly
 * `count` records for the record limit (interface.md Limits: "maximum number of records ...
 * exceeding them gives FAILED").
 */
export function recordsOf(base: BulkRecord, count: number): BulkRecord[] {
  return Array.from({ length: count }, () => ({ ...base, uetr: randomUUID() }));
}

/** Bytes of `count` copies of `base` as an NDJSON body (every uetr has the same length). */
export function bytesOfRecords(base: BulkRecord, count: number): number {
  return lineBytes(base) * count;
}

/**
 * Records whose NDJSON body (`ndjson`, each line ending in LF) is exactly `totalBytes` bytes, in
 * as few records as the largest legal ones allow, and at most `maxRecords`: each record is `base`
 * with a fresh uetr and a party identified by 1 to 4 `others` entries of ASCII identifications
 * 1 to `identificationMax()` characters long (A2's 256, read from schemas/), spread evenly; for
 * the size limit (interface.md Limits: "Maximum file size ... exceeding them gives FAILED"). Undefined when no such file exists: `totalBytes`
 * cannot be reached without more than `maxRecords` records, or is below one record.
 */
export function recordsOfBytes(
  base: BulkRecord,
  totalBytes: number,
  maxRecords: number,
): BulkRecord[] | undefined {
  for (let entries = 1; entries <= MAX_ENTRIES; entries += 1) {
    // Every uetr has 36 characters, every identification is ASCII: a record's bytes are its
    // bytes with identifications of one character, plus the characters added to them.
    const smallest = lineBytes(recordWithEntries(base, Array<number>(entries).fill(1)));
    const perRecordExtra = entries * (identificationMax() - 1);
    const count = Math.ceil(totalBytes / (smallest + perRecordExtra));
    if (count > maxRecords) continue;
    let extra = totalBytes - count * smallest;
    if (extra < 0) return undefined;
    const slots = count * entries;
    const lengths = Array.from({ length: slots }, (_, i) => {
      const share = Math.floor(extra / (slots - i));
      extra -= share;
      return 1 + share;
    });
    return Array.from({ length: count }, (_, i) =>
      recordWithEntries(base, lengths.slice(i * entries, (i + 1) * entries)),
    );
  }
  return undefined;
}
