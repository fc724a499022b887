import fc from 'fast-check';
import type { RunContext } from './run-context.ts';

/**
 * `count` values of `arbitrary`, drawn with the run's seed (so a run can be replayed with `--seed`).
 * @throws Error when the arbitrary yields fewer values (it cannot for the project's arbitraries).
 */
export function sampleWithSeed<T>(run: RunContext, arbitrary: fc.Arbitrary<T>, count: number): T[] {
  const values = fc.sample(arbitrary, { numRuns: count, seed: run.seed });
  if (values.length < count) throw new Error(`sampled ${values.length} of ${count} values`);
  return values;
}
