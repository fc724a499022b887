import { randomUUID } from 'node:crypto';
import type fc from 'fast-check';
import { type BulkRecord, bulkRecordByName } from '../../generators/bulk-record.ts';
import type { RunContext } from './run-context.ts';
import { sampleWithSeed } from './sample.ts';

/**
 * `count` valid bulk records drawn with the run's seed (by name unless `arbitrary` says otherwise),
 * each with a uetr of its own (a fresh UUID v4, A11): the suite never sends a uetr twice in a run
 * but where a test means to (a FAILED file resent, States and transitions rule 2), since whether a
 * provider takes a uetr it has seen in another file is not shown.
 */
export function sampleRecords(
  run: RunContext,
  count: number,
  arbitrary: fc.Arbitrary<BulkRecord> = bulkRecordByName(),
): BulkRecord[] {
  return sampleWithSeed(run, arbitrary, count).map((record) => ({ ...record, uetr: randomUUID() }));
}
