import { expect } from 'chai';
import fc from 'fast-check';
import { type LayoutParts, sizedFile, smallFile, targetSizes } from '../../generators/bulk-file-layout.ts';
import { bulkRecordByName } from '../../generators/bulk-record.ts';
import { brokenBulkRecord } from '../../generators/broken-bulk-record.ts';

/** Layout parts of one valid and one broken template, drawn from the record generators. */
function layoutParts(): fc.Arbitrary<LayoutParts> {
  return fc.record({
    templates: fc.tuple(bulkRecordByName(), brokenBulkRecord()).map(([valid, broken]) => [
      { record: valid, expected: 'result' as const },
      { record: broken.record, expected: broken.titles, ruleId: broken.ruleId },
    ]),
    pattern: fc.array(fc.record({ index: fc.nat(), times: fc.integer({ min: 1, max: 5 }) }), {
      minLength: 1,
      maxLength: 6,
    }),
    filler: bulkRecordByName(),
    uetrBase: fc.uuid({ version: 4 }),
    choices: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
  });
}

describe('generators/bulk-file-layout', () => {
  it('targetSizes: each power of two from 1 KiB to maxBytes, one under and over within maxBytes, and maxBytes', () => {
    expect(targetSizes(8_192, 1_000)).to.deep.equal([
      1_023, 1_024, 1_025, 2_047, 2_048, 2_049, 4_095, 4_096, 4_097, 8_191, 8_192,
    ]);
    expect(targetSizes(5_000, 1_000)).to.deep.equal([
      1_023, 1_024, 1_025, 2_047, 2_048, 2_049, 4_095, 4_096, 4_097, 4_999, 5_000,
    ]);
    // 10 records hold no 4 KiB file: 4,096 bytes need more than ten names of 420 bytes and the straddles.
    expect(Math.max(...targetSizes(65_536, 10))).to.be.below(4_095);
    expect(targetSizes(65_536, 1)).to.deep.equal([]);
  });

  it('sizedFile lands exactly on each size, within maxRecords and the broken share, a letter straddling each power of two', () => {
    const sizes = targetSizes(65_536, 1_000);
    fc.assert(
      fc.property(layoutParts(), fc.constantFrom(...sizes), fc.constantFrom(0, 0.25, 1), (p, size, share) => {
        const f = sizedFile(p, size, 1_000, share);
        expect(f.bytes).to.equal(size);
        expect(Buffer.byteLength(f.body)).to.equal(size);
        expect(f.records.filter((r) => r.expected !== 'result').length).to.be.at.most(
          share * f.records.length,
        );
        const body = Buffer.from(f.body);
        for (const at of f.straddles) {
          expect(body[at - 1]).to.be.within(0xc0, 0xef);
          expect((body[at] as number) & 0xc0).to.equal(0x80);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('smallFile keeps count records within maxBytes, a filler in place of a record that does not fit', () => {
    fc.assert(
      fc.property(layoutParts(), fc.integer({ min: 1, max: 7 }), (p, count) => {
        const f = smallFile(p, count, 1_024, 1);
        expect(f.bytes).to.be.at.most(1_024);
        expect(f.records.length).to.be.within(1, count);
        expect(f.straddles).to.deep.equal([]);
      }),
      { numRuns: 200 },
    );
  });
});
