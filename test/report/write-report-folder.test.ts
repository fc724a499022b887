import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { RuleResult } from '../../src/harness/ledger.ts';
import type { TrafficFacts } from '../../src/report/traffic-facts.ts';
import { type ReportFolderContent, writeReportFolder } from '../../src/report/write-report-folder.ts';
import { runVerdict } from '../../src/report/run-verdict.ts';
import { catalogue } from '../../src/rules/catalogue.ts';
import { tempDir } from '../helpers/run-cli.ts';

/** Every rule of the catalogue passed, but `failed`. */
function results(failed?: string): RuleResult[] {
  return catalogue.map((rule) => ({
    id: rule.id,
    level: rule.level,
    ...(rule.assumption ? { assumption: rule.assumption } : {}),
    status: rule.id === failed ? 'failed' : 'passed',
    tests: [`${rule.id}: a test`],
    details: rule.id === failed ? ['Received: 42\nDocumented: a UUID'] : [],
    observed: [],
  }));
}

const TRAFFIC: TrafficFacts = {
  requests: 3,
  spanMs: 1000,
  requestsPerSecond: 3,
  tooManyRequests: 0,
  retryAfter: [],
  errorCodes: [],
  toInProgress: undefined,
  toFinal: undefined,
  autoRate: undefined,
};

/** A folder's content for a run of `rules` in a fresh folder under a fresh report root. */
function content(rules: RuleResult[], over: Partial<ReportFolderContent> = {}): ReportFolderContent {
  const root = tempDir();
  return {
    dir: mkdtempSync(join(root, 'run-')),
    facts: {
      target: 'embedded mock',
      runTarget: { kind: 'embedded mock', url: 'http://127.0.0.1:1', faults: [] },
      verdict: runVerdict(rules),
      seed: 7,
      assumptions: 'enforce',
      startedAt: new Date(0),
      failedTests: 0,
    },
    results: rules,
    junit: { title: 'vop-conformance', cases: [] },
    ...over,
  };
}

describe('report: writeReportFolder writes every file of a run', () => {
  it('a run stopped at session open: junit.xml, rules.json and index.html alone, no history', async () => {
    const folder = content(results('token-client-credentials-issued'));
    const index = await writeReportFolder(folder);
    expect(index).to.equal(join(folder.dir, 'index.html'));
    expect(readdirSync(folder.dir).sort()).to.deep.equal(['index.html', 'junit.xml', 'rules.json']);
    const rules = JSON.parse(readFileSync(join(folder.dir, 'rules.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(rules)).to.deep.equal([
      'target',
      'targetKind',
      'targetUrl',
      'against',
      'seed',
      'assumptions',
      'startedAt',
      'failedTests',
      'verdict',
      'rules',
    ]);
    expect(rules.against).to.equal('the embedded mock, not a sandbox (http://127.0.0.1:1)');
    expect(rules.verdict).to.deep.include({
      outcome: 'failed',
      text: `FAILED: 1 rule failed (token-client-credentials-issued), ${catalogue.length - 1} of ${catalogue.length} rules held`,
      failed: 1,
      notJudged: 0,
    });
    expect(readdirSync(join(folder.dir, '..'))).to.have.length(1);
  });

  it('a full run: its observed choices, signoff.md and the history line; a second run is compared with the first', async () => {
    const first = content(results(), {
      observedChoices: { file: 'observed-choices.json', value: { format: 'x', choices: {} } },
      autoRate: { startRate: 5, finalRate: 8, settledRate: 7.5, firstLimitAt: 9, cuts: 1 },
    });
    const root = join(first.dir, '..');
    const tool = { version: '0.0.0', gitSha: 'c'.repeat(40), ruleSetDigest: 'd'.repeat(64), rules: 2 };
    const fullRun = { traffic: TRAFFIC, tool };
    const history = { root, target: 'embedded mock', interrupted: false };
    await writeReportFolder({ ...first, fullRun: { ...fullRun, history } });
    expect(readdirSync(first.dir).sort()).to.deep.equal([
      'index.html',
      'junit.xml',
      'observed-choices.json',
      'rules.json',
      'signoff.md',
    ]);
    const rules = JSON.parse(readFileSync(join(first.dir, 'rules.json'), 'utf8')) as Record<string, unknown>;
    expect(rules.autoRate).to.deep.include({ settledRate: 7.5 });
    expect(rules.tool, 'the tool that ran, its digest in full').to.deep.equal(tool);

    const second = { ...content(results('status-taskid-uuid')), dir: mkdtempSync(join(root, 'run-')) };
    await writeReportFolder({ ...second, fullRun: { ...fullRun, history } });
    const lines = readFileSync(join(root, 'history.jsonl'), 'utf8').trim().split('\n');
    expect(lines).to.have.length(2);
    for (const line of lines)
      expect((JSON.parse(line) as { tool: unknown }).tool, 'each history line').to.deep.equal(tool);
    const page = readFileSync(join(second.dir, 'index.html'), 'utf8');
    const since = page.slice(page.indexOf('<section id="since-last-run">'));
    expect(since).to.include('New failures').and.include('status-taskid-uuid');
  });

  it('a --grep run (no history given) neither joins the history nor reads it', async () => {
    const folder = content(results());
    await writeReportFolder({ ...folder, fullRun: { traffic: TRAFFIC, tool: { version: '0.0.0' } } });
    expect(readdirSync(join(folder.dir, '..'))).to.not.include('history.jsonl');
    expect(readdirSync(folder.dir)).to.include('signoff.md');
  });
});
