import { expect } from 'chai';
import { UNKNOWN_LIMITS_JUDGED, withinKnownLimits } from '../../../src/harness/explore/task-ended.ts';
import type { ModelTask } from '../../../src/harness/explore/explore-model.ts';

function task(bytes: number, records: number): ModelTask {
  const record = { record: { uetr: 'u' }, expected: 'result' as const };
  return {
    taskId: 't',
    body: 'x'.repeat(bytes),
    contentType: 'application/x-ndjson',
    records: Array(records).fill(record),
    state: 'unknown',
  };
}

describe('exploration: a FAILED ending is judged only within limits the model knows', () => {
  it('judges any file within the target limits as configured', () => {
    expect(withinKnownLimits(task(200_000, 900), { maxFileBytes: 262_144, maxRecords: 1_000 })).to.equal(
      true,
    );
  });

  it("where a limit is not known, judges only files as small as the run's own", () => {
    const { bytes, records } = UNKNOWN_LIMITS_JUDGED;
    expect(withinKnownLimits(task(bytes, records), {})).to.equal(true);
    expect(withinKnownLimits(task(bytes + 1, records), {})).to.equal(false);
    expect(withinKnownLimits(task(bytes, records + 1), {})).to.equal(false);
    expect(withinKnownLimits(task(bytes + 1, 1), { maxFileBytes: 1_000_000 })).to.equal(true);
    expect(withinKnownLimits(task(10, records + 1), { maxFileBytes: 1_000_000 })).to.equal(false);
  });
});
