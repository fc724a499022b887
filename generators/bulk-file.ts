import fc from 'fast-check';
import { limits } from '../src/schemas/limits.ts';
import { brokenBulkRecord } from './broken-bulk-record.ts';
import {
  type BulkFile,
  type LayoutParts,
  sizedFile,
  smallFile,
  type Template,
  targetSizes,
} from './bulk-file-layout.ts';
import { type BulkRecord, bulkRecordById, bulkRecordByName } from './bulk-record.ts';
import { payeeName } from './payee-name.ts';
import { SCRIPTS, scriptName } from './script-name.ts';

export type { BulkFile, FileRecord } from './bulk-file-layout.ts';

/** Constraints of {@link bulkFile}. */
export interface BulkFileConstraints {
  /** Largest body, bytes (the target's maxFileBytes, else a default of 65,536); at least 1,024. */
  readonly maxBytes?: number;
  /** Most records (the target's maxRecords, else a default of 1,000); at least 1. */
  readonly maxRecords?: number;
  /** Share of broken records allowed, 0 to 1 (0: only valid records). Default: 0.5. */
  readonly brokenShare?: number;
}

/** Defaults of {@link BulkFileConstraints}: the limits of interface.md are "not shown"; these are the explorer's. */
const DEFAULT_MAX_BYTES = 65_536;
const DEFAULT_MAX_RECORDS = 1_000;
const DEFAULT_BROKEN_SHARE = 0.5;
/** The smallest maxBytes: sized files start at 1 KiB. */
const MIN_MAX_BYTES = 1_024;

/** A valid record with a name of 140 characters of one A13 script, or of any BMP script mix. */
function unusualValid(): fc.Arbitrary<BulkRecord> {
  const max = limits().partyNameMax;
  const name = fc.oneof(
    fc.constantFrom(...SCRIPTS).map((script) => scriptName(script, max)),
    payeeName({ minLength: max, maxLength: max }),
    fc.tuple(fc.constantFrom(...SCRIPTS), fc.integer({ min: 1, max })).map(([s, n]) => scriptName(s, n)),
  );
  return fc.tuple(bulkRecordByName(), name).map(([r, n]) => ({ ...r, party: { name: n } }));
}

/** A record of a file: valid by name, by id or unusual, or (when `brokenShare` > 0) broken. */
function template(brokenShare: number): fc.Arbitrary<Template> {
  const valid = (record: BulkRecord): Template => ({ record, expected: 'result' });
  const arbitraries = [
    { weight: 4, arbitrary: bulkRecordByName().map(valid) },
    { weight: 3, arbitrary: bulkRecordById().map(valid) },
    { weight: 2, arbitrary: unusualValid().map(valid) },
  ];
  if (brokenShare > 0) {
    const broken = brokenBulkRecord().map(({ record, ruleId, titles }): Template => ({
      record,
      expected: titles,
      ruleId,
    }));
    arbitraries.push({ weight: 3, arbitrary: broken });
  }
  return fc.oneof({ withCrossShrink: true }, ...arbitraries);
}

/** The parts a file is laid out from: up to 8 templates, the pattern of their copies, the filler. */
function parts(brokenShare: number): fc.Arbitrary<LayoutParts> {
  return fc.record({
    templates: fc.array(template(brokenShare), { minLength: 1, maxLength: 8 }),
    pattern: fc.array(
      fc.record({ index: fc.nat(), times: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 5 })) }),
      { minLength: 1, maxLength: 12 },
    ),
    filler: bulkRecordByName(),
    uetrBase: fc.uuid({ version: 4 }),
    choices: fc.array(fc.nat(), { minLength: 1, maxLength: 16 }),
  });
}

/**
 * A bulk submission file (assumptions.md A2: NDJSON, one record per line, UTF-8) of valid records
 * by name and by organisation id, valid names of 140 characters of each A13 script and other
 * multi-byte names, and broken records (`brokenBulkRecord`, with their rule and titles) up to
 * `brokenShare` of the records, with repetition: the same content in several copies, in a row
 * or not, each copy with a uetr of its own (derived from one drawn UUID v4 per file: unique in
 * the file, and across draws but with negligible chance).
 *
 * About half the files hold 1 to 7 records. The others are exactly one byte under, at, or one
 * byte over a power of two from 1,024 to `maxBytes` (or `maxBytes` itself, or one under), and
 * hold at each power of two P from 512 to half the file a name letter of 2 or 3 bytes that starts
 * at byte offset P − 1, so that it straddles P where readers cut their buffers. Exact sizes come
 * from the lengths of names (A13 letters of 1 to 3 bytes, at most 140 characters), never from
 * rejection. A file never exceeds `maxBytes` nor `maxRecords` (a file over a limit ends FAILED,
 * interface.md States: judged elsewhere); sizes that would need more records are left out.
 * Shrinks towards fewer templates and valid ones, in a small file.
 * @throws RangeError when maxBytes is under 1,024, maxRecords under 1 or brokenShare outside 0-1.
 */
export function bulkFile(constraints: BulkFileConstraints = {}): fc.Arbitrary<BulkFile> {
  const maxBytes = constraints.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRecords = constraints.maxRecords ?? DEFAULT_MAX_RECORDS;
  const share = constraints.brokenShare ?? DEFAULT_BROKEN_SHARE;
  if (!(maxBytes >= MIN_MAX_BYTES) || !(maxRecords >= 1) || !(share >= 0 && share <= 1)) {
    throw new RangeError(`bulkFile: maxBytes ${maxBytes}, maxRecords ${maxRecords}, brokenShare ${share}`);
  }
  const small = fc
    .tuple(parts(share), fc.integer({ min: 1, max: Math.min(7, maxRecords) }))
    .map(([p, count]) => smallFile(p, count, maxBytes, share));
  const sizes = targetSizes(maxBytes, maxRecords);
  if (sizes.length === 0) return small;
  const sized = fc
    .tuple(parts(share), fc.constantFrom(...sizes))
    .map(([p, size]) => sizedFile(p, size, maxRecords, share));
  return fc.oneof({ withCrossShrink: true }, small, sized);
}
