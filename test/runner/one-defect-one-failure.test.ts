import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { FaultId } from '../../src/mock/faults/index.ts';
import { alternativeSet } from '../../src/mutation/mutant-choice-sets.ts';
import { mutationRunConfig } from '../../src/mutation/mutation-run-config.ts';
import { runConformance } from '../../src/runner/run-conformance.ts';

/** The choice set whose run reads the mock's seeded provider-state tasks (VOP_TASK_ID_*, A9). */
const SEEDED = alternativeSet(4);

/** Each single defect, the one rule it breaks. */
const DEFECTS: ReadonlyArray<readonly [FaultId, string]> = [
  ['status-value-enum/lower-case', 'status-value-enum'],
  ['status-detail-when-failed', 'status-detail-when-failed'],
  ['results-content-type-ndjson', 'results-content-type-ndjson'],
  ['status-taskid-case-insensitive', 'status-taskid-case-insensitive'],
  ['results-record-uetr', 'results-record-uetr'],
  // A 200 to every submission: the rules that need an accepted file take any 2xx, the 202 is this one's.
  ['submit-202-task-id', 'submit-202-task-id'],
];

async function failedRules(faults: readonly FaultId[]): Promise<{ verdict: string; failed: string[] }> {
  const reportRoot = mkdtempSync(join(tmpdir(), 'vopc-one-defect-'));
  try {
    const config = {
      ...mutationRunConfig(SEEDED, faults),
      reportRoot,
      testTimeoutMs: 60_000,
      deadlineMs: 150_000,
      quiet: true,
    };
    const log: string[] = [];
    const outcome = await runConformance(config, (line) => log.push(line));
    if (process.env.DEBUG_ONE) console.log(log.join('\n'));
    return {
      verdict: outcome.verdict,
      failed: outcome.results.filter((r) => r.status === 'failed').map((r) => r.id),
    };
  } finally {
    rmSync(reportRoot, { recursive: true, force: true });
  }
}

describe('one defect is one failure: with the seeded task ids, a single defect fails its own rule alone (src/harness/rule-test.ts)', function () {
  this.timeout(180_000);

  it('the correct mock fails no rule', async () => {
    expect(SEEDED.seededTasks).to.equal(true);
    expect(await failedRules([])).to.deep.equal({ verdict: 'passed', failed: [] });
  });

  for (const [fault, rule] of DEFECTS) {
    it(`${fault} fails ${rule} and no other rule (exit 1)`, async () => {
      expect(await failedRules([fault])).to.deep.equal({ verdict: 'failed', failed: [rule] });
    });
  }
});
