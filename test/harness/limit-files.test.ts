import { expect } from 'chai';
import type { BulkRecord } from '../../generators/bulk-record.ts';
import { bytesOfRecords, recordsOf, recordsOfBytes } from '../../src/harness/limit-files.ts';
import { ndjson } from '../../src/harness/tasks.ts';

const BASE: BulkRecord = {
  uetr: '0b3c5d7e-1111-4222-8333-944455556666',
  requestingAgent: { financialInstitutionId: { bicfi: 'DEUTDEFFXXX' } },
  party: { name: 'Zoë Ørsted' },
  partyAccount: { iban: 'NL91ABNA0417164300' },
};

const bytes = (records: readonly BulkRecord[]) => Buffer.byteLength(ndjson(records), 'utf8');

describe('harness/limit-files: files of exactly, and one over, a bulk file limit (interface.md Limits)', () => {
  it('makes a file of exactly the limit and one byte over, within the record limit, each uetr fresh', () => {
    for (const [total, maxRecords] of [
      [10 * 1024 * 1024, 10_000],
      [10 * 1024 * 1024 + 1, 10_000],
      [1024 * 1024, 1_000],
      [1024 * 1024 + 1, 1_000],
      [4_000, 3],
    ] as const) {
      const records = recordsOfBytes(BASE, total, maxRecords);
      expect(records, `${total} bytes`).to.not.equal(undefined);
      expect(bytes(records ?? []), `${total} bytes`).to.equal(total);
      expect(records?.length ?? 0).to.be.at.most(maxRecords);
      expect(new Set(records?.map((r) => r.uetr)).size).to.equal(records?.length);
    }
  });

  it('keeps every identification within A2 (1 to 256 characters) in at most four others entries', () => {
    for (const record of recordsOfBytes(BASE, 1024 * 1024 + 1, 1_000) ?? []) {
      const { others } = (
        record.party as { id: { organisationId: { others: { identification: string }[] } } }
      ).id.organisationId;
      expect(others.length).to.be.within(1, 4);
      for (const { identification } of others) expect(identification.length).to.be.within(1, 256);
    }
  });

  it('gives up where the size cannot be reached within the record limit, or is below one record', () => {
    expect(recordsOfBytes(BASE, 10 * 1024 * 1024, 100)).to.equal(undefined);
    expect(recordsOfBytes(BASE, 50, 10)).to.equal(undefined);
  });

  it('counts the bytes of a file of copies, as sent', () => {
    const records = recordsOf(BASE, 7);
    expect(new Set(records.map((r) => r.uetr)).size).to.equal(7);
    expect(bytesOfRecords(BASE, 7)).to.equal(bytes(records));
  });
});
