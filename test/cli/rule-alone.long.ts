import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { catalogue } from '../../src/rules/catalogue.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';

/** Runs at once: the machine has two cores. */
const AT_ONCE = 2;

interface Verdict {
  readonly id: string;
  readonly code: number | null;
  readonly status: string;
  readonly reason: string;
}

async function alone(id: string): Promise<Verdict> {
  const root = tempDir();
  const result = await runCli(['run', '--report-dir', root, '--rule', id]);
  const [stamp] = readdirSync(root).filter((name) => /^\d{4}-/.test(name));
  const rules = stamp
    ? (JSON.parse(readFileSync(join(root, stamp, 'rules.json'), 'utf8')) as { rules: Verdict[] }).rules
    : [];
  const own = rules.find((r) => r.id === id);
  return {
    id,
    code: result.code,
    status: own?.status ?? '(no report)',
    reason: own?.reason ?? result.stderr.trim(),
  };
}

// A rule selected alone brings its prerequisites with it (a lifecycle rule submits its
// own task), so against the embedded mock every rule gets a verdict of its own: passed, never a
// skip the selection caused. About 3 s a rule, two at a time: run by .ci/run after npm test.
describe('cli: every rule of the catalogue run alone with --rule gets a verdict', () => {
  it('passes each rule alone against the embedded mock, exit 0', async () => {
    const ids = catalogue.map((rule) => rule.id);
    const verdicts: Verdict[] = [];
    for (let i = 0; i < ids.length; i += AT_ONCE) {
      verdicts.push(...(await Promise.all(ids.slice(i, i + AT_ONCE).map(alone))));
    }
    const counts = new Map<string, number>();
    for (const v of verdicts) counts.set(v.status, (counts.get(v.status) ?? 0) + 1);
    console.log(
      `      ${verdicts.length} rules alone: ${[...counts].map(([s, n]) => `${n} ${s}`).join(', ')}`,
    );
    const wrong = verdicts.filter((v) => v.code !== 0 || v.status !== 'passed');
    expect(wrong.map((v) => `${v.id}: exit ${String(v.code)}, ${v.status} ${v.reason}`)).to.deep.equal([]);
  });
});
