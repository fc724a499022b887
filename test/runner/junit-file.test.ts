import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { XMLParser } from 'fast-xml-parser';
import { type JunitCase, renderJunit } from '../../src/report/junit-file.ts';
import { junitSchemaErrors } from '../helpers/junit-schema.ts';
import { runCliWithin, tempDir } from '../helpers/run-cli.ts';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: () => true });

type Node = Record<string, unknown[] | string | undefined>;

/** The `<testsuite>` elements of a JUnit text, parsed. */
function suitesOf(xml: string): Node[] {
  const root = parser.parse(xml) as { testsuites: Node[] };
  return (root.testsuites[0]?.testsuite ?? []) as Node[];
}

const casesOf = (suite: Node): Node[] => (suite.testcase ?? []) as Node[];
const attr = (node: Node | undefined, name: string): string => String(node?.[name] ?? '');

describe('runner: the JUnit file', () => {
  it('validates and escapes hostile text, with counts summed from the cases', async () => {
    const hostile = 'Received: <script>alert(1)</script> & ]]> "quoted" \u0001\u001b[31m';
    const cases: JunitCase[] = [
      { suite: 'Bulk status', name: 'status-taskid-uuid: a uuid', durationMs: 12, outcome: 'passed' },
      {
        suite: 'Bulk status',
        name: 'status-a: b',
        durationMs: 3,
        outcome: 'failed',
        message: hostile,
        text: hostile,
      },
      {
        suite: 'Results',
        name: 'results-a: b',
        durationMs: 0,
        outcome: 'skipped',
        message: 'set VOP_TASK_ID_FAILED',
      },
    ];
    const xml = renderJunit(
      { title: `run ${hostile}`, startedAt: new Date(Date.UTC(2026, 10, 24, 1, 2, 3)) },
      cases,
    );
    expect(await junitSchemaErrors(xml)).to.deep.equal([]);
    const [status, results] = suitesOf(xml);
    expect(attr(status, 'tests')).to.equal('2');
    expect(attr(status, 'failures')).to.equal('1');
    expect(attr(status, 'timestamp')).to.equal('2026-11-24T01:02:03');
    const failure = (casesOf(status ?? {})[1]?.failure as Node[])[0];
    expect(attr(failure, 'message')).to.include('<script>alert(1)</script> & ]]> "quoted"');
    expect(xml).to.not.include('<script>');
    expect(attr(results, 'skipped')).to.equal('1');
    expect(attr((casesOf(results ?? {})[0]?.skipped as Node[])[0], 'message')).to.equal(
      'set VOP_TASK_ID_FAILED',
    );
  });

  it('the xsd rejects a file CI could not read (it can fail)', async () => {
    const broken = '<testsuites tests="x"><testsuite name="a"><testcase/></testsuite></testsuites>';
    expect(await junitSchemaErrors(broken)).to.not.deep.equal([]);
  });

  it('a run writes one testsuite per operation, rule tests as cases, skip reasons and expected failures as <skipped message>', async () => {
    const reports = tempDir('vopc-junit-');
    const expected = join(tempDir(), 'expected-failures.json');
    writeFileSync(
      expected,
      JSON.stringify({ 'status-detail-when-failed': { reason: 'PROV-12: no detail' } }),
    );
    const run = await runCliWithin(
      [
        'run',
        '--grep',
        'status-',
        '--mock-break',
        'status-detail-when-failed',
        '--mock-break',
        'status-taskid-uuid',
        '--expect-failures',
        expected,
        '--assumptions',
        'off',
        '--report-dir',
        reports,
      ],
      {},
      120_000,
    );
    expect(run.code, run.stdout + run.stderr).to.equal(1);
    const [folder] = readdirSync(reports).filter((name) => /^\d{4}-/.test(name));
    const xml = readFileSync(join(reports, folder ?? '', 'junit.xml'), 'utf8');
    expect(await junitSchemaErrors(xml)).to.deep.equal([]);
    const suites = suitesOf(xml);
    expect(suites.map((s) => attr(s, 'name'))).to.not.include('Root Suite');
    const cases = suites.flatMap((suite) => casesOf(suite).map((each) => ({ suite, each })));
    for (const { suite, each } of cases) {
      expect(attr(each, 'classname')).to.equal(attr(suite, 'name'));
      expect(attr(each, 'name')).to.match(/^[a-z0-9-]+: /);
      expect(attr(each, 'file')).to.match(/^suites\/[a-z-]+\.suite\.ts$/);
    }
    const skipped = cases.flatMap(({ each }) => (each.skipped as Node[] | undefined) ?? []);
    expect(skipped.length).to.be.above(0);
    expect(skipped.filter((s) => attr(s, 'message') === '')).to.deep.equal([]);
    expect(skipped.map((s) => attr(s, 'message'))).to.include.members([
      'assumption A15 is off',
      'expected failure: PROV-12: no detail',
    ]);
    const failed = cases
      .filter(({ each }) => each.failure !== undefined)
      .map(({ each }) => attr(each, 'name'));
    expect(failed.some((name) => name.startsWith('status-taskid-uuid'))).to.equal(true);
    expect(failed.some((name) => name.startsWith('status-detail-when-failed'))).to.equal(false);
    const root = parser.parse(xml) as { testsuites: Node[] };
    expect(attr(root.testsuites[0], 'skipped')).to.equal(String(skipped.length));
    expect(attr(root.testsuites[0], 'tests')).to.equal(String(cases.length));
  });
});
