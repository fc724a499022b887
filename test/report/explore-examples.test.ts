import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { ExploreExample } from '../../src/harness/explore/explore-example.ts';
import {
  EXAMPLES_FILE,
  MAX_EXAMPLES,
  mergedExamples,
  readExamples,
  writeExamples,
} from '../../src/report/explore-examples.ts';
import { tempDir } from '../helpers/run-cli.ts';

function example(n: number, why: ExploreExample['why'] = 'rare'): ExploreExample {
  return {
    why,
    ...(why === 'failure' ? { ruleId: 'results-200-ndjson' } : {}),
    foundAt: `2026-12-0${1 + (n % 9)}T00:00:00.000Z`,
    seed: n,
    steps: [{ kind: 'await', task: n }],
  };
}

describe('report: the example database of the exploration (explore-examples.jsonl)', () => {
  it('reads what it wrote, oldest first; none when the file does not exist', async () => {
    const root = tempDir();
    expect(await readExamples(root)).to.deep.equal([]);
    await writeExamples(root, [example(1), example(2, 'failure')]);
    expect(await readExamples(root)).to.deep.equal([example(1), example(2, 'failure')]);
  });

  it('skips a line that is cut, not JSON, or not an example with steps of a known kind', async () => {
    const root = tempDir();
    await writeExamples(root, [example(1)]);
    const file = join(root, EXAMPLES_FILE);
    appendFileSync(file, '{"why":"rare","foundAt":"x","seed":1,"steps":[{"kind":"fly"}]}\n');
    appendFileSync(file, '{"why":"rare","foundAt":"x","seed":1,"steps":[{"kind":"await","task":-1}]}\n');
    appendFileSync(file, 'not json\n{"why":"fail');
    expect(await readExamples(root)).to.deep.equal([example(1)]);
  });

  it('merges without repeating the same steps, keeps failures before rare sequences, newest first, at most 50', () => {
    const earlier = Array.from({ length: MAX_EXAMPLES }, (_, i) => example(i));
    const kept = [example(3), example(100, 'failure')];
    const merged = mergedExamples(earlier, kept);
    expect(merged).to.have.length(MAX_EXAMPLES);
    expect(merged.filter((e) => e.seed === 3)).to.have.length(1);
    expect(merged.some((e) => e.seed === 100)).to.equal(true);
    // The oldest rare one gave way; the file stays oldest first.
    expect(merged.some((e) => e.seed === 0)).to.equal(false);
    expect(merged.at(-1)?.seed).to.equal(100);
  });

  it('replaces the file whole: no temporary file is left beside it', async () => {
    const root = tempDir();
    writeFileSync(join(root, EXAMPLES_FILE), 'old\n');
    await writeExamples(root, [example(7)]);
    expect(readFileSync(join(root, EXAMPLES_FILE), 'utf8')).to.equal(`${JSON.stringify(example(7))}\n`);
    expect(readdirSync(root)).to.deep.equal([EXAMPLES_FILE]);
  });
});
