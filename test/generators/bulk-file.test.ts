import { expect } from 'chai';
import fc from 'fast-check';
import { type BulkFile, bulkFile } from '../../generators/bulk-file.ts';
import { limits } from '../../src/schemas/limits.ts';
import { validate } from '../../src/schemas/registry.ts';

const RUNS = { numRuns: 300 };
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const RECORD = 'requests/bulk-record.schema.json';

/** Powers of two from `from` to `to`, inclusive. */
function powers(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n *= 2) out.push(n);
  return out;
}

/** The docstring's claims every file holds, under `maxBytes`, `maxRecords` and `brokenShare`. */
function expectWellFormed(f: BulkFile, maxBytes: number, maxRecords: number, brokenShare: number): void {
  expect(f.bytes).to.equal(Buffer.byteLength(f.body));
  expect(f.bytes).to.be.at.most(maxBytes);
  expect(f.records.length).to.be.within(1, maxRecords);
  expect(f.body.endsWith('\n')).to.equal(true);
  const lines = f.body.slice(0, -1).split('\n');
  expect(lines).to.have.length(f.records.length);
  lines.forEach((line, i) => expect(JSON.parse(line)).to.deep.equal(f.records[i]?.record));
  const uetrs = f.records.map((r) => r.record.uetr);
  for (const uetr of uetrs) expect(uetr).to.match(UUID_V4);
  expect(new Set(uetrs).size).to.equal(uetrs.length);
  let broken = 0;
  for (const r of f.records) {
    if (r.expected === 'result') {
      expect(r.ruleId).to.equal(undefined);
      expect(validate(RECORD, r.record).errors, JSON.stringify(r.record)).to.deep.equal([]);
    } else {
      broken += 1;
      expect(r.ruleId).to.be.a('string');
      expect(r.expected.length).to.be.above(0);
      expect(validate(RECORD, r.record).valid, JSON.stringify(r.record)).to.equal(false);
    }
  }
  expect(broken).to.be.at.most(brokenShare * f.records.length);
}

describe('generators/bulk-file', () => {
  it('draws files within the default limits: body, bytes and records agree, uetrs unique, valid records valid, at most half broken', () => {
    fc.assert(
      fc.property(bulkFile(), (f) => expectWellFormed(f, 65_536, 1_000, 0.5)),
      RUNS,
    );
  });

  it('keeps any maxBytes, maxRecords and brokenShare it is given', () => {
    const constraints = fc.record({
      maxBytes: fc.integer({ min: 1_024, max: 40_000 }),
      maxRecords: fc.integer({ min: 1, max: 120 }),
      brokenShare: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
    });
    fc.assert(
      fc.property(
        constraints.chain((c) => bulkFile(c).map((f) => ({ c, f }))),
        ({ c, f }) => expectWellFormed(f, c.maxBytes, c.maxRecords, c.brokenShare),
      ),
      RUNS,
    );
  });

  it('lands one byte under, at and one byte over each power of two from 1 KiB up to maxBytes', () => {
    const sizes = new Set(fc.sample(bulkFile(), { numRuns: 1_000, seed: 41 }).map((f) => f.bytes));
    for (const p of powers(1_024, 65_536)) {
      for (const size of p === 65_536 ? [p - 1, p] : [p - 1, p, p + 1])
        expect(sizes.has(size), String(size)).to.equal(true);
    }
    const other = new Set(
      fc.sample(bulkFile({ maxBytes: 5_000 }), { numRuns: 400, seed: 41 }).map((f) => f.bytes),
    );
    for (const size of [1_023, 1_024, 1_025, 4_095, 4_096, 4_097, 4_999, 5_000])
      expect(other.has(size), String(size)).to.equal(true);
  });

  it('in a file near a power of two, a 2- or 3-byte letter starts at byte P - 1 for each power of two P from 512 to half the file', () => {
    const near = (bytes: number) => powers(1_024, 65_536).some((p) => Math.abs(bytes - p) <= 1);
    const drawn = fc.sample(bulkFile(), { numRuns: 600, seed: 7 });
    const files = drawn.filter((f) => f.straddles.length > 0);
    expect(files.length).to.be.above(100);
    expect(drawn.filter((f) => f.records.length > 7).every((f) => f.straddles.length > 0)).to.equal(true);
    const widths = new Set<number>();
    for (const f of files) {
      expect(near(f.bytes), String(f.bytes)).to.equal(true);
      expect(f.straddles).to.deep.equal(powers(512, (f.bytes + 1) / 2));
      const body = Buffer.from(f.body);
      for (const p of f.straddles) {
        const lead = body[p - 1] as number;
        expect(
          lead >= 0xc0 && lead <= 0xef,
          `${f.bytes} bytes, byte ${p - 1}: ${lead.toString(16)}`,
        ).to.equal(true);
        expect((body[p] as number) & 0xc0).to.equal(0x80);
        widths.add(lead >= 0xe0 ? 3 : 2);
      }
    }
    expect([...widths].sort()).to.deep.equal([2, 3]);
  });

  it('draws small files often, repeats content with fresh uetrs, the same broken rule twice, and 140-character names of each A13 script', () => {
    const files = fc.sample(bulkFile(), { numRuns: 500, seed: 3 });
    const small = files.filter((f) => f.records.length <= 7).length;
    expect(small / files.length).to.be.within(0.35, 0.7);
    const withoutUetr = (r: Record<string, unknown>) => JSON.stringify({ ...r, uetr: '' });
    const repeated = files.filter((f) => {
      const contents = f.records.map((r) => withoutUetr(r.record));
      return new Set(contents).size < contents.length;
    });
    expect(repeated.length).to.be.above(50);
    const brokenTwice = files.filter((f) => {
      const rules = f.records.flatMap((r) => (r.ruleId ? [r.ruleId] : []));
      return new Set(rules).size < rules.length;
    });
    expect(brokenTwice.length).to.be.above(20);
    const max = limits().partyNameMax;
    const names = files.flatMap((f) =>
      f.records
        .map((r) => (r.record.party as { name?: unknown } | undefined)?.name)
        .filter((n) => typeof n === 'string'),
    );
    const full = names.filter((n) => Array.from(n).length === max);
    for (const script of [/^[A-Za-z]+$/, /^[\u00c0-\u017f]+$/, /^[\u0400-\u044f]+$/, /^[\u4e00-\u9fff]+$/]) {
      expect(
        full.some((n) => script.test(n)),
        String(script),
      ).to.equal(true);
    }
    const uetrs = files.flatMap((f) => f.records.map((r) => r.record.uetr));
    expect(new Set(uetrs).size).to.equal(uetrs.length);
  });

  it('draws only valid records with brokenShare 0, and files of 64 KiB and more among its draws', () => {
    fc.assert(
      fc.property(bulkFile({ brokenShare: 0 }), (f) => {
        expect(f.records.every((r) => r.expected === 'result')).to.equal(true);
      }),
      { numRuns: 100 },
    );
    const arbitrary = bulkFile();
    let big = 0;
    for (let seed = 0; big < 20 && seed < 400; seed++) {
      const [f] = fc.sample(arbitrary, { numRuns: 1, seed });
      if (f && f.bytes >= 65_535) big += 1;
    }
    expect(big).to.equal(20);
  });

  it('shrinks to one valid record', () => {
    const out = fc.check(
      fc.property(bulkFile(), (f) => f.records.length === 0),
      { seed: 5 },
    ) as fc.RunDetails<[BulkFile]>;
    const f = out.counterexample?.[0];
    expect(f?.records).to.have.length(1);
    expect(f?.records[0]?.expected).to.equal('result');
  });

  it('refuses maxBytes under 1,024, maxRecords under 1 and a brokenShare outside 0-1', () => {
    expect(() => bulkFile({ maxBytes: 1_023 })).to.throw(RangeError);
    expect(() => bulkFile({ maxRecords: 0 })).to.throw(RangeError);
    expect(() => bulkFile({ brokenShare: 1.5 })).to.throw(RangeError);
  });
});
