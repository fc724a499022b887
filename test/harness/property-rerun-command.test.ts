import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import fc from 'fast-check';
import { ConformanceFailure } from '../../src/checks/conformance-failure.ts';
import { type PropertySpec, runProperty } from '../../src/harness/property.ts';
import type { RunContext } from '../../src/harness/run-context.ts';
import { loadRunConfig } from '../../src/cli/load-run-config.ts';
import { tempDir } from '../helpers/run-cli.ts';

/** A property failing from 10 up; it never reaches a target. */
const FAILING: PropertySpec<number> = {
  ruleId: 'record-name-max-140',
  title: 'a fake property failing from 10 up',
  cost: 'file',
  arbitrary: () => fc.integer({ min: 0, max: 1_000_000 }),
  examples: () => [],
  check: (_run, value) =>
    value >= 10
      ? Promise.reject(new ConformanceFailure('record-name-max-140', `${value}`, 'a value below 10'))
      : Promise.resolve(),
};

/** The "Re-run this case" line of the failure `runProperty` reports on `run`. */
async function rerunLine(run: RunContext): Promise<string> {
  const outcome = await runProperty(run, FAILING, { seed: 7, numRuns: 100, shrinkBudgetMs: 0 });
  return (
    (outcome.failure?.message ?? '').split('\n').find((line) => line.startsWith('Re-run this case: ')) ?? ''
  );
}

describe('harness/property: the printed re-run command', () => {
  it('is called through npx, as the README calls the binary, with no flags when the run had none', async () => {
    expect(await rerunLine({} as RunContext)).to.match(
      /^Re-run this case: npx vop-conformance replay --rule record-name-max-140 --seed 7 --path [\d:]+$/,
    );
  });

  it("ends with the run's --profile (quoted for the shell) and --runs, so that it replays against the same target", async () => {
    const line = await rerunLine({
      replayFlags: ['--profile', "'my profile.json'", '--runs', '5'],
    } as Partial<RunContext> as RunContext);
    expect(line).to.match(/--path [\d:]+ --profile 'my profile\.json' --runs 5$/);
  });

  it('takes those flags from the run configuration: the profile by flag or VOP_PROFILE, --runs when given', () => {
    const profile = join(tempDir(), 'my profile.json');
    writeFileSync(profile, JSON.stringify({ name: 'sandbox' }));
    expect(loadRunConfig({ profile, runs: '5' }, {}, '/').replayFlags).to.deep.equal([
      '--profile',
      `'${profile}'`,
      '--runs',
      '5',
    ]);
    expect(loadRunConfig({}, { VOP_PROFILE: profile }, '/').replayFlags).to.deep.equal([
      '--profile',
      `'${profile}'`,
    ]);
    expect(loadRunConfig({}, {}, '/').replayFlags).to.deep.equal([]);
  });
});
